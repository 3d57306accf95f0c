// Where the console keeps its login token: this browser's local storage, so a reload stays logged in until the token expires.
const KEY = 'arena-console.token'
const listeners = new Set<() => void>()

export function readToken(): string | null {
  return localStorage.getItem(KEY)
}

export function saveToken(token: string): void {
  localStorage.setItem(KEY, token)
  listeners.forEach((listener) => listener())
}

export function clearToken(): void {
  localStorage.removeItem(KEY)
  listeners.forEach((listener) => listener())
}

/** For useSyncExternalStore: re-render when the token changes. */
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
