// What the Arena page shows, all of it from the server's state (the same in every console): the running game or the game on deck,
// the games after it, the last game to score, and the one line "what happens next" (which controls are allowed: arena-actions.ts).
import type { MessageId } from '../../../../src-main/domain/i18n/catalogues'
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'
import type { GameRecord } from '../../api/types'

export interface UpcomingGame {
  game: GameRecord
  /** Before the game on deck in running order and not played yet: Next game (N) would load it first. */
  earlier: boolean
}

export interface ArenaView {
  /** The running game, else the game on deck; undefined when neither. */
  shown: GameRecord | undefined
  running: GameRecord | undefined
  /** The game on deck (loaded next), the server's. */
  onDeck: GameRecord | undefined
  /** The first unplayed game of the event in running order (what Next game loads when the event is the server's running order). */
  firstUnplayed: GameRecord | undefined
  /** Scheduled games of the event other than the shown and on-deck ones: those after the game on deck first, then the earlier ones. */
  upcoming: UpcomingGame[]
  /** The game that ended last and waits for its scores, and how many finished games wait in all. */
  toScore: GameRecord | undefined
  waitingScores: number
  /** The running game is a rehearsal (development mode): it goes back to the schedule when it ends, with nothing recorded. */
  rehearsal: boolean
  /** How many games the event has (0: nothing to load yet); undefined when no event is chosen (none exists yet). */
  gameCount: number | undefined
}

export interface ArenaState {
  game: GameRecord | null | undefined
  on_deck: GameRecord | null | undefined
  /** The running game's mode, the server's. */
  mode?: 'competition' | 'development' | null
}

function runningOrder(a: GameRecord, b: GameRecord): number {
  return a.play_order - b.play_order || a.id - b.id
}

/** `arena`: the server's arena (GET /arena, kept by the stream); `games`: the chosen event's games, undefined with no event. */
export function arenaView(arena: ArenaState, eventGames: readonly GameRecord[] | undefined, upcomingLimit = 4): ArenaView {
  const games = eventGames ?? []
  const running = arena.game?.status === 'running' ? arena.game : undefined
  const onDeck = arena.on_deck ?? undefined
  const shown = running ?? onDeck
  // The arena's own record of its game (running, or just ended) is fresher than the list's.
  const fresh = games.map((game) => (arena.game?.id === game.id ? arena.game : game))
  const scheduled = fresh.filter((game) => game.status === 'scheduled').sort(runningOrder)
  const others = scheduled.filter((game) => game.id !== shown?.id && game.id !== onDeck?.id)
  const after = onDeck ? others.filter((game) => runningOrder(game, onDeck) > 0) : others
  const before = onDeck ? others.filter((game) => runningOrder(game, onDeck) < 0) : []
  const upcoming = [...after.map((game) => ({ game, earlier: false })), ...before.map((game) => ({ game, earlier: true }))]

  const finished = fresh.filter((game) => game.status === 'finished')
  const toScore = [...finished].sort((a, b) => (b.end_time ?? 0) - (a.end_time ?? 0) || runningOrder(b, a))[0]

  const rehearsal = running !== undefined && arena.mode === 'development'
  return { shown, running, onDeck, firstUnplayed: scheduled[0], upcoming: upcoming.slice(0, upcomingLimit), toScore, waitingScores: finished.length, rehearsal, gameCount: eventGames?.length }
}

export type Step = 'load' | 'check' | 'start' | 'end' | 'score'

export const STEPS: ReadonlyArray<{ step: Step; labelId: MessageId }> = [
  { step: 'load', labelId: 'console.arena.step.load' },
  { step: 'check', labelId: 'console.arena.step.check' },
  { step: 'start', labelId: 'console.arena.step.start' },
  { step: 'end', labelId: 'console.arena.step.end' },
  { step: 'score', labelId: 'console.arena.step.score' },
]

export interface NextStep {
  step: Step
  text: string
}

/**
 * The one line "what happens next" on the happy path load → check robots → start → end → score.
 * `checked`: the game on deck's robots have been checked (every seated corner has a check); `time` words a Unix time;
 * `arenaName`: with several arenas, the arena whose games the view holds (its panel's); `t`: the language (English by default).
 */
export function nextStep(view: ArenaView, checked: boolean, time: (unixSeconds: number | null) => string, arenaName?: string, t: Translate['t'] = englishT): NextStep {
  const { running, onDeck, toScore } = view
  if (running && view.rehearsal) return { step: 'end', text: t('console.arena.next.rehearsal', { game: running.name, time: time(running.end_time) }) }
  if (running) return { step: 'end', text: t('console.arena.next.running', { game: running.name, time: time(running.end_time) }) }
  if (!onDeck) {
    if (toScore) return { step: 'score', text: t('console.arena.next.scoreThenLoad', { scored: toScore.name }) }
    if (view.firstUnplayed) return { step: 'load', text: t('console.arena.next.load', { game: view.firstUnplayed.name }) }
    if (view.gameCount === undefined) return { step: 'load', text: t('console.arena.next.noEvent') }
    if (arenaName !== undefined && view.gameCount === 0) return { step: 'load', text: t('console.arena.next.noGameIn', { arena: arenaName }) }
    if (arenaName !== undefined) return { step: 'load', text: t('console.arena.next.allPlayedIn', { arena: arenaName }) }
    if (view.gameCount === 0) return { step: 'load', text: t('console.arena.next.noGames') }
    return { step: 'load', text: t('console.arena.next.allPlayed') }
  }
  if (!checked) {
    return toScore
      ? { step: 'score', text: t('console.arena.next.scoreThenCheck', { scored: toScore.name, game: onDeck.name }) }
      : { step: 'check', text: t('console.arena.next.check', { game: onDeck.name }) }
  }
  return toScore
    ? { step: 'score', text: t('console.arena.next.scoreThenStart', { scored: toScore.name, game: onDeck.name }) }
    : { step: 'start', text: t('console.arena.next.start', { game: onDeck.name }) }
}

/** The line beside Next game: what it would load, or that the first unplayed game is already on deck. */
export function nextUnplayedLine(view: ArenaView, t: Translate['t'] = englishT): string {
  const first = view.firstUnplayed
  if (!first) return view.gameCount ? t('console.arena.nextUnplayed.none') : t('console.arena.nextUnplayed.nothingYet')
  if (first.id === view.onDeck?.id) return t('console.arena.nextUnplayed.onDeck', { game: first.name })
  return t('console.arena.nextUnplayed.game', { game: first.name })
}
