// The head of the Arena page: the running game (with its mode, the server's) or the game on deck, its times, and the big countdown.
import { Link } from 'react-router'
import type { ClockState, FinishPending, GameRecord } from '../../api/types'
import { Countdown } from '../../components/Countdown'
import { countdownEndMs } from '../../../shared/live/countdown'
import { needsSeconds } from '../../../../src-main/domain/time-format'
import { useClock } from '../../components/clock-format'
import { minutesSeconds, type ClockWords } from '../../components/time'
import type { GameMode } from '../../../../src-main/domain/game-record'
import { useT, type Translate } from '../../../shared/i18n/use-t'

interface Props {
  game: GameRecord
  clock: ClockState | null | undefined
  gameLengthS: number | undefined
  /** The running game's mode, as the server says it (GET /arena, then the stream's clock): the rehearsal badge survives a reload and shows in every tab. */
  mode: GameMode | null | undefined
  /** The game is the one on deck. */
  onDeck?: boolean
  finishPending?: FinishPending
}

function countdownProps(game: GameRecord, clock: Props['clock'], { clockTime }: ClockWords, t: Translate['t']) {
  if (game.status === 'running') {
    return { endMs: countdownEndMs(game, clock), label: t('console.arena.game.timeLeft'), idle: '…' }
  }
  if (game.status === 'scheduled') {
    return { endMs: undefined, label: t('console.arena.game.plannedStart'), idle: game.start_time === null ? t('console.arena.game.notPlanned') : clockTime(game.start_time) }
  }
  return { endMs: undefined, label: t('console.arena.game.endedAt', { time: clockTime(game.end_time, needsSeconds(game.start_time, game.end_time)) }), idle: '00:00' }
}

/** "#3 · league", "#9 · knockout round 2", "#4 · friendly". */
function gameKind(game: GameRecord, t: Translate['t']): string {
  const kind = game.tournament_round !== null ? 'knockout' : game.league ? 'league' : 'friendly'
  return t('console.arena.game.kind', { order: String(game.play_order), kind, round: game.tournament_round ?? 0 })
}

/** "Scored: Ada 25 · Bo no-show". */
function scoredLine(game: GameRecord, t: Translate['t']): string {
  const results = game.corner_names
    .map((name, index) => {
      if (!name) return null
      const points = game.game_points[index]
      return points === null || points === undefined ? t('console.arena.game.noShow', { name }) : t('console.arena.game.points', { name, points })
    })
    .filter(Boolean)
  return t('console.arena.game.scored', { results: results.join(' · ') })
}

export function ShownGame({ game, clock, gameLengthS, mode, onDeck, finishPending }: Props) {
  const { t } = useT()
  const words = useClock()
  const { clockRange, clockTime } = words
  // A game shorter than a minute needs its seconds for its start and end to differ ("ends 17:12" for a 25 s game).
  const short = needsSeconds(game.start_time, game.end_time)
  const countdown = countdownProps(game, clock, words, t)
  const planned = clockRange(game.start_time, game.end_time)
  return (
    <section className="card arena-head" aria-label={t('console.arena.game.label')}>
      <div className="stack arena-title">
        <div className="row arena-badges">
          <span className={`status status-${game.status}`}>{t('console.arena.game.status', { status: game.status })}</span>
          {game.status === 'running' && mode && (
            <span className={`status arena-mode-${mode}`} data-testid="arena-mode">
              {mode === 'competition' ? t('console.arena.controls.competition') : t('console.arena.game.rehearsal')}
            </span>
          )}
          {game.status === 'scheduled' && onDeck && <span className="status arena-on-deck">{t('console.arena.onDeck.title')}</span>}
          <span className="muted">{gameKind(game, t)}</span>
        </div>
        <h1>{game.name}</h1>
        <p className="muted arena-times">
          {game.status === 'scheduled'
            ? gameLengthS
              ? t('console.arena.game.plannedPlays', { planned, length: minutesSeconds(gameLengthS) })
              : t('console.arena.game.planned', { planned })
            : t('console.arena.game.startedEnds', { start: clockTime(game.start_time, short), end: clockTime(game.end_time, short) })}
        </p>
        {game.status === 'running' && finishPending?.game_id === game.id && (
          <p className="error-notice" role="alert">
            {t('console.arena.game.finishPending', { reason: finishPending.reason, attempts: finishPending.attempts })}
          </p>
        )}
        {game.status === 'finished' && (
          <Link className="button primary arena-score-link" to={`/scoring?game=${game.id}`}>
            {t('console.arena.game.scoreIt')}
          </Link>
        )}
        {game.status === 'scored' && <p className="arena-result">{scoredLine(game, t)}</p>}
      </div>
      <Countdown endMs={countdown.endMs} idle={countdown.idle} label={countdown.label} />
    </section>
  )
}
