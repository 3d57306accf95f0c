// FSREC_PAUSE_RENAME_TO (fsrec.c): a process under the recorder stops just before a chosen rename and says so on stderr;
// the test then kills it there (SIGKILL), leaving the files exactly as they were at that instant.
import type { ChildProcess } from 'node:child_process'

export const PAUSE_LINE = 'FSREC paused before rename'

/** Resolves true once `child` printed the pause line on stderr, false if it exits first or `timeoutMs` pass. */
export function pausedBeforeRename(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = ''
    const finish = (paused: boolean) => {
      clearTimeout(timer)
      child.stderr?.off('data', onData)
      child.off('exit', onExit)
      resolve(paused)
    }
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-200)
      if (seen.includes(PAUSE_LINE)) finish(true)
    }
    const onExit = () => finish(false)
    const timer = setTimeout(() => finish(false), timeoutMs)
    child.stderr?.on('data', onData)
    child.on('exit', onExit)
  })
}

/** Kills a paused (or any) child with SIGKILL and waits until it is gone. */
export async function killNow(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const gone = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await gone
}
