// The operator's main screen during an event, all of it the server's state (the same in every console and after a reload): the running
// game with its mode or the game on deck, its countdown, corners and robots (ready before the start, their answers after), the controls
// with their guardrails, the one line "what happens next", the event's ahead/behind figure, and the games after it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { api } from '../api/client'
import { applyOnDeck, applyReadiness, useReadiness, type Readiness } from '../api/arena-queries'
import { keys } from '../api/keys'
import { applyGameRecord, useConsoleNow } from '../api/live'
import { useArena, useGames, useSettings } from '../api/queries'
import type { ArenaState, GameRecord } from '../api/types'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { useChosenEvent } from '../components/event-choice'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { PlanDeviation } from '../components/PlanDeviation'
import { minutesSeconds } from '../components/time'
import { useClock } from '../components/clock-format'
import type { GameMode } from '../../../src-main/domain/game-record'
import { ArenaActions } from './arena/ArenaActions'
import { allowedActions, arenaView, nextStep, nextUnplayedLine } from './arena/arena-view'
import { CornerCards } from './arena/CornerCards'
import { NextStep } from './arena/NextStep'
import { OnDeck } from './arena/OnDeck'
import { allChecked } from './arena/robots'
import { useArenaShortcuts, type ArenaAction } from './arena/shortcuts'
import { ShownGame } from './arena/ShownGame'
import { ToScore } from './arena/ToScore'
import { UpNext } from './arena/UpNext'
import './ArenaPage.css'

type Command =
  | { action: 'start'; game: GameRecord; mode: GameMode }
  | { action: 'stop' | 'abort'; game: GameRecord }
  | { action: 'next' }
  | { action: 'load'; gameId: number }

type Confirm = 'end' | 'abort'

export function ArenaPage() {
  const { clockTime } = useClock()
  const client = useQueryClient()
  const { eventId, event } = useChosenEvent()
  const arena = useArena()
  const games = useGames({ event_id: eventId }, eventId !== undefined)
  const settings = useSettings()
  const [mode, setMode] = useState<GameMode>('competition')
  const [confirm, setConfirm] = useState<Confirm>()
  const [notice, setNotice] = useState<string>()

  const view = arenaView({ game: arena.data?.game, on_deck: arena.data?.on_deck, mode: arena.data?.mode }, eventId === undefined ? undefined : (games.data ?? []))
  const { shown, running, onDeck } = view
  const readiness = useReadiness(onDeck?.id)
  const now = useConsoleNow({ everyMs: 5000 })

  const command = useMutation({
    mutationFn: async (input: Command): Promise<{ game: GameRecord | null }> => {
      if (input.action === 'start') return { game: await api.post<GameRecord>(`/arena/games/${input.game.id}/start`, { mode: input.mode }) }
      if (input.action === 'next') return api.post<{ game: GameRecord | null }>('/arena/on-deck/next')
      if (input.action === 'load') return api.put<{ game: GameRecord | null }>('/arena/on-deck', { game_id: input.gameId })
      return { game: await api.post<GameRecord>(`/arena/games/${input.game.id}/${input.action}`) }
    },
    // What was on deck when the command left (the stream's on_deck event may arrive before the answer).
    onMutate: () => ({ before: client.getQueryData<ArenaState>(keys.arena)?.on_deck?.id }),
    onSuccess: ({ game }, input, context) => {
      if (input.action === 'next' || input.action === 'load') {
        applyOnDeck(client, game)
        if (input.action === 'next' && game && context?.before === game.id) setNotice(`${game.name} is already on deck: it is the first game not played yet.`)
        return
      }
      // The stream brings the game, the deck, the corners and the clock (with the mode): nothing is read again. The answer's
      // record goes through the same reducer, for a stream that is slower than the answer.
      if (game) applyGameRecord(client, game)
    },
  })

  const check = useMutation({
    mutationFn: (gameId: number) => api.post<Readiness>(`/arena/games/${gameId}/readiness/check`),
    onSuccess: (answer) => applyReadiness(client, answer),
  })
  const runCheck = (gameId: number) => {
    if (check.isPending) return
    setNotice(undefined)
    check.mutate(gameId)
  }

  const allowed = allowedActions(view, command.isPending)
  if (check.isPending) allowed.check = { ok: false, reason: 'Checking the robots now…' }

  const act = (action: ArenaAction) => {
    const rule = allowed[action]
    if (!rule.ok) {
      // A shortcut pressed when the state does not allow it says why, as the button does on hover and focus.
      setNotice(`${actionName[action]}: ${rule.reason}.`)
      return
    }
    setNotice(undefined)
    if (action === 'check') {
      if (shown) runCheck(shown.id)
      return
    }
    if (action === 'next') {
      command.reset()
      command.mutate({ action: 'next' })
      return
    }
    if (action === 'start' && onDeck) command.mutate({ action: 'start', game: onDeck, mode })
    else if (action === 'end' && running) {
      // A rehearsal may end at once; a competition game's early end cannot be undone, so it asks first (as Abort does).
      if (arena.data?.mode === 'development') command.mutate({ action: 'stop', game: running })
      else setConfirm('end')
    } else if (action === 'abort' && running) setConfirm('abort')
  }
  useArenaShortcuts(act)

  if (arena.isPending || (eventId !== undefined && games.isPending)) return <Loading what="the arena" />
  if (arena.isError) return <ErrorNotice error={arena.error} />

  const next = nextStep(view, allChecked(readiness.data), (time) => clockTime(time, true))
  const remaining = running && arena.data.clock?.game_id === running.id ? arena.data.clock.end_ms - now : undefined

  let body
  if (!shown) {
    body =
      eventId === undefined ? (
        <Empty>
          No event yet. Create one on the <Link to="/events">Events</Link> page, then schedule its games.
        </Empty>
      ) : games.isError ? (
        <ErrorNotice error={games.error} />
      ) : (games.data ?? []).length === 0 ? (
        <Empty>
          {event?.name ?? 'This event'} has no game to run. Add games on the <Link to="/schedule">Schedule</Link> page.
        </Empty>
      ) : (
        <Empty>Nothing is on deck. Press Next game (N) to load the first game not played yet, or load one from Up next.</Empty>
      )
  } else {
    body = (
      <>
        <ShownGame game={shown} clock={arena.data.clock} gameLengthS={settings.data?.game_length_s} mode={arena.data.mode} onDeck={shown.id === onDeck?.id} finishPending={arena.data.finish_pending} />
        <CornerCards game={shown} />
      </>
    )
  }

  return (
    <div className="stack arena-page">
      <div className="arena-top">
        <NextStep next={next} />
        {eventId !== undefined && <PlanDeviation eventId={eventId} />}
      </div>
      {view.toScore && !running && <ToScore game={view.toScore} waiting={view.waitingScores} />}
      {body}
      <ArenaActions mode={mode} onMode={setMode} allowed={allowed} onAction={act} checking={check.isPending && check.variables === shown?.id} nextLine={nextUnplayedLine(view)} />
      {notice && (
        <p className="arena-notice" role="status" data-testid="arena-notice">
          {notice}
        </p>
      )}
      <ErrorNotice error={command.error} />
      <ErrorNotice error={check.error} />
      <div className="arena-lower">
        {running && <OnDeck game={onDeck} checking={check.isPending && check.variables === onDeck?.id} onCheck={runCheck} />}
        <UpNext
          games={view.upcoming}
          canLoad={command.isPending ? { ok: false, reason: 'Wait: the last command is still on its way to the server' } : { ok: true }}
          onLoad={(gameId) => {
            command.reset()
            setNotice(undefined)
            command.mutate({ action: 'load', gameId })
          }}
        />
      </div>
      {confirm === 'abort' && running && (
        <ConfirmDialog
          title="Abort this game?"
          confirmLabel="Abort the game"
          danger
          onCancel={() => setConfirm(undefined)}
          onConfirm={() => {
            setConfirm(undefined)
            command.mutate({ action: 'abort', game: running })
          }}
        >
          <p>
            {running.name} goes back to scheduled with its planned times. Nothing is recorded, and the robots are told to stop.
          </p>
        </ConfirmDialog>
      )}
      {confirm === 'end' && running && (
        <ConfirmDialog
          title="End this game early?"
          confirmLabel="End the game now"
          danger
          onCancel={() => setConfirm(undefined)}
          onConfirm={() => {
            setConfirm(undefined)
            command.mutate({ action: 'stop', game: running })
          }}
        >
          <p>
            {running.name} is a competition game{remaining !== undefined ? ` with ${minutesSeconds(remaining / 1000)} left` : ''}. It finishes now with the
            time it ran, the robots are told to stop, and it cannot be started again: it goes to scoring as it is.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}

const actionName: Record<ArenaAction, string> = { check: 'Check robots', start: 'Start', end: 'End early', abort: 'Abort', next: 'Next game' }
