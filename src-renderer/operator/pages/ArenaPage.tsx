// The operator's main screen during an event: the running or next game, its countdown, corners and robots, and the controls to run it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { api } from '../api/client'
import { keys } from '../api/keys'
import { useArena, useGames, useSettings } from '../api/queries'
import type { GameRecord } from '../api/types'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { useChosenEvent } from '../components/event-choice'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import type { GameMode } from '../../../src-main/domain/game-record'
import { ArenaActions } from './arena/ArenaActions'
import { arenaView } from './arena/arena-view'
import { CornerCards } from './arena/CornerCards'
import { useArenaShortcuts, type ArenaAction } from './arena/shortcuts'
import { ShownGame } from './arena/ShownGame'
import { UpNext } from './arena/UpNext'
import './ArenaPage.css'

type Command = { action: 'start'; game: GameRecord; mode: GameMode } | { action: 'stop' | 'abort'; game: GameRecord }

export function ArenaPage() {
  const client = useQueryClient()
  const { eventId, event } = useChosenEvent()
  const arena = useArena()
  const games = useGames({ event_id: eventId }, eventId !== undefined)
  const settings = useSettings()
  const [heldId, setHeldId] = useState<number>()
  const [mode, setMode] = useState<GameMode>('competition')
  const [modes, setModes] = useState<Record<number, GameMode>>({})
  const [confirmAbort, setConfirmAbort] = useState(false)

  const running = arena.data?.game?.status === 'running' ? arena.data.game : null
  // The game that runs stays on the page after it ends, until the operator loads the next one.
  useEffect(() => {
    if (running) setHeldId(running.id)
  }, [running?.id])

  const command = useMutation({
    mutationFn: (input: Command) => {
      if (input.action === 'start') return api.post<GameRecord>(`/arena/games/${input.game.id}/start`, { mode: input.mode })
      return api.post<GameRecord>(`/arena/games/${input.game.id}/${input.action}`)
    },
    onSuccess: (record, input) => {
      if (input.action === 'start') setModes((known) => ({ ...known, [record.id]: input.mode }))
      setHeldId(record.id)
      client.setQueryData(keys.game(record.id), record)
      void client.invalidateQueries({ queryKey: keys.arena })
      void client.invalidateQueries({ queryKey: keys.allGames })
    },
  })

  const view = arenaView(arena.data?.game, heldId, games.data ?? [])
  const shown = view.shown
  const busy = command.isPending
  const can: Record<ArenaAction, boolean> = {
    start: shown?.status === 'scheduled' && !running,
    end: shown?.status === 'running',
    abort: shown?.status === 'running',
    next: !running && view.next !== undefined,
  }

  const act = (action: ArenaAction) => {
    if (!shown || busy || !can[action]) return
    if (action === 'start') command.mutate({ action: 'start', game: shown, mode })
    else if (action === 'end') command.mutate({ action: 'stop', game: shown })
    else if (action === 'abort') setConfirmAbort(true)
    else if (view.next) {
      command.reset()
      setHeldId(view.next.id)
    }
  }
  useArenaShortcuts(act)

  if (arena.isPending || (eventId !== undefined && games.isPending)) return <Loading what="the arena" />
  if (arena.isError) return <ErrorNotice error={arena.error} />

  let body
  if (!shown) {
    body =
      eventId === undefined ? (
        <Empty>
          No event yet. Create one on the <Link to="/events">Events</Link> page, then schedule its games.
        </Empty>
      ) : games.isError ? (
        <ErrorNotice error={games.error} />
      ) : (
        <Empty>
          {event?.name ?? 'This event'} has no game to run. Add games on the <Link to="/schedule">Schedule</Link> page.
        </Empty>
      )
  } else {
    body = (
      <>
        <ShownGame game={shown} clock={arena.data.clock} gameLengthS={settings.data?.game_length_s} mode={modes[shown.id]} finishPending={arena.data.finish_pending} />
        <CornerCards game={shown} />
        <ArenaActions mode={mode} onMode={setMode} can={can} busy={busy} onAction={act} nextName={view.next?.name} />
        <ErrorNotice error={command.error} />
        <UpNext
          games={view.upcoming}
          canLoad={!running && !busy}
          onLoad={(game) => {
            command.reset()
            setHeldId(game.id)
          }}
        />
      </>
    )
  }

  return (
    <div className="stack arena-page">
      {body}
      {confirmAbort && shown && (
        <ConfirmDialog
          title="Abort this game?"
          confirmLabel="Abort the game"
          danger
          onCancel={() => setConfirmAbort(false)}
          onConfirm={() => {
            setConfirmAbort(false)
            command.mutate({ action: 'abort', game: shown })
          }}
        >
          <p>
            {shown.name} goes back to scheduled with its planned times. Nothing is recorded, and the robots are told to stop.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}
