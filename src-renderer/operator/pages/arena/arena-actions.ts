// The Arena page's actions in one table (issue 27, item 4): per action its key, its label, when it is allowed (and why not),
// whether it asks first (and the question) and the command it runs. The buttons, the keyboard shortcuts and the confirmations
// all read it. Start's "why not" is the server's (its start conditions, told by the stream); the console adds only what it
// knows itself: a command of its own is still on its way, a robot check runs.
import type { MessageId } from '../../../../src-main/domain/i18n/catalogues'
import type { CornerColour, GameMode } from '../../../../src-main/domain/game-record'
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'
import type { GameRecord } from '../../api/types'
import { minutesSeconds } from '../../components/time'
import type { ArenaView } from './arena-view'

type T = Translate['t']

/** One control: allowed, or why not (shown on hover and focus, and when its key is pressed). */
export type Allowed = { ok: true } | { ok: false; reason: string }

const OK: Allowed = { ok: true }
const no = (reason: string): Allowed => ({ ok: false, reason })

/** While a command of this console is on its way: every arena command waits for its answer. */
const wait = (t: T) => no(t('console.arena.why.wait'))
/** Before the stream told the arena's start conditions (it does on connect). */
const notTold = (t: T) => no(t('console.arena.why.notTold'))
const checking = (t: T) => no(t('console.arena.why.checking'))
const noGameRunning = (t: T) => no(t('console.arena.why.noGameRunning'))

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
  /** The language of the reasons and questions (the console's, useT().t); English when absent. */
  t?: T
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
  /** The button's words (a message id), and the start of the note when its key is pressed while not allowed ("Start: …"). */
  labelId: MessageId
  /** The same in English. */
  label: string
  /** The button's words while it runs on the shown game (a robot check takes a while). */
  busyLabelId?: MessageId
  tone?: 'primary' | 'danger'
  allowed(facts: ArenaFacts): Allowed
  /** The question it asks first now; undefined: it runs at once. */
  asks(facts: ArenaFacts): Question | undefined
  /** What it runs (undefined: nothing to run it on). */
  command(facts: ArenaFacts): ArenaCommand | undefined
}

/** Check robots of `game` (the shown one, or the one on deck while another runs): someone must be seated, one check at a time. */
export function checkAllowed(game: GameRecord | undefined, checkingNow: number | undefined, t: T = englishT): Allowed {
  if (checkingNow !== undefined) return checking(t)
  if (!game) return no(t('console.arena.why.noGame'))
  return game.corners.some((corner) => corner !== null) ? OK : no(t('console.arena.why.nobodySeated', { game: game.name }))
}

const whileRunning = ({ busy, view, t = englishT }: ArenaFacts): Allowed => (busy ? wait(t) : view.running ? OK : noGameRunning(t))

/** A row's label: its message id and, for the tests and the notes, its English. */
const labelled = (labelId: MessageId) => ({ labelId, label: englishT(labelId) })

export const ARENA_ACTIONS = {
  check: {
    key: 'C',
    ...labelled('console.arena.action.check'),
    busyLabelId: 'console.arena.action.checking',
    allowed: ({ view, checking, t }) => checkAllowed(view.shown, checking, t),
    asks: () => undefined,
    command: ({ view }) => view.shown && { action: 'check', gameId: view.shown.id },
  },
  start: {
    key: 'S',
    ...labelled('console.arena.action.start'),
    tone: 'primary',
    // The start conditions are the server's sentences: shown as they come (English).
    allowed: ({ busy, startConditions, t = englishT }) => (busy ? wait(t) : !startConditions ? notTold(t) : startConditions.length > 0 ? no(startConditions.join('; ')) : OK),
    asks: () => undefined,
    command: ({ view, startMode }) => view.onDeck && { action: 'start', game: view.onDeck, mode: startMode },
  },
  end: {
    key: 'E',
    ...labelled('console.arena.action.end'),
    allowed: whileRunning,
    // A rehearsal may end at once; a competition game's early end cannot be undone, so it asks first (as Abort does).
    asks: ({ view: { running }, mode, remainingMs, t = englishT }) =>
      running && mode !== 'development'
        ? {
            title: t('console.arena.ask.end.title'),
            confirmLabel: t('console.arena.ask.end.confirm'),
            text:
              remainingMs !== undefined
                ? t('console.arena.ask.end.textLeft', { game: running.name, left: minutesSeconds(remainingMs / 1000) })
                : t('console.arena.ask.end.text', { game: running.name }),
          }
        : undefined,
    command: ({ view }) => view.running && { action: 'stop', game: view.running },
  },
  abort: {
    key: 'A',
    ...labelled('console.arena.action.abort'),
    tone: 'danger',
    allowed: whileRunning,
    asks: ({ view: { running }, t = englishT }) =>
      running && {
        title: t('console.arena.ask.abort.title'),
        confirmLabel: t('console.arena.ask.abort.confirm'),
        text: t('console.arena.ask.abort.text', { game: running.name }),
      },
    command: ({ view }) => view.running && { action: 'abort', game: view.running },
  },
  next: {
    key: 'N',
    ...labelled('console.arena.action.next'),
    allowed: ({ busy, view, arenaName, t = englishT }) =>
      busy
        ? wait(t)
        : !view.firstUnplayed && !view.onDeck
          ? no(arenaName ? t('console.arena.why.allPlayedIn', { arena: arenaName }) : t('console.arena.why.allPlayed'))
          : OK,
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
  labelId: 'console.arena.action.load' as const,
  allowed: ({ busy, t = englishT }: Pick<ArenaFacts, 'busy' | 't'>): Allowed => (busy ? wait(t) : OK),
  command: (gameId: number): ArenaCommand => ({ action: 'load', gameId }),
}

/** A corner card's own commands (issue 26, item 16); which one a card offers is cornerOffer's (corner-offer.ts). */
export type CornerAction = 'stop' | 'disable' | 'enable'

export interface CornerActionRow {
  /** The key that runs it on the focused corner card. */
  key?: string
  /** The button's words (a message id); `label`: the same in English. */
  labelId: MessageId
  label: string
  tone?: 'danger'
  /** The question it asks first (`robot`: the corner's colour, "red", in any case). */
  asks?(game: Pick<GameRecord, 'name'>, robot: string, t?: T): Question
  request(gameId: number, colour: CornerColour): CommandRequest
}

export const CORNER_ACTIONS: Record<CornerAction, CornerActionRow> = {
  stop: {
    key: 'X',
    ...labelled('console.arena.corner.stop'),
    tone: 'danger',
    asks: (game, robot, t = englishT) => ({
      title: t('console.arena.ask.stopRobot.title', { colour: robot.toLowerCase() }),
      confirmLabel: t('console.arena.ask.stopRobot.confirm'),
      text: t('console.arena.ask.stopRobot.text', { colour: robot.toLowerCase(), game: game.name }),
    }),
    request: (gameId, colour) => ({ method: 'post', path: `/arena/games/${gameId}/corners/${colour}/stop` }),
  },
  disable: {
    ...labelled('console.arena.corner.disable'),
    request: (gameId, colour) => ({ method: 'put', path: `/arena/games/${gameId}/corners/${colour}/disabled`, body: { disabled: true } }),
  },
  enable: {
    ...labelled('console.arena.corner.enable'),
    request: (gameId, colour) => ({ method: 'put', path: `/arena/games/${gameId}/corners/${colour}/disabled`, body: { disabled: false } }),
  },
}

/** The corner command a key stands for on the focused corner card (any case), or undefined. */
export function cornerActionOfKey(key: string): CornerAction | undefined {
  const upper = key.toUpperCase()
  return (Object.keys(CORNER_ACTIONS) as CornerAction[]).find((action) => CORNER_ACTIONS[action].key === upper)
}
