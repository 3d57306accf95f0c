// Each corner's robot answer to a game's start and stop signals: the query (kept fresh by the stream's robot events) and how to word it.
import { useQuery } from '@tanstack/react-query'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import type { GameRecord } from '../../api/types'
import type { RobotOutcome, RobotOutcomeKind } from '../../../../src-main/contract/robot-protocol'

export type { RobotOutcomeKind } from '../../../../src-main/contract/robot-protocol'

/** One robot's answer to one signal, as GET /arena/games/{id}/robots gives it (the signaller's outcome, stored, with its game). */
export type RobotSignalEntry = Omit<RobotOutcome, 'attempts'> & { game_id: number }

export interface RobotSignals {
  /** The latest answer per corner (0 red … 3 blue), null when none yet. */
  corners: Array<RobotSignalEntry | null>
  history: RobotSignalEntry[]
}

export const useRobots = (gameId: number | undefined) =>
  useQuery({
    queryKey: keys.robots(gameId ?? 0),
    queryFn: ({ signal }) => api.get<RobotSignals>(`/arena/games/${gameId}/robots`, signal),
    enabled: gameId !== undefined,
  })

export type RobotTone = 'ok' | 'bad' | 'waiting' | 'none'

export interface RobotLine {
  tone: RobotTone
  /** Short, shown large: "Acknowledged", "Refused", "Unreachable", "No robot", "Waiting…", "—". */
  text: string
  /** Smaller detail: which signal, latency, the robot's reason. */
  detail: string
}

const OUTCOME_TEXT: Record<RobotOutcomeKind, { tone: RobotTone; text: string }> = {
  acknowledged: { tone: 'ok', text: 'Acknowledged' },
  refused: { tone: 'bad', text: 'Refused' },
  unreachable: { tone: 'bad', text: 'Unreachable' },
  no_robot: { tone: 'none', text: 'No robot' },
}

/** What the corner's robot said, for the corner card: nothing for an empty corner, "waiting" while a running game has no answer yet. */
export function robotLine(game: Pick<GameRecord, 'status' | 'corners' | 'corner_ips'>, zone: number, signal: RobotSignalEntry | null | undefined): RobotLine {
  if (game.corners[zone] === null) return { tone: 'none', text: '—', detail: 'Empty corner' }
  // A stop answer while the game runs is from an earlier (aborted) run: this start has not been answered yet.
  if (!signal || (game.status === 'running' && signal.event === 'stop')) {
    if (game.status === 'running') return { tone: 'waiting', text: 'Waiting…', detail: 'Start signal sent' }
    const ip = game.corner_ips[zone]
    return { tone: 'none', text: ip ? 'Not signalled yet' : 'No robot', detail: ip ? `Robot at ${ip}` : 'The player has no robot address' }
  }
  const { tone, text } = OUTCOME_TEXT[signal.outcome]
  const parts = [`${signal.event === 'start' ? 'Start' : 'Stop'} signal`]
  if (signal.latency_ms !== null) parts.push(`${signal.latency_ms} ms`)
  if (signal.outcome !== 'acknowledged' && signal.detail) parts.push(signal.detail)
  return { tone, text, detail: parts.join(' · ') }
}
