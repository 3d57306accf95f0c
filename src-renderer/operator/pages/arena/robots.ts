// Each corner's robot: its answer to a game's start and stop signals (the query, kept by the stream's robot events), its readiness
// before the start (presence on the live stream, the "are you there" check), and how to word both.
import { useQuery } from '@tanstack/react-query'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import type { GameRecord } from '../../api/types'
import type { RobotOutcomeKind } from '../../../../src-main/contract/robot-protocol'
import type { MessageId } from '../../../../src-main/domain/i18n/catalogues'
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'
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
  /** Smaller detail: which signal, latency, the robot's reason (the robot's and the server's words, as they come). */
  detail: string
}

type T = Translate['t']

const OUTCOME_TEXT: Record<RobotOutcomeKind, { tone: RobotTone; text: MessageId }> = {
  acknowledged: { tone: 'ok', text: 'console.arena.robot.acknowledged' },
  refused: { tone: 'bad', text: 'console.arena.robot.refused' },
  unreachable: { tone: 'bad', text: 'console.arena.robot.unreachable' },
  no_robot: { tone: 'none', text: 'console.arena.robot.noRobot' },
  disabled: { tone: 'none', text: 'console.arena.robot.disabled' },
}

const emptyCorner = (t: T): RobotLine => ({ tone: 'none', text: '—', detail: t('console.arena.robot.emptyCorner') })

/** What the corner's robot said, for the corner card: nothing for an empty corner, "waiting" while a running game has no answer yet. */
export function robotLine(game: Pick<GameRecord, 'status' | 'corners' | 'corner_ips'>, zone: number, signal: RobotSignalEntry | null | undefined, control?: CornerControl, t: T = englishT): RobotLine {
  if (game.corners[zone] === null) return emptyCorner(t)
  // A stop answer while the game runs is from an earlier (aborted) run, unless the operator stopped this corner: this start has not been answered yet.
  if (!signal || (game.status === 'running' && signal.event === 'stop' && control !== 'stopped')) {
    if (game.status === 'running') return { tone: 'waiting', text: t('console.arena.robot.waiting'), detail: t('console.arena.robot.startSent') }
    const ip = game.corner_ips[zone]
    return ip
      ? { tone: 'none', text: t('console.arena.robot.notSignalled'), detail: t('console.arena.robot.at', { ip }) }
      : { tone: 'none', text: t('console.arena.robot.noRobot'), detail: t('console.arena.robot.noAddress') }
  }
  const { tone, text } = OUTCOME_TEXT[signal.outcome]
  const parts = [t('console.arena.robot.signal', { event: signal.event })]
  if (signal.latency_ms !== null) parts.push(t('console.arena.robot.latency', { ms: signal.latency_ms }))
  if (signal.outcome !== 'acknowledged' && signal.detail) parts.push(signal.detail)
  return { tone, text: t(text), detail: parts.join(' · ') }
}

/** "0 s", "42 s", "3 min", "1 h 5 min": a span of time in a few characters (never negative). */
export function spanWords(ms: number, t: T = englishT): string {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  if (seconds < 60) return t('console.arena.span.seconds', { seconds })
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return t('console.arena.span.minutes', { minutes })
  const rest = minutes % 60
  const hours = Math.floor(minutes / 60)
  return rest ? t('console.arena.span.hoursMinutes', { hours, minutes: rest }) : t('console.arena.span.hours', { hours })
}

const CHECK_TEXT: Record<RobotCheck['outcome'], { tone: RobotTone; text: MessageId }> = {
  answering: { tone: 'ok', text: 'console.arena.ready.answering' },
  no_answer: { tone: 'bad', text: 'console.arena.ready.noAnswer' },
  no_robot: { tone: 'none', text: 'console.arena.robot.noRobot' },
}

function checkWords(check: RobotCheck, nowMs: number, t: T): string {
  // The check's detail is the server's words ("HTTP 200", "no answer within 500 ms"), as they come.
  const parts = [check.detail]
  if (check.outcome === 'answering' && check.latency_ms !== null) parts.push(t('console.arena.robot.latency', { ms: Math.round(check.latency_ms) }))
  parts.push(t('console.arena.ready.checkedAgo', { span: spanWords(nowMs - check.checked_at, t) }))
  return parts.join(' · ')
}

/**
 * A corner's robot before the start (and beside the signals while the game runs): Connected (it follows the live stream with its
 * owner's key) wins; else the last "are you there" check says Answering or No answer; else No robot (no address) or Not checked yet.
 * Each says how long ago; `nowMs` is the server's time.
 */
export function readinessLine(entry: CornerReadiness | null | undefined, nowMs: number, t: T = englishT): RobotLine {
  if (!entry) return emptyCorner(t)
  const check = entry.check
  if (entry.connected) {
    const parts = [entry.since === null ? t('console.arena.ready.onStream') : t('console.arena.ready.onStreamFor', { span: spanWords(nowMs - entry.since, t) })]
    if (check) parts.push(t('console.arena.ready.connectedCheck', { outcome: check.outcome, span: spanWords(nowMs - check.checked_at, t) }))
    return { tone: 'ok', text: t('console.arena.ready.connected'), detail: parts.join(' · ') }
  }
  if (check) return { tone: CHECK_TEXT[check.outcome].tone, text: t(CHECK_TEXT[check.outcome].text), detail: checkWords(check, nowMs, t) }
  if (!entry.robot_ip) return { tone: 'none', text: t('console.arena.robot.noRobot'), detail: t('console.arena.ready.noAddress') }
  return { tone: 'waiting', text: t('console.arena.ready.notChecked'), detail: t('console.arena.ready.pressCheck', { ip: entry.robot_ip }) }
}

/** Every seated corner of the readiness has a check (the robots of the game were checked). */
export function allChecked(readiness: Readiness | undefined): boolean {
  if (!readiness) return false
  const seated = readiness.corners.filter((corner) => corner !== null)
  return seated.length > 0 && seated.every((corner) => corner.check !== null || corner.connected)
}
