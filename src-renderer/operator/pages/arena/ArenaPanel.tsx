// One arena's panel when several are in use (issue 28, item 5): its game (running, or the one on deck) with its clock and
// corners, its own Start / End early / Abort / Next game and its own start conditions (the stream's, per arena), the game on
// its deck while one runs. The keys act on the focused panel (SeveralArenas): it says so.
import { useEffect, useState, type CSSProperties } from 'react'
import { useConsoleNow } from '../../api/live'
import type { GameRecord } from '../../api/types'
import { Empty } from '../../components/Feedback'
import type { LiveArenaEntry } from '../../../shared/live/arenas'
import type { GameMode } from '../../../../src-main/domain/game-record'
import type { ArenaAction, ArenaFacts } from './arena-actions'
import { ArenaActions } from './ArenaActions'
import { ArenaQuestion } from './ArenaQuestion'
import { arenaView } from './arena-view'
import { CornerCards } from './CornerCards'
import { OnDeck } from './OnDeck'
import { ShownGame } from './ShownGame'
import { useArenaCommands } from './use-arena-commands'
import { CommandNotices } from './CommandNotices'

interface Props {
  arena: LiveArenaEntry
  /** The chosen event's games (Next game is allowed while one is left to play; the server loads this arena's first). */
  games: readonly GameRecord[] | undefined
  gameLengthS: number | undefined
  /** The keys act on this panel. */
  focused: boolean
  onFocus(): void
  /** Hands this panel's action (for its keys) to the page on every render. */
  onActs(act: (action: ArenaAction) => void): void
}

export function ArenaPanel({ arena, games, gameLengthS, focused, onFocus, onActs }: Props) {
  const [mode, setMode] = useState<GameMode>('competition')
  const { command, check, runCheck, run, act, confirm, setConfirm, notice } = useArenaCommands(arena.id)
  const view = arenaView({ game: arena.game, on_deck: arena.on_deck, mode: arena.mode }, games)
  const { shown, running, onDeck } = view
  const now = useConsoleNow({ everyMs: 5000 })
  const facts: ArenaFacts = {
    view,
    startConditions: arena.start_conditions,
    mode: arena.mode,
    startMode: mode,
    busy: command.isPending,
    checking: check.isPending ? check.variables : undefined,
    remainingMs: running && arena.clock?.game_id === running.id ? arena.clock.end_ms - now : undefined,
  }
  const actHere = (action: ArenaAction) => act(action, facts, arena.name)
  useEffect(() => {
    onActs(actHere)
  })
  const nothingLeft = command.isSuccess && command.variables.action === 'next' && command.data.game === null

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
            Keys C S E A N act here
          </span>
        )}
      </header>
      {shown ? (
        <>
          <ShownGame game={shown} clock={arena.clock} gameLengthS={gameLengthS} mode={arena.mode} onDeck={shown.id === onDeck?.id} finishPending={arena.finish_pending} />
          <CornerCards game={shown} />
        </>
      ) : (
        <Empty>Nothing is on deck in {arena.name}. Press Next game (N) to load its first game not played yet.</Empty>
      )}
      <ArenaActions facts={facts} onMode={setMode} onAction={actHere} nextLine={nothingLeft ? `No game left to play in ${arena.name}` : `Loads ${arena.name}’s first unplayed game`} arenaName={arena.name} />
      <CommandNotices notice={notice} commandError={command.error} checkError={check.error} />
      {running && <OnDeck game={onDeck} checking={facts.checking} onCheck={runCheck} />}
      <ArenaQuestion confirm={confirm} facts={facts} arenaName={arena.name} onClose={() => setConfirm(undefined)} run={run} />
    </section>
  )
}
