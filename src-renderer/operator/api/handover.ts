// The console moving to the new primary stays logged in (issue 29, item 5): the session rows are replicated, so the same
// token works there, but the browser keeps it per origin. It crosses in the new address's fragment (#arena-handover=…),
// which a browser never sends to a server nor puts in a Referer; the page reads it once at load, keeps the token and
// removes the fragment at once (history.replaceState). Decision and risk: docs/decisions.md, 2026-11-27.

const TOKEN = 'arena-handover'
const EPOCH = 'epoch'
const FROM = 'from'

/** What crossed: the token, the epoch of the primary it moved to, and the PC it came from. */
export interface Handover {
  token: string
  epoch: number
  from: string
}

/** The address to move to: the same path and query on `origin`, the handover in the fragment. */
export function handoverUrl(origin: string, path: string, handover: Handover): string {
  const fragment = new URLSearchParams([
    [TOKEN, handover.token],
    [EPOCH, String(handover.epoch)],
    [FROM, handover.from],
  ])
  return `${origin}${path}#${fragment.toString()}`
}

/** The handover a fragment carries (`#arena-handover=…&epoch=…&from=…`), or undefined when it carries none or a broken one. */
export function readHandover(hash: string): Handover | undefined {
  const fields = new URLSearchParams(hash.replace(/^#/, ''))
  const token = fields.get(TOKEN)
  const epoch = Number(fields.get(EPOCH))
  if (!token || !Number.isSafeInteger(epoch) || epoch < 1) return undefined
  return { token, epoch, from: fields.get(FROM) ?? '' }
}

let arrived: Handover | undefined

/**
 * Once, before the console renders: takes the handover out of the address (the fragment removed from the URL and the
 * session history) and answers it; the token is then saved as a login is (token.ts).
 */
export function takeHandover(location: Pick<Location, 'hash' | 'pathname' | 'search'>, history: Pick<History, 'replaceState'>): Handover | undefined {
  if (!location.hash.includes(TOKEN)) return undefined
  // Read before the address changes (the location is live).
  arrived = readHandover(location.hash)
  history.replaceState(null, '', `${location.pathname}${location.search}`)
  return arrived
}

/** The handover this page arrived with (the console says which PC it is on now), if any. */
export function arrivedHandover(): Handover | undefined {
  return arrived
}
