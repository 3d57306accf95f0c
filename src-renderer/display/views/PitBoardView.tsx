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
import type { MessageId } from '../../../src-main/domain/i18n/catalogues'
import { useT } from '../../shared/i18n/use-t'
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
  const { t } = useT()
  return (
    <div className="pit-players">
      {CORNERS.map((corner) => {
        const name = game.corner_names[corner.index]
        return (
          <div key={corner.colour} className={`pit-player corner-${corner.colour}`} data-testid={`pit-${corner.colour}`}>
            <span className="pit-corner-word">{t(corner.word)}</span> <span className={`pit-player-name${name ? '' : ' empty'}`}>{name || t('display.empty')}</span>
          </div>
        )
      })}
    </div>
  )
}

const CARD_LABELS: Record<'now' | 'next' | 'after', MessageId> = { now: 'display.pit.now', next: 'display.pit.next', after: 'display.pit.after' }

function PitCard({ card, game, children }: { card: keyof typeof CARD_LABELS; game: GameRecord | null; children?: ReactNode }) {
  const { t } = useT()
  return (
    <section className={`pit-card${card === 'after' ? ' pit-card-after' : ''}${game ? '' : ' pit-card-empty'}`} data-testid={`pit-${card}`} data-game-id={game?.id}>
      <div className="pit-card-head">
        <span className="pit-label">{t(CARD_LABELS[card])}</span>
        {game ? <span className="pit-game-name">{game.name}</span> : <span className="pit-none">{t(card === 'now' ? 'display.pit.noGameRunning' : 'display.pit.nothingScheduled')}</span>}
        {children}
      </div>
      {game && <Players game={game} />}
    </section>
  )
}

function Column({ column, now, timeZone }: { column: PitColumn; now: number; timeZone: string | null }) {
  const { arena, next, after } = column
  const { t } = useT()
  return (
    <div className="pit-column" data-testid="pit-column" data-arena-id={arena?.id ?? 1} style={{ '--arena-colour': arena?.colour ?? 'var(--accent)' } as CSSProperties}>
      {arena && (
        <h2 className="pit-arena" data-testid="pit-arena">
          {column.finals && (
            <span className="pit-finals" data-testid="pit-finals">
              {t('display.pit.finals')}
            </span>
          )}
          {arena.name}
        </h2>
      )}
      <PitCard card="now" game={column.now}>
        {column.now && <Countdown endMs={countdownEndMs(column.now, column.clock)} now={now} className="pit-countdown" />}
      </PitCard>
      <PitCard card="next" game={next}>
        {next && <span className="pit-time">{plannedTime(next.start_time, timeZone)}</span>}
      </PitCard>
      <PitCard card="after" game={after}>
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
