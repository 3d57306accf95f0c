// The head of the Arena page: the running game (with its mode, the server's) or the game on deck, its times, and the big countdown.
import { Link } from 'react-router'
import type { ClockState, FinishPending, GameRecord } from '../../api/types'
import { Countdown } from '../../components/Countdown'
import { countdownEndMs } from '../../../shared/live/countdown'
import { needsSeconds } from '../../../../src-main/domain/time-format'
import { useClock } from '../../components/clock-format'
import { minutesSeconds, type ClockWords } from '../../components/time'
import type { GameMode } from '../../../../src-main/domain/game-record'

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

const STATUS_TEXT = { scheduled: 'Scheduled', running: 'Running', finished: 'Finished', scored: 'Scored' } as const

function countdownProps(game: GameRecord, clock: Props['clock'], { clockTime }: ClockWords) {
  if (game.status === 'running') {
    return { endMs: countdownEndMs(game, clock), label: 'Time left', idle: '…' }
  }
  if (game.status === 'scheduled') {
    return { endMs: undefined, label: 'Planned start', idle: game.start_time === null ? 'Not planned' : clockTime(game.start_time) }
  }
  return { endMs: undefined, label: `Ended at ${clockTime(game.end_time, needsSeconds(game.start_time, game.end_time))}`, idle: '00:00' }
}

export function ShownGame({ game, clock, gameLengthS, mode, onDeck, finishPending }: Props) {
  const words = useClock()
  const { clockRange, clockTime } = words
  // A game shorter than a minute needs its seconds for its start and end to differ ("ends 17:12" for a 25 s game).
  const short = needsSeconds(game.start_time, game.end_time)
  const countdown = countdownProps(game, clock, words)
  return (
    <section className="card arena-head" aria-label="Game">
      <div className="stack arena-title">
        <div className="row arena-badges">
          <span className={`status status-${game.status}`}>{STATUS_TEXT[game.status]}</span>
          {game.status === 'running' && mode && (
            <span className={`status arena-mode-${mode}`} data-testid="arena-mode">
              {mode === 'competition' ? 'Competition' : 'Development rehearsal'}
            </span>
          )}
          {game.status === 'scheduled' && onDeck && <span className="status arena-on-deck">On deck</span>}
          <span className="muted">
            #{game.play_order}
            {game.tournament_round !== null ? ` · knockout round ${game.tournament_round}` : game.league ? ' · league' : ' · friendly'}
          </span>
        </div>
        <h1>{game.name}</h1>
        <p className="muted arena-times">
          {game.status === 'scheduled'
            ? `Planned ${clockRange(game.start_time, game.end_time)}${gameLengthS ? ` · plays ${minutesSeconds(gameLengthS)}` : ''}`
            : `Started ${clockTime(game.start_time, short)} · ends ${clockTime(game.end_time, short)}`}
        </p>
        {game.status === 'running' && finishPending?.game_id === game.id && (
          <p className="error-notice" role="alert">
            Time is up, but the finish could not be saved: {finishPending.reason} The server keeps trying (attempt {finishPending.attempts}); the game
            keeps its real end time.
          </p>
        )}
        {game.status === 'finished' && (
          <Link className="button primary arena-score-link" to={`/scoring?game=${game.id}`}>
            Score this game
          </Link>
        )}
        {game.status === 'scored' && (
          <p className="arena-result">
            Scored: {game.corner_names.map((name, index) => (name ? `${name} ${game.game_points[index] ?? 'no-show'}` : null)).filter(Boolean).join(' · ')}
          </p>
        )}
      </div>
      <Countdown endMs={countdown.endMs} idle={countdown.idle} label={countdown.label} />
    </section>
  )
}
