// The event's games in running order: planned times, state, league or round, the four corners, and the actions on scheduled games.
import { Fragment, useEffect, useRef, type ReactNode } from 'react'
import type { GameRecord } from '../../api/types'
import { CORNERS } from '../../components/corners'
import { clockTime } from '../../components/time'
import { kindLabel } from './game-filter'
import { canMove } from './reorder'
import { StatusBadge } from './StatusBadge'

export type RowAction = 'corners' | 'edit'

interface Props {
  games: readonly GameRecord[]
  /** Every game of the event (the reorder moves scheduled games among all of them). */
  allGames: readonly GameRecord[]
  open?: { gameId: number; action: RowAction }
  moving: boolean
  onMove(game: GameRecord, direction: 'up' | 'down'): void
  onOpen(game: GameRecord, action: RowAction): void
  onDelete(game: GameRecord): void
  /** The editor shown under the open row. */
  renderOpen(game: GameRecord, action: RowAction): ReactNode
}

function PlannedTime({ seconds }: { seconds: number | null }) {
  if (seconds === null) return <span className="muted">—</span>
  return <time dateTime={new Date(seconds * 1000).toISOString()}>{clockTime(seconds)}</time>
}

const COLUMNS = 9

/** The row under an open game, holding its editor; scrolled into view when it opens. */
function EditorRow({ children }: { children: ReactNode }) {
  const row = useRef<HTMLTableRowElement>(null)
  useEffect(() => {
    // Block body: scrollIntoView returns a promise in newer browsers, and an effect may return only a cleanup.
    void row.current?.scrollIntoView({ block: 'nearest' })
  }, [])
  return (
    <tr className="row-editor" ref={row}>
      <td colSpan={COLUMNS}>{children}</td>
    </tr>
  )
}

export function GamesTable({ games, allGames, open, moving, onMove, onOpen, onDelete, renderOpen }: Props) {
  return (
    <table className="data schedule-table">
      <thead>
        <tr>
          <th className="num">#</th>
          <th>Game</th>
          <th>Planned</th>
          <th>State</th>
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
          return (
            <Fragment key={game.id}>
              <tr data-game-id={game.id} className={isOpen ? 'open' : undefined}>
                <td className="num">{game.play_order}</td>
                <td className="game-name">
                  <strong>{game.name}</strong>
                  <span className="muted kind">{kindLabel(game)}</span>
                </td>
                <td className="times">
                  <PlannedTime seconds={game.start_time} />
                  {game.end_time !== null && (
                    <span className="muted until">
                      to <PlannedTime seconds={game.end_time} />
                    </span>
                  )}
                </td>
                <td>
                  <StatusBadge status={game.status} />
                </td>
                {CORNERS.map((corner) => (
                  <td key={corner.colour} className="seat">
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
              {isOpen && open && <EditorRow key={open.action}>{renderOpen(game, open.action)}</EditorRow>}
            </Fragment>
          )
        })}
      </tbody>
    </table>
  )
}
