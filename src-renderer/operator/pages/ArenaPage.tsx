// The operator's main screen during an event, all of it the server's state (the same in every console and after a reload): the running
// game with its mode or the game on deck, its countdown, corners and robots (ready before the start, their answers after), the controls
// with their guardrails (the actions table, arena-actions.ts: its buttons, keys and questions), the one line "what happens next", the
// event's ahead/behind figure, and the games after it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { api } from '../api/client'
import { applyOnDeck, applyReadiness, useReadiness, type Readiness } from '../api/arena-queries'
import { keys } from '../api/keys'
import { applyGameRecord, useConsoleNow, useLiveStatus } from '../api/live'
import { useArena, useGames, useSettings } from '../api/queries'
import type { ArenaState, GameRecord } from '../api/types'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { useChosenEvent } from '../components/event-choice'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { PlanDeviation } from '../components/PlanDeviation'
import { useClock } from '../components/clock-format'
import type { GameMode } from '../../../src-main/domain/game-record'
import { ARENA_ACTIONS, LOAD_ACTION, arenaRequest, type ArenaAction, type ArenaActionRow, type ArenaCommand, type ArenaFacts } from './arena/arena-actions'
import { ArenaActions } from './arena/ArenaActions'
import { arenaView, nextStep, nextUnplayedLine } from './arena/arena-view'
import { CornerCards } from './arena/CornerCards'
import { NextStep } from './arena/NextStep'
import { OnDeck } from './arena/OnDeck'
import { allChecked } from './arena/robots'
import { useArenaShortcuts } from './arena/shortcuts'
import { ShownGame } from './arena/ShownGame'
import { ToScore } from './arena/ToScore'
import { UpNext } from './arena/UpNext'
import './ArenaPage.css'

/** The commands of the arena's own mutation (a robot check has its own: its answer is the readiness). */
type Command = Exclude<ArenaCommand, { action: 'check' }>

export function ArenaPage() {
  const { clockTime } = useClock()
  const client = useQueryClient()
  const { eventId, event } = useChosenEvent()
  const arena = useArena()
  const games = useGames({ event_id: eventId }, eventId !== undefined)
  const settings = useSettings()
  const [mode, setMode] = useState<GameMode>('competition')
  /** The action that asks first, while it asks. */
  const [confirm, setConfirm] = useState<ArenaAction>()
  const [notice, setNotice] = useState<string>()

  const view = arenaView({ game: arena.data?.game, on_deck: arena.data?.on_deck, mode: arena.data?.mode }, eventId === undefined ? undefined : (games.data ?? []))
  const { shown, running, onDeck } = view
  const readiness = useReadiness(onDeck?.id)
  const now = useConsoleNow({ everyMs: 5000 })
  const live = useLiveStatus()

  const command = useMutation({
    mutationFn: async (input: Command): Promise<{ game: GameRecord | null }> => {
      const { method, path, body } = arenaRequest(input)
      // The deck's commands answer the game on deck ({game}); start, stop and abort answer the game.
      if (input.action === 'next' || input.action === 'load') return api[method]<{ game: GameRecord | null }>(path, body)
      return { game: await api[method]<GameRecord>(path, body) }
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
    mutationFn: (gameId: number) => {
      const { method, path } = arenaRequest({ action: 'check', gameId })
      return api[method]<Readiness>(path)
    },
    onSuccess: (answer) => applyReadiness(client, answer),
  })
  const runCheck = (gameId: number) => {
    if (check.isPending) return
    setNotice(undefined)
    check.mutate(gameId)
  }

  const remainingMs = running && arena.data?.clock?.game_id === running.id ? arena.data.clock.end_ms - now : undefined
  // What the actions table decides from: the server's state (its start conditions among it) and what this console is doing.
  const facts: ArenaFacts = {
    view,
    startConditions: arena.data?.start_conditions,
    mode: arena.data?.mode,
    startMode: mode,
    busy: command.isPending,
    checking: check.isPending ? check.variables : undefined,
    remainingMs,
  }

  const run = (next: ArenaCommand | undefined) => {
    if (!next) return
    if (next.action === 'check') return runCheck(next.gameId)
    if (next.action === 'next') command.reset()
    command.mutate(next)
  }

  // A button, its key and its question: the table says whether it is allowed (else why not), whether it asks first, and what it runs.
  const act = (action: ArenaAction) => {
    const row: ArenaActionRow = ARENA_ACTIONS[action]
    const rule = row.allowed(facts)
    if (!rule.ok) {
      // A shortcut pressed when the state does not allow it says why, as the button does on hover and focus.
      setNotice(`${row.label}: ${rule.reason}.`)
      return
    }
    setNotice(undefined)
    if (row.asks(facts)) setConfirm(action)
    else run(row.command(facts))
  }
  useArenaShortcuts(act)
  const question = confirm && (ARENA_ACTIONS[confirm] as ArenaActionRow).asks(facts)

  // Start's "why not" is the server's, told by the stream's first message: until then (while it connects) the page waits for it.
  const conditionsComing = arena.data?.start_conditions === undefined && live === 'connecting'
  if (arena.isPending || (eventId !== undefined && games.isPending)) return <Loading what="the arena" />
  if (arena.isError) return <ErrorNotice error={arena.error} />
  if (conditionsComing) return <Loading what="the arena" />

  const next = nextStep(view, allChecked(readiness.data), (time) => clockTime(time, true))

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
      <ArenaActions facts={facts} onMode={setMode} onAction={act} nextLine={nextUnplayedLine(view)} />
      {notice && (
        <p className="arena-notice" role="status" data-testid="arena-notice">
          {notice}
        </p>
      )}
      <ErrorNotice error={command.error} />
      <ErrorNotice error={check.error} />
      <div className="arena-lower">
        {running && <OnDeck game={onDeck} checking={facts.checking} onCheck={runCheck} />}
        <UpNext
          games={view.upcoming}
          canLoad={LOAD_ACTION.allowed(facts)}
          onLoad={(gameId) => {
            command.reset()
            setNotice(undefined)
            run(LOAD_ACTION.command(gameId))
          }}
        />
      </div>
      {confirm && question && (
        <ConfirmDialog
          title={question.title}
          confirmLabel={question.confirmLabel}
          danger
          onCancel={() => setConfirm(undefined)}
          onConfirm={() => {
            setConfirm(undefined)
            run(ARENA_ACTIONS[confirm].command(facts))
          }}
        >
          <p>{question.text}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}

