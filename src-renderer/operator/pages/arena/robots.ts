// Each corner's robot: its answer to a game's start and stop signals (the query, kept by the stream's robot events), its readiness
// before the start (presence on the live stream, the "are you there" check), and how to word both.
import { useQuery } from '@tanstack/react-query'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import type { GameRecord } from '../../api/types'
import type { RobotOutcomeKind } from '../../../../src-main/contract/robot-protocol'
import type { CornerControl } from '../../../../src-main/domain/corner-controls'
import type { CornerReadiness, Readiness, RobotCheck, RobotSignalEntry, RobotSignals } from '../../api/arena-queries'

export type { RobotOutcomeKind } from '../../../../src-main/contract/robot-protocol'
export type { RobotSignalEntry, RobotSignals } from '../../api/arena-queries'

/**
 * The robots' answers for `game` (undefined: none to read), read once: the stream's robot events bring every answer after
 * (api/arena-queries.ts applyRobot). No poll: a stream too far behind is ended by the server, and the reconnect reads everything again.
 */
export const useRobots = (game: Pick<GameRecord, 'id' | 'status' | 'corners'> | undefined) =>
  useQuery({
    queryKey: keys.robots(game?.id ?? 0),
    queryFn: ({ signal }) => api.get<RobotSignals>(`/arena/games/${game?.id}/robots`, signal),
    enabled: game !== undefined,
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
  disabled: { tone: 'none', text: 'Disabled' },
}

/** What the corner's robot said, for the corner card: nothing for an empty corner, "waiting" while a running game has no answer yet. */
export function robotLine(game: Pick<GameRecord, 'status' | 'corners' | 'corner_ips'>, zone: number, signal: RobotSignalEntry | null | undefined, control?: CornerControl): RobotLine {
  if (game.corners[zone] === null) return { tone: 'none', text: '—', detail: 'Empty corner' }
  // A stop answer while the game runs is from an earlier (aborted) run, unless the operator stopped this corner: this start has not been answered yet.
  if (!signal || (game.status === 'running' && signal.event === 'stop' && control !== 'stopped')) {
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

/** "0 s", "42 s", "3 min", "1 h 5 min": a span of time in a few characters (never negative). */
export function spanWords(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const rest = minutes % 60
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`
}

const CHECK_TEXT: Record<RobotCheck['outcome'], { tone: RobotTone; text: string }> = {
  answering: { tone: 'ok', text: 'Answering' },
  no_answer: { tone: 'bad', text: 'No answer' },
  no_robot: { tone: 'none', text: 'No robot' },
}

function checkWords(check: RobotCheck, nowMs: number): string {
  const parts = [check.detail]
  if (check.outcome === 'answering' && check.latency_ms !== null) parts.push(`${Math.round(check.latency_ms)} ms`)
  parts.push(`checked ${spanWords(nowMs - check.checked_at)} ago`)
  return parts.join(' · ')
}

/**
 * A corner's robot before the start (and beside the signals while the game runs): Connected (it follows the live stream with its
 * owner's key) wins; else the last "are you there" check says Answering or No answer; else No robot (no address) or Not checked yet.
 * Each says how long ago; `nowMs` is the server's time.
 */
export function readinessLine(entry: CornerReadiness | null | undefined, nowMs: number): RobotLine {
  if (!entry) return { tone: 'none', text: '—', detail: 'Empty corner' }
  const check = entry.check
  if (entry.connected) {
    const since = entry.since === null ? 'on the live stream' : `on the live stream for ${spanWords(nowMs - entry.since)}`
    const checked = check ? ` · check: ${CHECK_TEXT[check.outcome].text.toLowerCase()}, ${spanWords(nowMs - check.checked_at)} ago` : ''
    return { tone: 'ok', text: 'Connected', detail: since + checked }
  }
  if (check) return { ...CHECK_TEXT[check.outcome], detail: checkWords(check, nowMs) }
  if (!entry.robot_ip) return { tone: 'none', text: 'No robot', detail: 'The player has no robot address and no robot on the live stream' }
  return { tone: 'waiting', text: 'Not checked yet', detail: `Robot at ${entry.robot_ip}: press Check robots` }
}

/** Every seated corner of the readiness has a check (the robots of the game were checked). */
export function allChecked(readiness: Readiness | undefined): boolean {
  if (!readiness) return false
  const seated = readiness.corners.filter((corner) => corner !== null)
  return seated.length > 0 && seated.every((corner) => corner.check !== null || corner.connected)
}
