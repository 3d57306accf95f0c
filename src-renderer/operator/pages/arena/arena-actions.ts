// The Arena page's actions in one table (issue 27, item 4): per action its key, its label, when it is allowed (and why not),
// whether it asks first (and the question) and the command it runs. The buttons, the keyboard shortcuts and the confirmations
// all read it. Start's "why not" is the server's (its start conditions, told by the stream); the console adds only what it
// knows itself: a command of its own is still on its way, a robot check runs.
import type { CornerColour, GameMode } from '../../../../src-main/domain/game-record'
import type { GameRecord } from '../../api/types'
import { minutesSeconds } from '../../components/time'
import type { ArenaView } from './arena-view'

/** One control: allowed, or why not (shown on hover and focus, and when its key is pressed). */
export type Allowed = { ok: true } | { ok: false; reason: string }

const OK: Allowed = { ok: true }
const no = (reason: string): Allowed => ({ ok: false, reason })

/** While a command of this console is on its way: every arena command waits for its answer. */
export const WAIT: Allowed = no('Wait: the last command is still on its way to the server')
/** Before the stream told the arena's start conditions (it does on connect). */
const NOT_TOLD = no('Wait: the server has not told this console the arena’s state yet')
const CHECKING = no('Checking the robots now…')
const NO_GAME_RUNNING = no('No game is running')

/** What the actions are decided from: the server's state (through the view and the stream) and the console's own facts. */
export interface ArenaFacts {
  view: ArenaView
  /** The server's: why Start is not possible now (none: it is); undefined until the stream told them. */
  startConditions: readonly string[] | undefined
  /** The running game's mode, the server's. */
  mode: GameMode | null | undefined
  /** The mode the operator chose for the next start. */
  startMode: GameMode
  /** A command of this console is on its way to the server. */
  busy: boolean
  /** The game whose robots are being checked now, if one is. */
  checking: number | undefined
  /** What is left of the running game (ms), when its clock is known. */
  remainingMs?: number
  /** With several arenas: the arena whose games the view holds (its panel's). */
  arenaName?: string
}

/** What an action runs on the server. */
export type ArenaCommand =
  | { action: 'check'; gameId: number }
  | { action: 'start'; game: GameRecord; mode: GameMode }
  | { action: 'stop' | 'abort'; game: GameRecord }
  /** `arenaId`: with several arenas, whose deck (arena 1 when absent, as with one arena). */
  | { action: 'next'; arenaId?: number }
  | { action: 'load'; gameId: number }

/** The request a command is: method, path under /api/v1, body. */
export interface CommandRequest {
  method: 'post' | 'put'
  path: string
  body?: unknown
}

export function arenaRequest(command: ArenaCommand): CommandRequest {
  switch (command.action) {
    case 'check':
      return { method: 'post', path: `/arena/games/${command.gameId}/readiness/check` }
    case 'start':
      return { method: 'post', path: `/arena/games/${command.game.id}/start`, body: { mode: command.mode } }
    case 'stop':
    case 'abort':
      return { method: 'post', path: `/arena/games/${command.game.id}/${command.action}` }
    case 'next':
      return { method: 'post', path: command.arenaId === undefined ? '/arena/on-deck/next' : `/arena/on-deck/next?arena_id=${command.arenaId}` }
    case 'load':
      return { method: 'put', path: '/arena/on-deck', body: { game_id: command.gameId } }
  }
}

/** The question an action asks before it runs (Escape or Cancel backs out). */
export interface Question {
  title: string
  confirmLabel: string
  text: string
}

export interface ArenaActionRow {
  /** The keyboard shortcut (also shown on the button). */
  key: string
  /** The button's words, and the start of the note when its key is pressed while not allowed ("Start: …"). */
  label: string
  /** The button's words while it runs on the shown game (a robot check takes a while). */
  busyLabel?: string
  tone?: 'primary' | 'danger'
  allowed(facts: ArenaFacts): Allowed
  /** The question it asks first now; undefined: it runs at once. */
  asks(facts: ArenaFacts): Question | undefined
  /** What it runs (undefined: nothing to run it on). */
  command(facts: ArenaFacts): ArenaCommand | undefined
}

/** Check robots of `game` (the shown one, or the one on deck while another runs): someone must be seated, one check at a time. */
export function checkAllowed(game: GameRecord | undefined, checking: number | undefined): Allowed {
  if (checking !== undefined) return CHECKING
  if (!game) return no('No game is on deck or running: load a game first')
  return game.corners.some((corner) => corner !== null) ? OK : no(`Nobody is seated in ${game.name}: there is no robot to check`)
}

const whileRunning = ({ busy, view }: ArenaFacts): Allowed => (busy ? WAIT : view.running ? OK : NO_GAME_RUNNING)

export const ARENA_ACTIONS = {
  check: {
    key: 'C',
    label: 'Check robots',
    busyLabel: 'Checking…',
    allowed: ({ view, checking }) => checkAllowed(view.shown, checking),
    asks: () => undefined,
    command: ({ view }) => view.shown && { action: 'check', gameId: view.shown.id },
  },
  start: {
    key: 'S',
    label: 'Start',
    tone: 'primary',
    allowed: ({ busy, startConditions }) => (busy ? WAIT : !startConditions ? NOT_TOLD : startConditions.length > 0 ? no(startConditions.join('; ')) : OK),
    asks: () => undefined,
    command: ({ view, startMode }) => view.onDeck && { action: 'start', game: view.onDeck, mode: startMode },
  },
  end: {
    key: 'E',
    label: 'End early',
    allowed: whileRunning,
    // A rehearsal may end at once; a competition game's early end cannot be undone, so it asks first (as Abort does).
    asks: ({ view: { running }, mode, remainingMs }) =>
      running && mode !== 'development'
        ? {
            title: 'End this game early?',
            confirmLabel: 'End the game now',
            text: `${running.name} is a competition game${remainingMs !== undefined ? ` with ${minutesSeconds(remainingMs / 1000)} left` : ''}. It finishes now with the time it ran, the robots are told to stop, and it cannot be started again: it goes to scoring as it is.`,
          }
        : undefined,
    command: ({ view }) => view.running && { action: 'stop', game: view.running },
  },
  abort: {
    key: 'A',
    label: 'Abort',
    tone: 'danger',
    allowed: whileRunning,
    asks: ({ view: { running } }) =>
      running && {
        title: 'Abort this game?',
        confirmLabel: 'Abort the game',
        text: `${running.name} goes back to scheduled with its planned times. Nothing is recorded, and the robots are told to stop.`,
      },
    command: ({ view }) => view.running && { action: 'abort', game: view.running },
  },
  next: {
    key: 'N',
    label: 'Next game',
    allowed: ({ busy, view, arenaName }) =>
      busy ? WAIT : !view.firstUnplayed && !view.onDeck ? no(`Every game of this event${arenaName ? ` in ${arenaName}` : ''} has been played: nothing is left to load`) : OK,
    asks: () => undefined,
    command: () => ({ action: 'next' }),
  },
} satisfies Record<string, ArenaActionRow>

export type ArenaAction = keyof typeof ARENA_ACTIONS

export const ARENA_ACTION_NAMES = Object.keys(ARENA_ACTIONS) as ArenaAction[]

/** The action a key stands for (any case), or undefined. */
export function actionOfKey(key: string): ArenaAction | undefined {
  const upper = key.toUpperCase()
  return ARENA_ACTION_NAMES.find((action) => ARENA_ACTIONS[action].key === upper)
}

/** Load a game of Up next on deck: one click each, not while a command is on its way. */
export const LOAD_ACTION = {
  label: 'Load',
  allowed: ({ busy }: Pick<ArenaFacts, 'busy'>): Allowed => (busy ? WAIT : OK),
  command: (gameId: number): ArenaCommand => ({ action: 'load', gameId }),
}

/** A corner card's own commands (issue 26, item 16); which one a card offers is cornerOffer's (corner-offer.ts). */
export type CornerAction = 'stop' | 'disable' | 'enable'

export interface CornerActionRow {
  /** The key that runs it on the focused corner card. */
  key?: string
  label: string
  tone?: 'danger'
  /** The question it asks first (`robot`: the corner's label, "Red"). */
  asks?(game: Pick<GameRecord, 'name'>, robot: string): Question
  request(gameId: number, colour: CornerColour): CommandRequest
}

export const CORNER_ACTIONS: Record<CornerAction, CornerActionRow> = {
  stop: {
    key: 'X',
    label: 'Stop robot',
    tone: 'danger',
    asks: (game, robot) => ({
      title: `Stop the ${robot.toLowerCase()} robot?`,
      confirmLabel: 'Stop this robot',
      text: `The ${robot.toLowerCase()} robot of ${game.name} is told to stop now; the game goes on for the others. It cannot be started again in this game (an abort ends the stop). Its player is scored as usual.`,
    }),
    request: (gameId, colour) => ({ method: 'post', path: `/arena/games/${gameId}/corners/${colour}/stop` }),
  },
  disable: {
    label: 'Disable',
    request: (gameId, colour) => ({ method: 'put', path: `/arena/games/${gameId}/corners/${colour}/disabled`, body: { disabled: true } }),
  },
  enable: {
    label: 'Enable',
    request: (gameId, colour) => ({ method: 'put', path: `/arena/games/${gameId}/corners/${colour}/disabled`, body: { disabled: false } }),
  },
}

/** The corner command a key stands for on the focused corner card (any case), or undefined. */
export function cornerActionOfKey(key: string): CornerAction | undefined {
  const upper = key.toUpperCase()
  return (Object.keys(CORNER_ACTIONS) as CornerAction[]).find((action) => CORNER_ACTIONS[action].key === upper)
}
