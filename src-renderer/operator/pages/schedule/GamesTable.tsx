// The event's games in running order: planned and actual times, state, league or round, the four corners (full names), and the actions on scheduled games;
// with two or more arenas in use, each game's arena.
import { Fragment, useEffect, useRef, type ReactNode } from 'react'
import type { GameRecord } from '../../api/types'
import { CORNERS } from '../../components/corners'
import { needsSeconds } from '../../../../src-main/domain/time-format'
import { useClock } from '../../components/clock-format'
import { kindLabel } from './game-filter'
import { canMove } from './reorder'
import { scheduleTimes, type Span } from './schedule-times'
import { StatusBadge } from './StatusBadge'

export type RowAction = 'corners' | 'edit'

interface Props {
  games: readonly GameRecord[]
  /** Every game of the event (the reorder moves scheduled games among all of them). */
  allGames: readonly GameRecord[]
  /** The planned times the server kept when each started game began. */
  kept?: ReadonlyArray<{ game_id: number; start_time: number | null; end_time: number | null }>
  open?: { gameId: number; action: RowAction }
  moving: boolean
  onMove(game: GameRecord, direction: 'up' | 'down'): void
  onOpen(game: GameRecord, action: RowAction): void
  onDelete(game: GameRecord): void
  /** The editor shown under the open row. */
  renderOpen(game: GameRecord, action: RowAction): ReactNode
  /** Each game's arena, by name: only while two or more arenas are in use (else no Arena column). */
  arenaName?: (game: GameRecord) => string
}

function TimeOfDay({ seconds, withSeconds }: { seconds: number | null; withSeconds: boolean }) {
  const { clockTime } = useClock()
  if (seconds === null) return <span className="muted">—</span>
  return <time dateTime={new Date(seconds * 1000).toISOString()}>{clockTime(seconds, withSeconds)}</time>
}

/** A start and, under it, the end; both with seconds when the game is shorter than a minute. */
function Times({ span, kind }: { span: Span | null; kind: 'planned' | 'actual' }) {
  if (!span || span.start === null) return <span className="muted">—</span>
  const withSeconds = needsSeconds(span.start, span.end)
  return (
    <span className={`times-${kind}`}>
      <TimeOfDay seconds={span.start} withSeconds={withSeconds} />
      {span.end !== null && (
        <span className="muted until">
          to <TimeOfDay seconds={span.end} withSeconds={withSeconds} />
        </span>
      )}
    </span>
  )
}

/** The row under an open game, holding its editor; scrolled into view when it opens. */
function EditorRow({ children, columns }: { children: ReactNode; columns: number }) {
  const row = useRef<HTMLTableRowElement>(null)
  useEffect(() => {
    // Block body: scrollIntoView returns a promise in newer browsers, and an effect may return only a cleanup.
    void row.current?.scrollIntoView({ block: 'nearest' })
  }, [])
  return (
    <tr className="row-editor" ref={row}>
      <td colSpan={columns}>{children}</td>
    </tr>
  )
}

export function GamesTable({ games, allGames, kept, open, moving, onMove, onOpen, onDelete, renderOpen, arenaName }: Props) {
  const columns = arenaName ? 11 : 10
  return (
    <table className={`data schedule-table${arenaName ? ' with-arena' : ''}`}>
      <thead>
        <tr>
          <th className="num">#</th>
          <th className="game-head">Game</th>
          {arenaName && <th className="arena-head">Arena</th>}
          <th className="planned-head">Planned</th>
          <th className="actual-head">Actual</th>
          <th className="state-head">State</th>
          {CORNERS.map((corner) => (
            <th key={corner.colour}>
              <span className={`corner corner-${corner.colour}`}>{corner.label}</span>
            </th>
          ))}
          <th className="actions-head">Actions</th>
        </tr>
      </thead>
      <tbody>
        {games.map((game) => {
          const isOpen = open?.gameId === game.id
          const scheduled = game.status === 'scheduled'
          const before = kept?.find((entry) => entry.game_id === game.id)
          const times = scheduleTimes(game, before && { start: before.start_time, end: before.end_time })
          return (
            <Fragment key={game.id}>
              <tr data-game-id={game.id} className={isOpen ? 'open' : undefined}>
                <td className="num">{game.play_order}</td>
                <td className="game-name">
                  <strong title={game.name}>{game.name}</strong>
                  <span className="muted kind">{kindLabel(game)}</span>
                </td>
                {arenaName && (
                  <td className="arena-name" data-testid="arena">
                    {arenaName(game)}
                  </td>
                )}
                <td className="times" data-testid="planned">
                  <Times span={times.planned} kind="planned" />
                </td>
                <td className="times" data-testid="actual">
                  <Times span={times.actual} kind="actual" />
                </td>
                <td>
                  <StatusBadge status={game.status} />
                </td>
                {CORNERS.map((corner) => (
                  <td key={corner.colour} className="seat" title={game.corner_names[corner.index] || undefined}>
                    {game.corner_names[corner.index] || <span className="muted">(empty)</span>}
                  </td>
                ))}
                <td className="actions">
                  {scheduled ? (
                    <div className="action-buttons">
                      <button type="button" className="icon" aria-label={`Move ${game.name} up`} disabled={moving || !canMove(allGames, game.id, 'up')} onClick={() => onMove(game, 'up')}>
                        ↑
                      </button>
                      <button type="button" className="icon" aria-label={`Move ${game.name} down`} disabled={moving || !canMove(allGames, game.id, 'down')} onClick={() => onMove(game, 'down')}>
                        ↓
                      </button>
                      <button type="button" aria-label={`Corners of ${game.name}`} aria-expanded={isOpen && open?.action === 'corners'} onClick={() => onOpen(game, 'corners')}>
                        Corners
                      </button>
                      <button type="button" aria-label={`Edit ${game.name}`} aria-expanded={isOpen && open?.action === 'edit'} onClick={() => onOpen(game, 'edit')}>
                        Edit
                      </button>
                      <button type="button" className="delete" aria-label={`Delete ${game.name}`} onClick={() => onDelete(game)}>
                        Delete
                      </button>
                    </div>
                  ) : (
                    <span className="muted">{game.status === 'running' ? 'In the arena' : 'Played'}</span>
                  )}
                </td>
              </tr>
              {isOpen && open && (
                <EditorRow key={open.action} columns={columns}>
                  {renderOpen(game, open.action)}
                </EditorRow>
              )}
            </Fragment>
          )
        })}
      </tbody>
    </table>
  )
}
