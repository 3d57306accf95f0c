// Reads the API with the screen key as bearer token; an answer other than 2xx is an ApiError with its status, a network failure stays a TypeError.
export const API = '/api/v1'
const TIMEOUT_MS = 8000

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export interface ApiReader {
  get<T>(path: string): Promise<{ body: T; headers: Headers }>
}

export function apiReader(key: string): ApiReader {
  return {
    async get<T>(path: string) {
      const response = await fetch(API + path, { headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' }, cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) })
      if (!response.ok) {
        const text = await response.text().catch(() => '')
        throw new ApiError(response.status, `GET ${path}: ${response.status} ${text.slice(0, 200)}`)
      }
      return { body: (await response.json()) as T, headers: response.headers }
    },
  }
}

export function streamUrl(key: string): string {
  return `${API}/stream?key=${encodeURIComponent(key)}`
}
