// The URLs the arena server answers on (GET /system/urls), to give robots and venue screens.
import { useQuery } from '@tanstack/react-query'
import { api } from '../../api/client'
import type { ServerUrls } from '../../../../src-main/contract/urls.schema'

export const SERVER_URLS_KEY = ['server-urls'] as const

export const useServerUrls = () => useQuery({ queryKey: SERVER_URLS_KEY, queryFn: ({ signal }) => api.get<ServerUrls>('/system/urls', signal) })

/** The LAN addresses only (what other machines can use): every URL but the loopback ones. */
export function lanUrls(urls: readonly string[]): string[] {
  return urls.filter((url) => !/^http:\/\/(127\.|\[::1\])/.test(url))
}
