// An arena's game on deck as every listener sees it, following the store's change feed: told when another game is on deck, or
// when a row it is read from changed (its game, a player in one of its corners, its event) — whichever service made the
// change. Nothing is compared: the rows the feed names say what changed.
import type { Database } from 'sql.js'
import type { LiveBus } from '../../arena/live-bus'
import { liveMessage, type LiveMessage } from '../../contract/live-events'
import type { ArenaId } from '../../domain/arena-id'
import type { GameRecord, StoredGame } from '../../domain/game-record'
import type { CommittedChange, Store } from '../../store/store'
import { rowKey } from '../../store/row-changes'
import { arenaTag } from './arena-naming'

/** The rows a game record on deck is read from. */
export function deckRows(game: Pick<StoredGame, 'id' | 'event_id' | 'corners'>): Set<string> {
  const rows = new Set([rowKey('games', game.id)])
  if (game.event_id !== null) rows.add(rowKey('events', game.event_id))
  for (const userId of game.corners) if (userId !== null) rows.add(rowKey('users', userId))
  return rows
}

/** The game on deck now (null: none), with the stored game it is made from. */
export type DeckRead = (db: Database) => { record: GameRecord; stored: StoredGame } | null

interface Shown {
  id: number | null
  rows: Set<string>
}

export interface DeckFollowerDeps {
  arena: ArenaId
  store: Store
  live: Pick<LiveBus, 'publishDerived'>
  read: DeckRead
  /** Another game was put on deck (to check its robots); must not throw or wait. */
  loaded: (game: GameRecord) => void
}

export class DeckFollower {
  private shown: Shown
  /** The arena's row, which says which game is on deck. */
  private readonly deckRow: string
  /** Transactions that tell the deck in their own batch (the arena's commands), by sequence number: the deck they tell. */
  private toldInBatch = new Map<number, number | null>()
  private readonly unfollow: Array<() => void>

  constructor(private readonly deps: DeckFollowerDeps) {
    this.shown = shownOf(deps.store.read(deps.read))
    this.deckRow = rowKey('arena_state', deps.arena)
    this.unfollow = [
      deps.store.onCommitted((change) => this.follow(change)),
      // The database was replaced (a backup restored: every stream ends and reads the state again; a failed append undone).
      deps.store.onReset(() => {
        this.toldInBatch = new Map()
        this.shown = shownOf(deps.store.read(deps.read))
      }),
    ]
  }

  /** Stops following the change feed (the arena was retired, or the server stops). */
  close(): void {
    for (const stop of this.unfollow) stop()
  }

  /**
   * Inside the work of a write that moved the deck from game `before` (null: none): the `on_deck` message for that
   * write's own batch, or none when the same game stays on deck. The feed then leaves that write to it.
   */
  moved(db: Database, before: number | null): LiveMessage[] {
    const deck = this.deps.read(db)
    const id = deck?.record.id ?? null
    if (id === before) return []
    this.toldInBatch.set(this.deps.store.writingSeq, id)
    return [this.message(db, deck)]
  }

  private follow(change: CommittedChange): void {
    const shown = this.shown
    const told = this.toldInBatch.get(change.seq)
    // Marks of writes that rolled back (their number is used again) go with the first transaction past them.
    for (const seq of this.toldInBatch.keys()) if (seq <= change.seq) this.toldInBatch.delete(seq)
    const touched = change.changes.some(([table, rowid]) => shown.rows.has(rowKey(table, rowid)))
    const deckRowChanged = change.changes.some(([table, rowid]) => rowKey(table, rowid) === this.deckRow)
    if (!touched && !deckRowChanged) return
    const deck = this.deps.store.read(this.deps.read)
    const id = deck?.record.id ?? null
    this.shown = shownOf(deck)
    if (id !== shown.id && deck) this.deps.loaded(deck.record)
    const toldByItsWrite = told !== undefined && told === id && deckRowChanged
    // Another row of the arena changed (the last game started, say), not the deck; or the write told it itself.
    if ((!touched && id === shown.id) || toldByItsWrite) return
    this.deps.live.publishDerived(this.deps.store.read((db) => this.message(db, deck)))
  }

  /** The `on_deck` message: the game on deck (or null), naming the arena while two or more are in use. */
  private message(db: Database, deck: ReturnType<DeckRead>): LiveMessage {
    return liveMessage('on_deck', { game: deck?.record ?? null, ...arenaTag(db, this.deps.arena) })
  }
}

function shownOf(deck: ReturnType<DeckRead>): Shown {
  return deck ? { id: deck.record.id, rows: deckRows(deck.stored) } : { id: null, rows: new Set() }
}
