// The live stream (/api/v1/stream): keeps the query cache current from the server's events, so no page ever needs a manual refresh.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import type { ArenaState, ClockState, FinishPending, GameRecord } from './types'
import { keys } from './keys'

export type LiveStatus = 'connecting' | 'live' | 'offline'

let status: LiveStatus = 'connecting'
let serverOffsetMs = 0
const statusListeners = new Set<() => void>()

function setStatus(next: LiveStatus): void {
  if (status === next) return
  status = next
  statusListeners.forEach((listener) => listener())
}

function noteServerTime(serverTimeMs: number): void {
  serverOffsetMs = serverTimeMs - Date.now()
}

/** Now by the server's clock (ms), whatever this computer's clock says. */
export function serverNow(): number {
  return Date.now() + serverOffsetMs
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener)
      return () => statusListeners.delete(listener)
    },
    () => status,
  )
}

function parse<T>(event: MessageEvent<string>): T {
  return JSON.parse(event.data) as T
}

function applyGame(client: QueryClient, game: GameRecord): void {
  client.setQueryData<ArenaState>(keys.arena, (arena) => {
    if (!arena) return arena
    if (game.status === 'running') return { ...arena, game }
    if (arena.game?.id === game.id) return { game, clock: null }
    return arena
  })
  client.setQueryData(keys.game(game.id), game)
  void client.invalidateQueries({ queryKey: keys.allGames })
  void client.invalidateQueries({ queryKey: keys.allStandings })
  void client.invalidateQueries({ queryKey: keys.allKnockouts })
  void client.invalidateQueries({ queryKey: keys.scoreHistory(game.id) })
}

/** Listens to the stream with this login token while mounted; reopens it after a drop (the server restarted, the network went away). */
export function useLiveStream(token: string | null): void {
  const client = useQueryClient()
  useEffect(() => {
    if (!token) return
    let source: EventSource | undefined
    let retry: ReturnType<typeof setTimeout> | undefined
    let closed = false
    const open = () => {
      setStatus('connecting')
      source = new EventSource(`/api/v1/stream?key=${encodeURIComponent(token)}`)
      source.addEventListener('open', () => setStatus('live'))
      source.addEventListener('state', (event) => {
        const state = parse<ArenaState & { server_time_ms: number }>(event)
        noteServerTime(state.server_time_ms)
        client.setQueryData<ArenaState>(keys.arena, { game: state.game, clock: state.clock, finish_pending: state.finish_pending })
        setStatus('live')
        // Whatever changed while the stream was away: read it again.
        void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'arena' })
      })
      source.addEventListener('game', (event) => applyGame(client, parse<GameRecord>(event)))
      source.addEventListener('game_deleted', (event) => {
        client.removeQueries({ queryKey: keys.game(parse<{ id: number }>(event).id) })
        void client.invalidateQueries({ queryKey: keys.allGames })
        void client.invalidateQueries({ queryKey: keys.allStandings })
      })
      source.addEventListener('clock', (event) => {
        const clock = parse<ClockState>(event)
        noteServerTime(clock.server_time_ms)
        client.setQueryData<ArenaState>(keys.arena, (arena) => (arena ? { ...arena, clock } : arena))
      })
      source.addEventListener('finish_pending', (event) => {
        const pending = parse<FinishPending>(event)
        client.setQueryData<ArenaState>(keys.arena, (arena) => (arena ? { ...arena, finish_pending: pending } : arena))
      })
      source.addEventListener('robot', (event) => void client.invalidateQueries({ queryKey: keys.robots(parse<{ game_id: number }>(event).game_id) }))
      source.addEventListener('event', () => {
        void client.invalidateQueries({ queryKey: keys.events })
        void client.invalidateQueries({ queryKey: ['event'] })
      })
      source.addEventListener('event_deleted', () => {
        void client.invalidateQueries({ queryKey: keys.events })
        void client.invalidateQueries({ queryKey: keys.allGames })
      })
      source.addEventListener('users_changed', () => {
        void client.invalidateQueries({ queryKey: keys.users })
        void client.invalidateQueries({ queryKey: keys.allGames })
        void client.invalidateQueries({ queryKey: keys.allStandings })
      })
      source.addEventListener('screen', () => void client.invalidateQueries({ queryKey: keys.screens }))
      source.addEventListener('backups_changed', () => void client.invalidateQueries({ queryKey: keys.backups }))
      source.addEventListener('screen_presence', () => void client.invalidateQueries({ queryKey: keys.screenPresence }))
      source.addEventListener('error', () => {
        setStatus('offline')
        if (source?.readyState === EventSource.CLOSED && !closed) {
          // The browser gave up (the server answered an error or went away for good): try again shortly.
          retry = setTimeout(open, 2000)
        }
      })
    }
    open()
    return () => {
      closed = true
      clearTimeout(retry)
      source?.close()
    }
  }, [client, token])
}
