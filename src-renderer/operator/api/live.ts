// The live stream (/api/v1/stream): keeps the query cache current from the server's events, so no page ever needs a manual refresh.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import type { LiveEventName, LiveEvents } from '../../../src-main/contract/live-events'
import type { ArenaState, GameRecord } from './types'
import { applyCorners, applyOnDeck, applyPresence, applyReadiness } from './arena-queries'
import { openEventStream } from './event-stream'
import { keys } from './keys'
import { applyEventScoring, applyScoreEntries } from './scoring-queries'
import { MY_GAMES_KEY } from './my-games'
import { applyLogEntry } from './log-queries'

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

/** Subscribes to one event of the catalogue (contract/live-events.ts): its name and payload type come from there, so a misspelt name or a wrong payload fails the typecheck. */
function listenTo(handlers: Map<string, (data: string) => void>) {
  return <K extends LiveEventName>(name: K, handle: (data: LiveEvents[K]) => void): void => {
    handlers.set(name, (data) => handle(JSON.parse(data) as LiveEvents[K]))
  }
}

function readPlayersAgain(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: keys.users })
  void client.invalidateQueries({ queryKey: keys.allGames })
  void client.invalidateQueries({ queryKey: ['game'] })
  void client.invalidateQueries({ queryKey: keys.arena })
  void client.invalidateQueries({ queryKey: keys.allStandings })
  void client.invalidateQueries({ queryKey: keys.allKnockouts })
}

function applyGame(client: QueryClient, game: GameRecord): void {
  // A game started (here or on another console): its mode is in the arena's state, not in the Game record.
  const before = client.getQueryData<ArenaState>(keys.arena)
  if (game.status === 'running' && before && (before.game?.id !== game.id || before.game.status !== 'running' || before.mode === null)) {
    void client.invalidateQueries({ queryKey: keys.arena })
  }
  client.setQueryData<ArenaState>(keys.arena, (arena) => {
    if (!arena) return arena
    if (game.status === 'running') return { ...arena, game }
    if (arena.game?.id === game.id) return { ...arena, game, clock: null, mode: null }
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
    let close: (() => void) | undefined
    let retry: ReturnType<typeof setTimeout> | undefined
    let closed = false
    const open = () => {
      setStatus('connecting')
      const handlers = new Map<string, (data: string) => void>()
      const on = listenTo(handlers)
      on('state', (state) => {
        noteServerTime(state.server_time_ms)
        client.setQueryData<ArenaState>(keys.arena, { game: state.game, clock: state.clock, finish_pending: state.finish_pending, mode: state.mode, on_deck: state.on_deck })
        if (state.corners) applyCorners(client, state.corners)
        setStatus('live')
        // Whatever changed while the stream was away: read it again.
        void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'arena' })
      })
      on('game', (game) => applyGame(client, game))
      on('game_deleted', ({ id }) => {
        client.removeQueries({ queryKey: keys.game(id) })
        void client.invalidateQueries({ queryKey: keys.allGames })
        void client.invalidateQueries({ queryKey: keys.allStandings })
      })
      on('clock', (clock) => {
        noteServerTime(clock.server_time_ms)
        client.setQueryData<ArenaState>(keys.arena, (arena) => (arena ? { ...arena, clock } : arena))
      })
      on('finish_pending', (pending) => client.setQueryData<ArenaState>(keys.arena, (arena) => (arena ? { ...arena, finish_pending: pending } : arena)))
      on('robot', ({ game_id }) => {
        void client.invalidateQueries({ queryKey: keys.robots(game_id) })
        void client.invalidateQueries({ queryKey: MY_GAMES_KEY })
      })
      on('on_deck', ({ game }) => {
        applyOnDeck(client, game)
        // A team's own page says which game is on deck.
        void client.invalidateQueries({ queryKey: MY_GAMES_KEY })
      })
      on('robot_readiness', (readiness) => applyReadiness(client, readiness))
      on('corners', (controls) => applyCorners(client, controls))
      on('robot_presence', (presence) => applyPresence(client, presence))
      on('event', () => {
        void client.invalidateQueries({ queryKey: keys.events })
        void client.invalidateQueries({ queryKey: ['event'] })
      })
      on('event_deleted', () => {
        void client.invalidateQueries({ queryKey: keys.events })
        void client.invalidateQueries({ queryKey: keys.allGames })
      })
      // A name or a player gone shows in the Players page, the corners of games (and the arena's game) and the standings.
      for (const name of ['users_changed', 'player_renamed', 'player_deleted'] as const) on(name, () => readPlayersAgain(client))
      for (const name of ['screen', 'screen_deleted'] as const) on(name, () => void client.invalidateQueries({ queryKey: keys.screens }))
      on('settings_changed', () => void client.invalidateQueries({ queryKey: keys.settings }))
      // The SSO configuration or its login options changed on another console: Settings and the button's name read them again.
      on('sso_config_changed', () => {
        for (const queryKey of [keys.sso, keys.ssoOptions, keys.ssoStatus]) void client.invalidateQueries({ queryKey })
      })
      on('import_job', (job) => client.setQueryData(keys.importJob(job.id), job))
      on('backups_changed', () => void client.invalidateQueries({ queryKey: keys.backups }))
      on('screen_presence', () => void client.invalidateQueries({ queryKey: keys.screenPresence }))
      on('score_entries', (entries) => applyScoreEntries(client, entries))
      on('event_scoring', (scoring) => applyEventScoring(client, scoring))
      on('log_entry', (line) => applyLogEntry(client, line))
      // The token goes in the Authorization header (event-stream.ts): the server takes ?key= from screen keys only.
      close = openEventStream('/api/v1/stream', token, {
        open: () => setStatus('live'),
        event: ({ event, data }) => handlers.get(event)?.(data),
        ended: () => {
          // The server answered an error, restarted or went away: try again shortly.
          setStatus('offline')
          if (!closed) retry = setTimeout(open, 2000)
        },
      })
    }
    open()
    return () => {
      closed = true
      clearTimeout(retry)
      close?.()
    }
  }, [client, token])
}
