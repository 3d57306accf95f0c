// An arena's game on deck (loaded next): loading a game, Next game, and the moves a start or an end makes; the deck is
// told to every listener through its follower of the change feed (deck-follower.ts).
import type { Database } from 'sql.js'
import type { LiveMessage } from '../../contract/live-events'
import type { ArenaId } from '../../domain/arena-id'
import type { GameRecord, StoredGame } from '../../domain/game-record'
import { Conflict } from '../../domain/refusals'
import { eventUnderWay, readArenaState, writeArenaState, type ArenaStateRow } from '../../store/arena-state.repo'
import { gameRecordOf } from '../../store/game-records'
import { findGame, firstScheduledOfAll, firstScheduledOfEvent, gameArena } from '../../store/games.repo'
import { findGameOrRefuse } from '../find-game'
import { commit, type ServiceDeps } from '../service-deps'
import { DeckFollower } from './deck-follower'

export class ArenaDeck {
  private readonly listeners: Array<(game: GameRecord) => void> = []
  private readonly follower: DeckFollower

  constructor(
    private readonly deps: ServiceDeps,
    private readonly arena: ArenaId,
  ) {
    this.follower = new DeckFollower({ arena, store: deps.store, live: deps.live, read: (db) => this.game(db), loaded: (game) => this.loaded(game) })
  }

  /**
   * Calls `listener` whenever another game is put on deck (a load, Next game, a start moving the deck on, an abort putting
   * a game back) — for example to check that game's robots. It must not throw and must not wait.
   */
  whenLoaded(listener: (game: GameRecord) => void): void {
    this.listeners.push(listener)
  }

  /** Stops following the change feed. */
  close(): void {
    this.follower.close()
  }

  /** The game on deck (loaded next), or null. */
  current(): GameRecord | null {
    return this.deps.store.read((db) => this.record(db))
  }

  /** The game on deck as the API shows it: null when none, or when it is no longer scheduled. */
  record(db: Database): GameRecord | null {
    return this.game(db)?.record ?? null
  }

  /** The arena's row: the deck, the game last loaded or started, the game a start took off the deck. */
  state(db: Database): ArenaStateRow {
    return readArenaState(db, this.arena)
  }

  /** Loads a scheduled game on deck, or clears the deck (null). */
  set(gameId: number | null): Promise<GameRecord | null> {
    return commit(this.deps, (db) => {
      if (gameId === null) return this.move(db, { on_deck_game_id: null })
      const game = findGameOrRefuse(db, gameId)
      if (gameArena(db, game.id) !== this.arena) throw new Conflict(`Game ${game.id} (${game.name}) belongs to another arena: load it on that arena's deck`)
      if (game.status !== 'scheduled') throw new Conflict(`Game ${game.id} (${game.name}) is ${game.status}; only a scheduled game can be loaded on deck`)
      return this.move(db, { on_deck_game_id: game.id, last_game_id: game.id })
    })
  }

  /**
   * Next game: loads the first unplayed game in running order (see docs/arena.md). It never skips one: pressed twice,
   * or after a reload, it loads the same game.
   */
  loadNext(): Promise<GameRecord | null> {
    return commit(this.deps, (db) => {
      const next = this.firstUnplayed(db)
      if (!next) throw new Conflict('There is no unplayed game left to load: every game has been played or is running')
      return this.move(db, { on_deck_game_id: next.id, last_game_id: next.id })
    })
  }

  /** Inside a write: writes the arena's row; answers the deck and, when another game is on deck, `on_deck` for the write's batch. */
  move(db: Database, changes: Partial<ArenaStateRow>): { value: GameRecord | null; events: LiveMessage[] } {
    const before = this.record(db)?.id ?? null
    writeArenaState(db, this.arena, changes)
    return { value: this.record(db), events: this.follower.moved(db, before) }
  }

  /** The game on deck with the stored game it is made from, or null. */
  private game(db: Database): { record: GameRecord; stored: StoredGame } | null {
    const id = readArenaState(db, this.arena).on_deck_game_id
    const game = id === null ? undefined : findGame(db, id)
    return game && game.status === 'scheduled' ? { record: gameRecordOf(db, game), stored: game } : null
  }

  /** The arena's first unplayed game in running order: the event of the game last on deck or started, else the event under way, else all games by planned start. */
  private firstUnplayed(db: Database): StoredGame | undefined {
    const last = readArenaState(db, this.arena).last_game_id
    const lastGame = last === null ? undefined : findGame(db, last)
    if (lastGame) {
      const next = firstScheduledOfEvent(db, lastGame.event_id, this.arena)
      if (next) return next
    }
    const underWay = eventUnderWay(db, Math.floor(this.deps.clock.now() / 1000))
    if (underWay !== undefined) {
      const next = firstScheduledOfEvent(db, underWay, this.arena)
      if (next) return next
    }
    return firstScheduledOfAll(db, this.arena)
  }

  private loaded(game: GameRecord): void {
    for (const listener of this.listeners) {
      try {
        listener(game)
      } catch (error) {
        this.deps.log.error(`a listener of the game on deck failed: ${String(error)}`)
      }
    }
  }
}
