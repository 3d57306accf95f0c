// The operator's main screen during an event, all of it the server's state (the same in every console and after a reload): the running
// game with its mode or the game on deck, its countdown, corners and robots (ready before the start, their answers after), the controls
// with their guardrails (the actions table, arena-actions.ts: its buttons, keys and questions), the one line "what happens next", the
// event's ahead/behind figure, and the games after it.
import { useState } from 'react'
import { Link } from 'react-router'
import { useReadiness } from '../api/arena-queries'
import { useConsoleNow, useLiveStatus } from '../api/live'
import { useArena, useGames, useSettings } from '../api/queries'
import { useChosenEvent } from '../components/event-choice'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { PlanDeviation } from '../components/PlanDeviation'
import { useClock } from '../components/clock-format'
import type { GameMode } from '../../../src-main/domain/game-record'
import { useT } from '../../shared/i18n/use-t'
import { LOAD_ACTION, type ArenaAction, type ArenaFacts } from './arena/arena-actions'
import { ArenaActions } from './arena/ArenaActions'
import { ArenaQuestion } from './arena/ArenaQuestion'
import { arenaView, nextStep, nextUnplayedLine } from './arena/arena-view'
import { CornerCards } from './arena/CornerCards'
import { NextStep } from './arena/NextStep'
import { OnDeck } from './arena/OnDeck'
import { allChecked } from './arena/robots'
import { useArenaShortcuts } from './arena/shortcuts'
import { ShownGame } from './arena/ShownGame'
import { ToScore } from './arena/ToScore'
import { UpNext } from './arena/UpNext'
import { SeveralArenas } from './arena/SeveralArenas'
import { useArenaCommands } from './arena/use-arena-commands'
import './ArenaPage.css'
import { CommandNotices } from './arena/CommandNotices'

/** With two or more arenas in use, each one's panel side by side (SeveralArenas); with one, the page as it always was. */
export function ArenaPage() {
  const arenas = useArena().data?.arenas
  return arenas && arenas.length > 1 ? <SeveralArenas arenas={arenas} /> : <OneArena />
}

function OneArena() {
  const { t, rich } = useT()
  const { clockTime } = useClock()
  const { eventId, event } = useChosenEvent()
  const arena = useArena()
  const games = useGames({ event_id: eventId }, eventId !== undefined)
  const settings = useSettings()
  const [mode, setMode] = useState<GameMode>('competition')
  const { command, check, runCheck, run, act: actOn, confirm, setConfirm, notice, setNotice } = useArenaCommands()

  const view = arenaView({ game: arena.data?.game, on_deck: arena.data?.on_deck, mode: arena.data?.mode }, eventId === undefined ? undefined : (games.data ?? []))
  const { shown, running, onDeck } = view
  const readiness = useReadiness(onDeck?.id)
  const now = useConsoleNow({ everyMs: 5000 })
  const live = useLiveStatus()

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
    t,
  }

  const act = (action: ArenaAction) => actOn(action, facts)
  useArenaShortcuts(act)

  // Start's "why not" is the server's, told by the stream's first message: until then (while it connects) the page waits for it.
  const conditionsComing = arena.data?.start_conditions === undefined && live === 'connecting'
  const loading = <Loading message={t('console.arena.loading')} />
  if (arena.isPending || (eventId !== undefined && games.isPending)) return loading
  if (arena.isError) return <ErrorNotice error={arena.error} />
  if (conditionsComing) return loading

  const next = nextStep(view, allChecked(readiness.data), (time) => clockTime(time, true), undefined, t)

  let body
  if (!shown) {
    body =
      eventId === undefined ? (
        <Empty>{rich('console.arena.empty.noEvent', { link: (parts) => <Link to="/events">{parts}</Link> })}</Empty>
      ) : games.isError ? (
        <ErrorNotice error={games.error} />
      ) : (games.data ?? []).length === 0 ? (
        <Empty>
          {rich(event ? 'console.arena.empty.noGames' : 'console.arena.empty.noGamesThisEvent', { event: event?.name ?? '', link: (parts) => <Link to="/schedule">{parts}</Link> })}
        </Empty>
      ) : (
        <Empty>{t('console.arena.empty.nothingOnDeck')}</Empty>
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
      <ArenaActions facts={facts} onMode={setMode} onAction={act} nextLine={nextUnplayedLine(view, t)} />
      <CommandNotices notice={notice} commandError={command.error} checkError={check.error} />
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
      <ArenaQuestion confirm={confirm} facts={facts} onClose={() => setConfirm(undefined)} run={run} />
    </div>
  )
}

