// The arena as the server keeps it for every console (the running game, its mode, the game on deck) and each corner's robot readiness before a start.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { ArenaState } from './types'
import type { CornerControls } from '../../../src-main/contract/arena.schema'
import type { Readiness, RobotPresence } from '../../../src-main/contract/robots.schema'
import type { LiveEvents } from '../../../src-main/contract/live-events'
import type { RobotOutcome } from '../../../src-main/contract/robot-protocol'
import { arenaOnDeck } from '../../shared/live/reducers'
import { route, updateArenaById } from '../../shared/live/arenas'
import { api } from './client'
import { keys } from './keys'

export type { CornerReadiness, Readiness, RobotCheck, RobotPresence } from '../../../src-main/contract/robots.schema'


export const readinessKey = (gameId: number) => ['readiness', gameId] as const
export const allReadiness = ['readiness'] as const

/** Each corner's robot before the start (admin): presence on the live stream and the last "are you there" check. */
export const useReadiness = (gameId: number | undefined) =>
  useQuery({
    queryKey: readinessKey(gameId ?? 0),
    queryFn: ({ signal }) => api.get<Readiness>(`/arena/games/${gameId}/readiness`, signal),
    enabled: gameId !== undefined,
  })

/** A check's answer or the `robot_readiness` event: the corners as the server just said them. */
export function applyReadiness(client: QueryClient, readiness: Readiness): void {
  client.setQueryData(readinessKey(readiness.game_id), readiness)
}

/** A `robot_presence` event: that user's corners in every readiness held follow at once (no round trip). */
export function applyPresence(client: QueryClient, presence: RobotPresence): void {
  client.setQueriesData<Readiness>({ queryKey: allReadiness }, (readiness) => {
    if (!readiness || !readiness.corners.some((corner) => corner?.user_id === presence.user_id)) return readiness
    return {
      ...readiness,
      corners: readiness.corners.map((corner) => (corner?.user_id === presence.user_id ? { ...corner, connected: presence.connected, since: presence.since } : corner)),
    }
  })
}

/**
 * The `on_deck` event: the game loaded next changed (loaded, cleared, moved on by a start, changed or deleted). `arenaId`: the
 * arena whose deck it is (the event names it with several arenas; a command's answer knows it); else the arena holding the
 * game. With several arenas and none known, the arena's state is read again.
 */
export function applyOnDeck(client: QueryClient, game: ArenaState['on_deck'], arenaId?: number): void {
  let known = true
  client.setQueryData<ArenaState>(keys.arena, (arena) => {
    if (!arena) return arena
    if (arenaId !== undefined) return updateArenaById(arena, arenaId, (one) => arenaOnDeck(one, game))
    const routed = route(arena, game?.id, (one) => arenaOnDeck(one, game))
    known = routed.known
    return routed.state
  })
  if (!known) void client.invalidateQueries({ queryKey: keys.arena })
}

/** One robot's answer to one signal, as GET /arena/games/{id}/robots gives it (the signaller's outcome, stored, with its game). */
export type RobotSignalEntry = Omit<RobotOutcome, 'attempts'> & { game_id: number }

export interface RobotSignals {
  /** The latest answer per corner (0 red … 3 blue), null when none yet. */
  corners: Array<RobotSignalEntry | null>
  history: RobotSignalEntry[]
}

/** A `robot` event's answer added to a game's answers: the corner's latest, and the last of the history (the server's order). */
export function withRobotOutcome(signals: RobotSignals, { attempts: _attempts, ...entry }: LiveEvents['robot']): RobotSignals {
  return { corners: signals.corners.map((latest, zone) => (zone === entry.zone ? entry : latest)), history: [...signals.history, entry] }
}

/**
 * A `robot` event: the answer goes into the game's answers held (no round trip). Only while they are being read (or not
 * read yet) are they read again, so that an answer that came during the read is not lost: the read under way is
 * cancelled first — react-query would otherwise join a first read still on its way (no data yet) instead of starting
 * another, and that read may have left the server before the answer was saved.
 */
export function applyRobot(client: QueryClient, outcome: LiveEvents['robot']): void {
  const queryKey = keys.robots(outcome.game_id)
  const state = client.getQueryState<RobotSignals>(queryKey)
  if (state?.data && state.fetchStatus === 'idle') client.setQueryData<RobotSignals>(queryKey, (signals) => signals && withRobotOutcome(signals, outcome))
  else if (state?.fetchStatus === 'fetching') void client.cancelQueries({ queryKey }).then(() => client.invalidateQueries({ queryKey }))
  else void client.invalidateQueries({ queryKey })
}

export type { CornerControls } from '../../../src-main/contract/arena.schema'

export const cornersKey = (gameId: number) => ['corners', gameId] as const

/** A game's corners (playing, disabled, stopped), kept by the stream's `corners` events. */
export const useCornerControls = (gameId: number | undefined) =>
  useQuery({
    queryKey: cornersKey(gameId ?? 0),
    queryFn: ({ signal }) => api.get<CornerControls>(`/arena/games/${gameId}/corners`, signal),
    enabled: gameId !== undefined,
  })

/** A `corners` event, or a command's answer: the game's corners as the server just said them. */
export function applyCorners(client: QueryClient, controls: CornerControls): void {
  client.setQueryData(cornersKey(controls.game_id), controls)
}
