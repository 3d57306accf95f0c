// A small client for /api/v1 of a server the browser tests started themselves (real clock): call, and ok for an expected status.
import { expect } from 'vitest'

export interface Answer {
  status: number
  body: any
}

/** Calls `/api/v1` at `origin()` with the bearer `token()` (none while empty); both read at each call. */
export function apiAt(origin: () => string, token: () => string) {
  async function call(method: string, path: string, json?: unknown): Promise<Answer> {
    const headers: Record<string, string> = token() ? { Authorization: `Bearer ${token()}` } : {}
    if (json !== undefined) headers['Content-Type'] = 'application/json'
    const response = await fetch(`${origin()}/api/v1${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined }
  }
  /** The answer's body, after checking its status (200 unless said). */
  async function ok(answer: Promise<Answer>, status = 200): Promise<any> {
    const { status: got, body } = await answer
    expect(got, JSON.stringify(body)).toBe(status)
    return body
  }
  return { call, ok }
}
