// The event's games in running order: planned and actual times, state, league or round, the four corners (full names), and the actions on scheduled games;
// with two or more arenas in use, each game's arena.
import { Fragment, useEffect, useRef, type ReactNode } from 'react'
import { useT } from '../../../shared/i18n/use-t'
import type { GameRecord } from '../../api/types'
import { useCorners } from '../../components/corners'
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
  const { rich } = useT()
  if (!span || span.start === null) return <span className="muted">—</span>
  const withSeconds = needsSeconds(span.start, span.end)
  return (
    <span className={`times-${kind}`}>
      <TimeOfDay seconds={span.start} withSeconds={withSeconds} />
      {span.end !== null && (
        <span className="muted until">{rich('console.schedule.table.until', { time: () => <TimeOfDay key="end" seconds={span.end} withSeconds={withSeconds} /> })}</span>
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
  const { t } = useT()
  const corners = useCorners()
  const columns = arenaName ? 11 : 10
  return (
    <table className={`data schedule-table${arenaName ? ' with-arena' : ''}`}>
      <thead>
        <tr>
          <th className="num">#</th>
          <th className="game-head">{t('console.schedule.table.game')}</th>
          {arenaName && <th className="arena-head">{t('console.schedule.table.arena')}</th>}
          <th className="planned-head">{t('console.schedule.table.planned')}</th>
          <th className="actual-head">{t('console.schedule.table.actual')}</th>
          <th className="state-head">{t('console.schedule.table.state')}</th>
          {corners.map((corner) => (
            <th key={corner.colour}>
              <span className={`corner corner-${corner.colour}`}>{corner.label}</span>
            </th>
          ))}
          <th className="actions-head">{t('console.schedule.table.actions')}</th>
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
                  <span className="muted kind">{kindLabel(game, t)}</span>
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
                {corners.map((corner) => (
                  <td key={corner.colour} className="seat" title={game.corner_names[corner.index] || undefined}>
                    {game.corner_names[corner.index] || <span className="muted">{t('console.schedule.empty')}</span>}
                  </td>
                ))}
                <td className="actions">
                  {scheduled ? (
                    <div className="action-buttons">
                      <button type="button" className="icon" aria-label={t('console.schedule.table.moveUp', { game: game.name })} disabled={moving || !canMove(allGames, game.id, 'up')} onClick={() => onMove(game, 'up')}>
                        ↑
                      </button>
                      <button type="button" className="icon" aria-label={t('console.schedule.table.moveDown', { game: game.name })} disabled={moving || !canMove(allGames, game.id, 'down')} onClick={() => onMove(game, 'down')}>
                        ↓
                      </button>
                      <button type="button" aria-label={t('console.schedule.table.cornersOf', { game: game.name })} aria-expanded={isOpen && open?.action === 'corners'} onClick={() => onOpen(game, 'corners')}>
                        {t('console.schedule.table.corners')}
                      </button>
                      <button type="button" aria-label={t('console.schedule.table.editOf', { game: game.name })} aria-expanded={isOpen && open?.action === 'edit'} onClick={() => onOpen(game, 'edit')}>
                        {t('console.schedule.table.edit')}
                      </button>
                      <button type="button" className="delete" aria-label={t('console.schedule.table.deleteOf', { game: game.name })} onClick={() => onDelete(game)}>
                        {t('console.schedule.table.delete')}
                      </button>
                    </div>
                  ) : (
                    <span className="muted">{t(game.status === 'running' ? 'console.schedule.table.inTheArena' : 'console.schedule.table.played')}</span>
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
