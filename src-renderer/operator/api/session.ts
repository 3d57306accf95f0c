// Who is logged in: the token, the user behind it, logging in and out.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { api } from './client'
import { clearToken, readToken, saveToken, subscribeToken } from './token'

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, readToken)
}

export function useLogin(): (username: string, password: string) => Promise<void> {
  const client = useQueryClient()
  return useCallback(
    async (username, password) => {
      const answer = await api.post<{ access_token: string }>('/auth/login', { username, password })
      client.clear()
      saveToken(answer.access_token)
    },
    [client],
  )
}

/** Single sign-on: exchanges the one-time code from /login?sso=… for the same token a password login gives (POST /auth/sso/exchange). */
export function useSsoExchange(): (code: string) => Promise<void> {
  const client = useQueryClient()
  return useCallback(
    async (code) => {
      const answer = await api.post<{ access_token: string }>('/auth/sso/exchange', { code })
      client.clear()
      saveToken(answer.access_token)
    },
    [client],
  )
}

export function useLogout(): () => Promise<void> {
  const client = useQueryClient()
  return useCallback(async () => {
    await api.post('/auth/logout').catch(() => undefined)
    clearToken()
    client.clear()
  }, [client])
}

export { saveToken }
