// The Schedule page of the chosen event: ahead/behind plan, games in running order with filters (by arena with two or more
// in use); create, edit, delete, reorder, corners, league generator, delay, knockouts.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { MessageId } from '../../../src-main/domain/i18n/catalogues'
import { useT } from '../../shared/i18n/use-t'
import { api } from '../api/client'
import { keys } from '../api/keys'
import { useEvents, useGameArenas, useGames, usePlannedTimes, useUsers } from '../api/queries'
import type { Event, GameRecord } from '../api/types'
import { useArenaNames, useSeveralArenas } from '../components/arena-choice'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { useChosenEvent } from '../components/event-choice'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { PlanDeviation } from '../components/PlanDeviation'
import { useClock } from '../components/clock-format'
import { CornerEditor } from './schedule/CornerEditor'
import { DelayForm } from './schedule/DelayForm'
import { GameFilters } from './schedule/GameFilters'
import { GameForm } from './schedule/GameForm'
import { filterGames, NO_FILTER, type GameFilterChoice } from './schedule/game-filter'
import { GamesTable, type RowAction } from './schedule/GamesTable'
import { KnockoutPanel } from './schedule/KnockoutPanel'
import { LeagueGenerator } from './schedule/LeagueGenerator'
import { moveScheduled } from './schedule/reorder'
import './SchedulePage.css'

type Panel = 'new' | 'generate' | 'delay' | 'knockouts'

const PANELS: Array<{ panel: Panel; label: MessageId }> = [
  { panel: 'new', label: 'console.schedule.panel.new' },
  { panel: 'generate', label: 'console.schedule.panel.generate' },
  { panel: 'delay', label: 'console.schedule.panel.delay' },
  { panel: 'knockouts', label: 'console.schedule.panel.knockouts' },
]

function EventSchedule({ event }: { event: Event }) {
  const { t, rich } = useT()
  const { dateTime } = useClock()
  const client = useQueryClient()
  const games = useGames({ event_id: event.id })
  const planned = usePlannedTimes(event.id)
  const users = useUsers()
  // With two or more arenas in use: each game's arena, a column and a filter (none with one).
  const arenas = useSeveralArenas()
  const arenaNames = useArenaNames()
  const gameArenas = useGameArenas(event.id, arenas.length > 0)
  const arenaOf = arenas.length > 0 ? gameArenas.data : undefined
  const [panel, setPanel] = useState<Panel>()
  const [filter, setFilter] = useState<GameFilterChoice>(NO_FILTER)
  const [open, setOpen] = useState<{ gameId: number; action: RowAction }>()
  const [notice, setNotice] = useState<string>()
  const [deleting, setDeleting] = useState<GameRecord>()

  const done = (message: string) => {
    setNotice(message)
    setOpen(undefined)
  }
  const reorder = useMutation({
    mutationFn: (gameIds: number[]) => api.post<GameRecord[]>(`/events/${event.id}/games/reorder`, { game_ids: gameIds }),
    onSuccess: (ordered) => {
      client.setQueryData(keys.games({ event_id: event.id }), ordered)
      void client.invalidateQueries({ queryKey: keys.allGames })
    },
  })
  const remove = useMutation({
    mutationFn: (game: GameRecord) => api.delete(`/games/${game.id}`).then(() => game),
    onSuccess: (game) => {
      void client.invalidateQueries({ queryKey: keys.allGames })
      void client.invalidateQueries({ queryKey: keys.allKnockouts })
      if (open?.gameId === game.id) setOpen(undefined)
      setNotice(t('console.schedule.deleted', { game: game.name }))
    },
  })
  const all = games.data ?? []
  const shown = filterGames(all, arenaOf ? filter : { ...filter, arena: null }, arenaOf)
  const togglePanel = (next: Panel) => {
    setNotice(undefined)
    setPanel((current) => (current === next ? undefined : next))
  }
  const move = (game: GameRecord, direction: 'up' | 'down') => {
    const order = moveScheduled(all, game.id, direction)
    if (order) reorder.mutate(order)
  }

  return (
    <div className="schedule-page stack">
      <div className="spread">
        <div>
          <h1>{rich('console.schedule.titleOfEvent', { event: event.name, name: (parts: ReactNode[]) => <span className="muted event-name">{parts}</span> })}</h1>
          <p className="muted event-dates">
            {dateTime(event.start_time)} – {dateTime(event.end_time)}
          </p>
        </div>
        <div className="row toolbar" role="toolbar" aria-label={t('console.schedule.actions')}>
          {PANELS.map((entry) => (
            <button key={entry.panel} type="button" className={panel === entry.panel ? 'pressed' : undefined} aria-expanded={panel === entry.panel} onClick={() => togglePanel(entry.panel)}>
              {t(entry.label)}
            </button>
          ))}
        </div>
      </div>
      {all.length > 0 && <PlanDeviation eventId={event.id} />}
      {notice && (
        <div className="success-notice spread" role="status">
          <span>{notice}</span>
          <button type="button" onClick={() => setNotice(undefined)}>
            {t('console.schedule.dismiss')}
          </button>
        </div>
      )}
      {panel === 'new' && <GameForm eventId={event.id} onSaved={(message) => (setPanel(undefined), done(message))} onClose={() => setPanel(undefined)} />}
      {panel === 'generate' &&
        (users.isPending || games.isPending ? (
          <Loading message={t('console.schedule.loadingPlayers')} />
        ) : users.isError ? (
          <ErrorNotice error={users.error} />
        ) : (
          <LeagueGenerator event={event} games={all} users={users.data} onCommitted={(message) => (setPanel(undefined), done(message))} />
        ))}
      {panel === 'delay' && <DelayForm eventId={event.id} onApplied={setNotice} />}
      {panel === 'knockouts' && <KnockoutPanel eventId={event.id} onCreated={setNotice} />}
      <ErrorNotice error={reorder.error ?? remove.error} />
      {games.isPending && <Loading message={t('console.schedule.loadingGames')} />}
      {games.isError && <ErrorNotice error={games.error} />}
      {games.data && all.length === 0 && (
        <Empty>{t('console.schedule.noGames')}</Empty>
      )}
      {games.data && all.length > 0 && (
        <>
          <GameFilters choice={filter} shown={shown.length} total={all.length} arenas={arenaOf ? arenas : []} onChange={setFilter} />
          {shown.length === 0 ? (
            <Empty>{t('console.schedule.noMatch')}</Empty>
          ) : (
            <GamesTable
              games={shown}
              allGames={all}
              kept={planned.data}
              open={open}
              moving={reorder.isPending}
              onMove={move}
              onOpen={(game, action) => setOpen((current) => (current?.gameId === game.id && current.action === action ? undefined : { gameId: game.id, action }))}
              onDelete={setDeleting}
              arenaName={arenaOf && ((game) => arenaNames.get(arenaOf.get(game.id) ?? 1) ?? '')}
              renderOpen={(game, action) =>
                action === 'edit' ? (
                  <GameForm eventId={event.id} game={game} onSaved={done} onClose={() => setOpen(undefined)} />
                ) : users.data ? (
                  <CornerEditor game={game} games={all} users={users.data} onSaved={done} onClose={() => setOpen(undefined)} />
                ) : users.isError ? (
                  <ErrorNotice error={users.error} />
                ) : (
                  <Loading message={t('console.schedule.loadingPlayers')} />
                )
              }
            />
          )}
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('console.schedule.delete.title', { game: deleting.name })}
          confirmLabel={t('console.schedule.delete.confirm')}
          danger
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => {
            remove.mutate(deleting)
            setDeleting(undefined)
          }}
        >
          <p>{t('console.schedule.delete.explain')}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}

export function SchedulePage() {
  const { t, rich } = useT()
  const events = useEvents()
  const { event } = useChosenEvent()
  if (events.isPending) return <Loading message={t('console.schedule.loadingEvents')} />
  if (events.isError) return <ErrorNotice error={events.error} />
  if (!event) {
    return (
      <div className="stack">
        <h1>{t('console.schedule.title')}</h1>
        <Empty>{rich('console.schedule.noEvent', { link: (parts: ReactNode[]) => <Link to="/events">{parts}</Link> })}</Empty>
      </div>
    )
  }
  return <EventSchedule key={event.id} event={event} />
}
