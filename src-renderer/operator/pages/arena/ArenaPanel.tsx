// One arena's panel when several are in use (issue 28, item 5): what the one-arena page shows, for this arena — its
// ahead/behind figure with its own delay, the one line "what happens next", the game that waits for its scores (Just
// played), its game (running, or the one on deck) with its clock, corners and robots' readiness, its own Start / End early /
// Abort / Next game and its own start conditions (the stream's, per arena), the game on its deck while one runs, and Up next
// (this arena's scheduled games). The keys act on the focused panel (SeveralArenas): it says so.
import { useEffect, useState, type CSSProperties } from 'react'
import { useReadiness } from '../../api/arena-queries'
import { useConsoleNow } from '../../api/live'
import type { GameRecord } from '../../api/types'
import { Empty } from '../../components/Feedback'
import { PlanDeviation } from '../../components/PlanDeviation'
import { useClock } from '../../components/clock-format'
import type { LiveArenaEntry } from '../../../shared/live/arenas'
import type { GameMode } from '../../../../src-main/domain/game-record'
import { useT } from '../../../shared/i18n/use-t'
import { LOAD_ACTION, type ArenaAction, type ArenaFacts } from './arena-actions'
import { ArenaActions } from './ArenaActions'
import { ArenaQuestion } from './ArenaQuestion'
import { arenaView, nextStep, nextUnplayedLine } from './arena-view'
import { CornerCards } from './CornerCards'
import { NextStep } from './NextStep'
import { OnDeck } from './OnDeck'
import { allChecked } from './robots'
import { ShownGame } from './ShownGame'
import { ToScore } from './ToScore'
import { UpNext } from './UpNext'
import { useArenaCommands } from './use-arena-commands'
import { CommandNotices } from './CommandNotices'

interface Props {
  arena: LiveArenaEntry
  /** The chosen event, when there is one (the panel's ahead/behind figure). */
  eventId: number | undefined
  /** The chosen event's games in this arena; undefined with no event. */
  games: readonly GameRecord[] | undefined
  gameLengthS: number | undefined
  /** The keys act on this panel. */
  focused: boolean
  onFocus(): void
  /** Hands this panel's action (for its keys) to the page on every render. */
  onActs(act: (action: ArenaAction) => void): void
}

export function ArenaPanel({ arena, eventId, games, gameLengthS, focused, onFocus, onActs }: Props) {
  const { t } = useT()
  const { clockTime } = useClock()
  const [mode, setMode] = useState<GameMode>('competition')
  const { command, check, runCheck, run, act, confirm, setConfirm, notice, setNotice } = useArenaCommands(arena.id)
  const view = arenaView({ game: arena.game, on_deck: arena.on_deck, mode: arena.mode }, games)
  const { shown, running, onDeck } = view
  const readiness = useReadiness(onDeck?.id)
  const now = useConsoleNow({ everyMs: 5000 })
  const facts: ArenaFacts = {
    view,
    startConditions: arena.start_conditions,
    mode: arena.mode,
    startMode: mode,
    busy: command.isPending,
    checking: check.isPending ? check.variables : undefined,
    remainingMs: running && arena.clock?.game_id === running.id ? arena.clock.end_ms - now : undefined,
    arenaName: arena.name,
    t,
  }
  const actHere = (action: ArenaAction) => act(action, facts, arena.name)
  useEffect(() => {
    onActs(actHere)
  })
  const next = nextStep(view, allChecked(readiness.data), (time) => clockTime(time, true), arena.name, t)

  return (
    <section
      className={`arena-panel stack${focused ? ' focused' : ''}`}
      aria-label={arena.name}
      style={{ '--arena-colour': arena.colour } as CSSProperties}
      onFocusCapture={onFocus}
      onPointerDownCapture={onFocus}
    >
      <header className="arena-panel-head">
        <h2>{arena.name}</h2>
        {focused && (
          <span className="arena-keys-here" data-testid="keys-here">
            {t('console.arena.panel.keysHere')}
          </span>
        )}
      </header>
      {eventId !== undefined && <PlanDeviation eventId={eventId} arenaId={arena.id} />}
      <NextStep next={next} />
      {view.toScore && !running && <ToScore game={view.toScore} waiting={view.waitingScores} />}
      {shown ? (
        <>
          <ShownGame game={shown} clock={arena.clock} gameLengthS={gameLengthS} mode={arena.mode} onDeck={shown.id === onDeck?.id} finishPending={arena.finish_pending} />
          <CornerCards game={shown} />
        </>
      ) : (
        <Empty>{t('console.arena.panel.nothingOnDeck', { arena: arena.name })}</Empty>
      )}
      <ArenaActions facts={facts} onMode={setMode} onAction={actHere} nextLine={nextUnplayedLine(view, t)} arenaName={arena.name} />
      <CommandNotices notice={notice} commandError={command.error} checkError={check.error} />
      {running && <OnDeck game={onDeck} checking={facts.checking} onCheck={runCheck} />}
      <UpNext
        games={view.upcoming}
        canLoad={LOAD_ACTION.allowed(facts)}
        arenaName={arena.name}
        onLoad={(gameId) => {
          command.reset()
          setNotice(undefined)
          run(LOAD_ACTION.command(gameId))
        }}
      />
      <ArenaQuestion confirm={confirm} facts={facts} arenaName={arena.name} onClose={() => setConfirm(undefined)} run={run} />
    </section>
  )
}
