// The live events that concern an arena name it (issue 28, item 1): `clock`, `finish_pending`, `corners` and `on_deck` end with
// the arena's `arena_id` while two or more arenas are in use, and carry no such field with one (their payloads as before).
import { beforeEach, describe, expect, it } from 'vitest'
import type { ArenaRuntime } from '../../src-main/services/arena/arena-runtime'
import { findGame, insertGame, updateGame } from '../../src-main/store/games.repo'
import { insertUser } from '../../src-main/store/users.repo'
import { answeringSignaller, useTestServices, type Published, type ServiceHarness } from '../support/service-harness'

let h: ServiceHarness
let players: number[]

const ARENA_EVENTS = ['clock', 'finish_pending', 'corners', 'on_deck']

/** While true, the data file refuses every write (a full disk): the clock's finish becomes `finish_pending`. */
let diskFull = false
const refuseWhenFull = () => {
  if (diskFull) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
}

beforeEach(() => {
  diskFull = false
})

useTestServices(async (opened) => {
  h = opened
  diskFull = false
  players = await h.store.write((db) => ['Ana', 'Bo', 'Cy', 'Di'].map((name) => insertUser(db, { name, password_hash: null, is_admin: false, is_playing: true, robot_ip: '' }, '2026-11-21T09:00:00Z')))
}, { signal: answeringSignaller, store: { beforeAppend: refuseWhenFull } })

/** Two scheduled games in `arena`, seated with two of the players. */
async function gamesIn(arena: number, seats: [number, number]): Promise<[number, number]> {
  const ids = await h.store.write((db) =>
    [1, 2].map((order) => {
      const id = insertGame(db, { event_id: null, name: `Arena ${arena} game ${order}`, league: true, tournament_round: null, play_order: order, start_time: null, end_time: null }, '2026-11-21T09:00:00Z')
      updateGame(db, { ...findGame(db, id)!, corners: [seats[0], null, seats[1], null] })
      return id
    }),
  )
  if (arena !== 1) for (const id of ids) await h.services.gameArenas.set(id, arena)
  return ids as [number, number]
}

/**
 * In `arena`: the first game loaded on deck, renamed by another service (the deck's follower tells it), started from the
 * deck (corners, the deck moving on, the clock), a corner stopped, then the clock's finish refused by a full disk. Answers
 * the arena events published meanwhile.
 */
async function runThrough(arena: ArenaRuntime, [first]: [number, number]): Promise<Published[]> {
  await arena.setOnDeck(first)
  await h.services.games.update(first, { name: `${findName(first)} (renamed)` })
  await arena.start(first, 'competition')
  await arena.stopCorner(first, 0)
  await arena.settled()
  diskFull = true
  h.clock.advance(150_000)
  await expect.poll(() => h.published.some((message) => message.event === 'finish_pending')).toBe(true)
  diskFull = false
  await arena.endEarly(first)
  await arena.settled()
  return h.take().filter((message) => ARENA_EVENTS.includes(message.event))
}

const findName = (id: number) => h.store.read((db) => findGame(db, id)!.name)

/** The kinds of event published, each once, in the order first seen. */
const kinds = (messages: Published[]) => [...new Set(messages.map((message) => message.event))].sort()

describe('the live events of an arena', () => {
  it('with two arenas in use: each clock, finish_pending, corners and on_deck ends with its own arena_id', async () => {
    const side = await h.services.arenaRecords.create({ name: 'Side' })
    const mainGames = await gamesIn(1, [players[0], players[1]])
    const sideGames = await gamesIn(side.id, [players[2], players[3]])
    h.take()
    for (const [arena, games] of [
      [h.services.arenas.inUse(side.id), sideGames],
      [h.services.arena, mainGames],
    ] as const) {
      const messages = await runThrough(arena, games)
      expect(kinds(messages)).toEqual(ARENA_EVENTS.slice().sort())
      for (const message of messages) {
        const data = message.data as Record<string, unknown>
        expect(data.arena_id, `${message.event} ${JSON.stringify(data)}`).toBe(arena.id)
        // Added last: the payload as before, then the arena.
        expect(Object.keys(data).at(-1)).toBe('arena_id')
      }
    }
  })

  it('with one arena in use: none of them has an arena_id (a retired second arena counts for nothing)', async () => {
    const side = await h.services.arenaRecords.create({ name: 'Side' })
    await h.services.arenaRecords.retire(side.id)
    const games = await gamesIn(1, [players[0], players[1]])
    h.take()
    const messages = await runThrough(h.services.arena, games)
    expect(kinds(messages)).toEqual(ARENA_EVENTS.slice().sort())
    for (const message of messages) expect(Object.keys(message.data as object), message.event).not.toContain('arena_id')
  })
})
