// A standby that took over tells the primary it followed (POST /api/v1/system/replication/fence, with the replication
// key it followed with): a primary still alive stops writing at once — the writes it has waiting for the standby are
// refused, never acknowledged. A primary that is off or cut off cannot be told: the take-over says so.
import { describeRefusal, STANDBY_PORT_HEADER } from './standby-follower'

export const FENCE_PATH = '/api/v1/system/replication/fence'

export interface OldPrimaryTold {
  address: string
  /** It answered that it stopped writing (or had already stopped). */
  told: boolean
  detail: string
}

export async function tellOldPrimary(primary: string, key: string, epoch: number, port: number | undefined, timeoutMs: number): Promise<OldPrimaryTold> {
  try {
    const answer = await fetch(new URL(FENCE_PATH, primary), {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...(port ? { [STANDBY_PORT_HEADER]: String(port) } : {}) },
      body: JSON.stringify({ epoch }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = (await answer.text()).slice(0, 500)
    // 503 naming a primary: it already refuses writes (superseded before, or a standby itself).
    if (answer.ok || (answer.status === 503 && answer.headers.has('X-Arena-Primary'))) return { address: primary, told: true, detail: `${primary} stopped writing` }
    return { address: primary, told: false, detail: `${primary} answered ${answer.status}: ${describeRefusal(text)}` }
  } catch (error) {
    return { address: primary, told: false, detail: `${primary} could not be reached (${(error as Error).message})` }
  }
}
