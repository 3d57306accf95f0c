// An event's games read a page at a time (a schedule commit in slices pauses between pages): the same games, in the same
// running order, as one read of them all, on a table of sizes around the page's; another event's games stay out.
import { describe, expect, it } from 'vitest'
import { EVENT_GAMES_PAGE, eventGamesInPages } from '../../src-main/services/event-games-in-pages'
import { gamesOfEvent, insertGame } from '../../src-main/store/games.repo'
import { useTestServices, type ServiceHarness } from '../support/service-harness'

let h: ServiceHarness

useTestServices((opened) => (h = opened))

/** Steps the generator to its end; answers what it returned and how often it paused. */
function stepped<T>(steps: Generator<void, T, undefined>): { value: T; pauses: number } {
  let pauses = 0
  for (;;) {
    const step = steps.next()
    if (step.done) return { value: step.value, pauses }
    pauses += 1
  }
}

describe("an event's games in pages", () => {
  it.each([
    ['no game', 0, 0],
    ['one game', 1, 0],
    ['a page less one', EVENT_GAMES_PAGE - 1, 0],
    ['one full page (one more read finds nothing)', EVENT_GAMES_PAGE, 1],
    ['a page and one', EVENT_GAMES_PAGE + 1, 1],
    ['a championship schedule: 5,000 games', 5_000, 10],
  ])('%s', async (_name, count, pauses) => {
    const event = await h.services.events.create({ name: 'Paged', start_time: 1_900_000_000, end_time: 1_900_000_000 + 86_400 })
    const other = await h.services.events.create({ name: 'Other', start_time: 1_900_000_000, end_time: 1_900_000_000 + 86_400 })
    await h.store.write((db) => {
      // Places given out of order and repeated, so that the running order (play_order, then id) is not the insertion order.
      for (let i = 0; i < count; i += 1) insertGame(db, { event_id: event.id, name: `G${i}`, league: true, tournament_round: null, play_order: (i * 7) % 13, start_time: null, end_time: null }, '2026-11-27T00:00:00Z')
      insertGame(db, { event_id: other.id, name: 'Elsewhere', league: true, tournament_round: null, play_order: 1, start_time: null, end_time: null }, '2026-11-27T00:00:00Z')
    })
    const paged = h.store.read((db) => stepped(eventGamesInPages(db, event.id)))
    expect(paged.value).toEqual(h.store.read((db) => gamesOfEvent(db, event.id)))
    expect(paged.value.length).toBe(count)
    expect(paged.pauses).toBe(pauses)
  })
})
