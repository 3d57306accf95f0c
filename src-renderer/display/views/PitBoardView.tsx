// The pit board (issue 28, item 4): for every arena in use one column with now / next / after — the running game with its
// countdown, then the game on its deck (else its next scheduled one) and the one after, each with its four players by corner
// colour. The whole board's type is made smaller until every column fits (as the bracket), down to the floor; at the floor
// the "after" cards give way (their players, then themselves) before any name is cut.
import { useLayoutEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react'
import { countdownEndMs } from '../../shared/live/countdown'
import { CORNERS } from '../corners'
import { fitElement } from '../fit/use-fit'
import { observeWidth } from '../fit/observe-width'
import { pitBoardOf, type PitColumn } from '../pit-board'
import { plannedTime } from '../time-format'
import type { GameRecord } from '../types'
import type { ViewProps } from '../view-props'
import { Countdown } from './Countdown'

/** The board's largest type, in stage units (one arena or three: the columns are as tall). */
const MAX_UNITS = 2.6

/**
 * How the board gives way when even the floor does not hold every name: first the "after" cards lose their players (the
 * game's name and time stay), then the "after" cards go. Names are never cut.
 */
const GIVING_WAY = ['no', 'after-players', 'after'] as const

const overflowing = (board: HTMLElement) => board.scrollHeight > board.clientHeight + 1 || board.scrollWidth > board.clientWidth + 1

/** Fits the board's type, giving way step by step (data-tight) while the floor still overflows. */
function fitBoard(board: HTMLElement): void {
  for (const step of GIVING_WAY) {
    board.dataset.tight = step
    fitElement(board)
    if (!overflowing(board)) return
  }
}

function useFitBoard(ref: RefObject<HTMLElement | null>, content: unknown): void {
  useLayoutEffect(() => {
    const board = ref.current
    if (!board) return
    fitBoard(board)
    return observeWidth(board, () => fitBoard(board))
  }, [ref, content])
}

function Players({ game }: { game: GameRecord }) {
  return (
    <div className="pit-players">
      {CORNERS.map((corner) => {
        const name = game.corner_names[corner.index]
        return (
          <div key={corner.colour} className={`pit-player corner-${corner.colour}`} data-testid={`pit-${corner.colour}`}>
            <span className="pit-corner-word">{corner.label}</span> <span className={`pit-player-name${name ? '' : ' empty'}`}>{name || 'empty'}</span>
          </div>
        )
      })}
    </div>
  )
}

function PitCard({ label, game, children, after = false }: { label: string; game: GameRecord | null; children?: ReactNode; after?: boolean }) {
  return (
    <section className={`pit-card${after ? ' pit-card-after' : ''}${game ? '' : ' pit-card-empty'}`} data-testid={`pit-${label.toLowerCase()}`} data-game-id={game?.id}>
      <div className="pit-card-head">
        <span className="pit-label">{label}</span>
        {game ? <span className="pit-game-name">{game.name}</span> : <span className="pit-none">{label === 'NOW' ? 'No game running' : 'Nothing scheduled'}</span>}
        {children}
      </div>
      {game && <Players game={game} />}
    </section>
  )
}

function Column({ column, now, timeZone }: { column: PitColumn; now: number; timeZone: string | null }) {
  const { arena, next, after } = column
  return (
    <div className="pit-column" data-testid="pit-column" data-arena-id={arena?.id ?? 1} style={{ '--arena-colour': arena?.colour ?? 'var(--accent)' } as CSSProperties}>
      {arena && (
        <h2 className="pit-arena" data-testid="pit-arena">
          {column.finals && (
            <span className="pit-finals" data-testid="pit-finals">
              FINALS
            </span>
          )}
          {arena.name}
        </h2>
      )}
      <PitCard label="NOW" game={column.now}>
        {column.now && <Countdown endMs={countdownEndMs(column.now, column.clock)} now={now} className="pit-countdown" />}
      </PitCard>
      <PitCard label="NEXT" game={next}>
        {next && <span className="pit-time">{plannedTime(next.start_time, timeZone)}</span>}
      </PitCard>
      <PitCard label="AFTER" game={after} after>
        {after && <span className="pit-time">{plannedTime(after.start_time, timeZone)}</span>}
      </PitCard>
    </div>
  )
}

export function PitBoardView({ data, config, now }: ViewProps) {
  const columns = pitBoardOf(data)
  const board = useRef<HTMLDivElement>(null)
  // The board is fitted again when what it shows changes (not on each redraw of the countdown).
  useFitBoard(board, JSON.stringify(columns.map(({ arena, now: running, next, after, finals }) => [arena, running, next, after, finals])))
  return (
    <div className="stage pit-board-view">
      <div className="pit-board" ref={board} data-testid="pit-board" style={{ '--pit-size': `calc(var(--u) * ${MAX_UNITS})` } as CSSProperties}>
        {columns.map((column) => (
          <Column key={column.arena?.id ?? 1} column={column} now={now} timeZone={config.timeZone} />
        ))}
      </div>
    </div>
  )
}
