// How many file descriptors this process may hold (Linux: /proc/self/limits, read once at start); undefined elsewhere.
import { readFileSync } from 'node:fs'

export function openFilesLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((text) => text.startsWith('Max open files'))
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0]
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined
  } catch {
    return undefined
  }
}
