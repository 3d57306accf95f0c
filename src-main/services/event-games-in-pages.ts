// An event's games, every one in running order, read a page at a time: a write in slices pauses between pages (5,000 games
// read at once took 10–40 ms, one step the slice could not cut).
import type { Database } from 'sql.js'
import type { StoredGame } from '../domain/game-record'
import { gamesOfEventPage } from '../store/games.repo'

/** Games read between two pauses. */
export const EVENT_GAMES_PAGE = 500

/** The same games as gamesOfEvent(db, eventId), yielding after each full page. */
export function* eventGamesInPages(db: Database, eventId: number): Generator<void, StoredGame[], undefined> {
  const games: StoredGame[] = []
  for (;;) {
    const page = gamesOfEventPage(db, eventId, games.length, EVENT_GAMES_PAGE)
    games.push(...page)
    if (page.length < EVENT_GAMES_PAGE) return games
    yield
  }
}
