// Follows what a child process prints (stdout and stderr together): all of it so far, and a wait for a line that matches.
import type { ChildProcess } from 'node:child_process'

export interface ChildOutput {
  output(): string
  /** Resolves with the first match in everything printed so far or later; rejects after `ms`, showing what was printed. */
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpMatchArray>
}

export function followOutput(child: ChildProcess, name: string): ChildOutput {
  let text = ''
  const waiting = new Set<() => void>()
  const grow = (chunk: Buffer): void => {
    text += chunk.toString('utf8')
    for (const check of waiting) check()
  }
  child.stdout?.on('data', grow)
  child.stderr?.on('data', grow)
  const waitFor = (pattern: RegExp, ms = 5000): Promise<RegExpMatchArray> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(check)
        reject(new Error(`${name} did not print ${pattern} within ${ms} ms; it printed:\n${text}`))
      }, ms)
      const check = (): void => {
        const match = text.match(pattern)
        if (!match) return
        clearTimeout(timer)
        waiting.delete(check)
        resolve(match)
      }
      waiting.add(check)
      check()
    })
  return { output: () => text, waitFor }
}
