// The arena service's writes and what each publishes: start, the clock, end early, abort, the clock's own finish, robot answers.
import { beforeEach, describe, expect, it } from 'vitest'
import { Conflict } from '../../src-main/domain/refusals'
import { gameRecordOf } from '../../src-main/store/game-records'
import { findGame, insertGame, updateGame } from '../../src-main/store/games.repo'
import { insertUser } from '../../src-main/store/users.repo'
import { answeringSignaller, useTestServices, type ServiceHarness } from '../support/service-harness'

let h: ServiceHarness
let ana: number
let bo: number

async function seatedGame(name: string): Promise<number> {
  return h.store.write((db) => {
    const id = insertGame(db, { event_id: null, name, league: true, tournament_round: null, play_order: 1, start_time: null, end_time: null }, '2026-11-21T09:00:00Z')
    updateGame(db, { ...findGame(db, id)!, corners: [ana, null, bo, null] })
    return id
  })
}

/**
 * What was published, the `arena` event left out: it follows every change of an arena's mode and start conditions, after
 * the write's own batch, and is tested on its own below ("the arena event").
 */
const take = () => h.take().filter((message) => message.event !== 'arena')

const record = (id: number) => h.store.read((db) => gameRecordOf(db, findGame(db, id)!))

/** While true, the data file refuses every write (a full disk), as the journal append would. */
let diskFull = false
const refuseWhenFull = () => {
  if (diskFull) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
}

// Before the services open (their first write makes the admin account): a test that ended with the disk full leaves it so.
beforeEach(() => {
  diskFull = false
})

useTestServices(async (opened) => {
  h = opened
  diskFull = false
  ;[ana, bo] = await h.store.write((db) => [
    insertUser(db, { name: 'Ana', password_hash: null, is_admin: false, is_playing: true, robot_ip: '127.0.0.1' }, '2026-11-21T09:00:00Z'),
    insertUser(db, { name: 'Bo', password_hash: null, is_admin: false, is_playing: true, robot_ip: '' }, '2026-11-21T09:00:00Z'),
  ])
}, { signal: answeringSignaller, store: { beforeAppend: refuseWhenFull } })

describe('the arena service publishes', () => {
  it('a start: the record to everyone, your_game to each seated player, the first clock tick, then each robot answer once saved', async () => {
    const id = await seatedGame('League 1')
    const started = await h.services.arena.start(id, 'competition')
    const now = Math.floor(h.clock.now() / 1000)
    const yours = (userId: number, corner: string, zone: number) => ({
      event: 'your_game',
      data: { event: 'start', game_id: id, game_name: 'League 1', corner, zone, mode: 'competition', start_time: now, end_time: now + 150 },
      audience: `user ${userId}`,
    })
    expect(take()).toEqual([
      { event: 'game', data: started, audience: 'everyone' },
      // Every corner in play (issue 26, item 16: a corner may be stopped or disabled).
      { event: 'corners', data: { game_id: id, corners: ['playing', 'playing', 'playing', 'playing'] }, audience: 'everyone' },
      yours(ana, 'red', 0),
      yours(bo, 'green', 2),
      { event: 'clock', data: { game_id: id, server_time_ms: h.clock.now(), start_time: now, end_time: now + 150, remaining_s: 150, start_ms: h.clock.now(), end_ms: h.clock.now() + 150_000, mode: 'competition' }, audience: 'everyone' },
    ])
    await h.services.arena.settled()
    const robots = take()
    expect(robots.map((message) => [message.event, message.audience, (message.data as { user_id: number; outcome: string }).user_id, (message.data as { outcome: string }).outcome])).toEqual([
      ['robot', 'everyone', ana, 'acknowledged'],
      ['robot', 'everyone', bo, 'no_robot'],
    ])
    expect(robots[0].data).toMatchObject({ game_id: id, corner: 'red', zone: 0, event: 'start' })
  })

  it('a clock tick every second while the game runs', async () => {
    const id = await seatedGame('League 1')
    await h.services.arena.start(id, 'competition')
    await h.services.arena.settled()
    take()
    h.clock.advance(1000)
    expect(take()).toEqual([{ event: 'clock', data: expect.objectContaining({ game_id: id, remaining_s: 149 }), audience: 'everyone' }])
  })

  it('an early end and an abort: the record, then your_game stop to each player', async () => {
    const first = await seatedGame('League 1')
    await h.services.arena.start(first, 'competition')
    await h.services.arena.settled()
    take()
    const ended = await h.services.arena.endEarly(first)
    expect(ended.status).toBe('finished')
    expect(take().map(({ event, audience, data }) => [event, audience, (data as { event?: string }).event ?? (data as { status: string }).status])).toEqual([
      ['game', 'everyone', 'finished'],
      ['your_game', `user ${ana}`, 'stop'],
      ['your_game', `user ${bo}`, 'stop'],
    ])
    await h.services.arena.settled()
    expect(take().map((message) => message.event)).toEqual(['robot', 'robot'])

    const second = await seatedGame('League 2')
    await h.services.arena.start(second, 'development')
    await h.services.arena.settled()
    take()
    const aborted = await h.services.arena.abort(second)
    expect(take()).toEqual([
      { event: 'game', data: aborted, audience: 'everyone' },
      { event: 'your_game', data: expect.objectContaining({ event: 'stop', game_id: second, mode: 'development' }), audience: `user ${ana}` },
      { event: 'your_game', data: expect.objectContaining({ event: 'stop', game_id: second, mode: 'development' }), audience: `user ${bo}` },
    ])
    expect(aborted.status).toBe('scheduled')
  })

  it("a rehearsal's end, early or by the clock: the record back to scheduled, then your_game stop to each player", async () => {
    const id = await seatedGame('League 1')
    const stops = [
      { event: 'your_game', data: expect.objectContaining({ event: 'stop', game_id: id, mode: 'development' }), audience: `user ${ana}` },
      { event: 'your_game', data: expect.objectContaining({ event: 'stop', game_id: id, mode: 'development' }), audience: `user ${bo}` },
    ]
    await h.services.arena.start(id, 'development')
    await h.services.arena.settled()
    take()
    const ended = await h.services.arena.endEarly(id)
    expect(ended.status).toBe('scheduled')
    expect(take()).toEqual([{ event: 'game', data: ended, audience: 'everyone' }, ...stops])

    await h.services.arena.start(id, 'development')
    await h.services.arena.settled()
    take()
    h.clock.advance(150_000)
    // The finish is published once saved, a moment after the clock fired.
    await expect.poll(() => h.published.filter((message) => message.event === 'your_game').length).toBe(2)
    await h.services.arena.settled()
    const events = take().filter((message) => message.event !== 'clock' && message.event !== 'robot')
    expect(record(id).status).toBe('scheduled')
    expect(events).toEqual([{ event: 'game', data: record(id), audience: 'everyone' }, ...stops])
  })

  it("the clock's own finish at end_time", async () => {
    const id = await seatedGame('League 1')
    await h.services.arena.start(id, 'competition')
    await h.services.arena.settled()
    take()
    h.clock.advance(150_000)
    // The finish is published once saved, a moment after the clock fired.
    await expect.poll(() => h.published.filter((message) => message.event === 'your_game').length).toBe(2)
    expect(record(id).status).toBe('finished')
    await h.services.arena.settled()
    const events = take().filter((message) => message.event !== 'clock')
    expect(events.slice(3).map((message) => message.event)).toEqual(['robot', 'robot'])
    expect(events.slice(0, 3)).toEqual([
      { event: 'game', data: record(id), audience: 'everyone' },
      { event: 'your_game', data: expect.objectContaining({ event: 'stop', game_id: id }), audience: `user ${ana}` },
      { event: 'your_game', data: expect.objectContaining({ event: 'stop', game_id: id }), audience: `user ${bo}` },
    ])
  })

  it('nothing for a refused start', async () => {
    const id = await seatedGame('League 1')
    await h.services.arena.start(id, 'competition')
    await h.services.arena.settled()
    take()
    const other = await seatedGame('League 2')
    await expect(h.services.arena.start(other, 'competition')).rejects.toBeInstanceOf(Conflict)
    await expect(h.services.arena.abort(other)).rejects.toBeInstanceOf(Conflict)
    expect(take()).toEqual([])
  })

  it('with the disk full: the finish the clock could not save as finish_pending, and each robot answer all the same', async () => {
    const id = await seatedGame('League 1')
    await h.services.arena.start(id, 'competition')
    await h.services.arena.settled()
    take()
    diskFull = true
    h.clock.advance(150_000)
    await expect.poll(() => h.published.some((message) => message.event === 'finish_pending')).toBe(true)
    expect(take().filter((message) => message.event !== 'clock')).toEqual([
      { event: 'finish_pending', data: { game_id: id, reason: expect.stringMatching(/ENOSPC/), attempts: 1, next_attempt_ms: h.clock.now() + 1000 }, audience: 'everyone' },
    ])
    // The operator ends the game by hand once the disk has room again; the stop signals' answers cannot be saved this time.
    diskFull = false
    const ended = await h.services.arena.endEarly(id)
    diskFull = true
    await h.services.arena.settled()
    expect(ended.status).toBe('finished')
    expect(take().filter((message) => message.event === 'robot').map((message) => (message.data as { event: string; user_id: number }).user_id)).toEqual([ana, bo])
  })
})


/**
 * What the arena published: a game loaded on deck also has its robots checked in the background, whose
 * `robot_readiness` (the robots service's, tested there) may come at any moment — left out here.
 */
function takeArena() {
  return take().filter((message) => message.event !== 'robot_readiness')
}

describe('the arena event: mode and start conditions, for consoles', () => {
  it('follows a load, a start, an early end and a clearing of the deck, once per change, after the write\'s own events', async () => {
    const first = await seatedGame('League 1')
    h.take()
    const arenaEvents = () => h.take().filter((message) => message.event === 'arena').map((message) => message.data)
    await h.services.arena.setOnDeck(first)
    expect(arenaEvents()).toEqual([{ arena_id: 1, mode: null, start_conditions: [] }])
    await h.services.arena.setOnDeck(first)
    expect(arenaEvents()).toEqual([])
    await h.services.arena.start(first, 'development')
    const published = h.take().map((message) => message.event)
    expect(published.indexOf('arena')).toBeGreaterThan(published.indexOf('your_game'))
    expect(h.services.arena.summary()).toEqual({ arena_id: 1, mode: 'development', start_conditions: ['League 1 is running: end or abort it first'] })
    await h.services.arena.endEarly(first)
    await h.services.arena.settled()
    // A rehearsal goes back on deck when it ends.
    expect(arenaEvents()).toEqual([{ arena_id: 1, mode: null, start_conditions: [] }])
    await h.services.arena.setOnDeck(null)
    expect(arenaEvents()).toEqual([{ arena_id: 1, mode: null, start_conditions: ['No game is on deck: press Next game (N) or load one from Up next'] }])
  })
})

describe('the game on deck publishes on_deck', () => {
  async function game(name: string, playOrder: number): Promise<number> {
    return h.store.write((db) => {
      const id = insertGame(db, { event_id: null, name, league: true, tournament_round: null, play_order: playOrder, start_time: null, end_time: null }, '2026-11-21T09:00:00Z')
      updateGame(db, { ...findGame(db, id)!, corners: [ana, null, bo, null] })
      return id
    })
  }

  it("loading a game on deck checks that game's robots, in the background", async () => {
    const first = await game('League 1', 1)
    await h.services.arena.setOnDeck(first)
    await h.services.robots.settled()
    const checked = take().filter((message) => message.event === 'robot_readiness')
    expect(checked).toEqual([{ event: 'robot_readiness', data: expect.objectContaining({ game_id: first }), audience: 'admins' }])
  })

  it('when loaded or cleared, and not when it stays the same; Next game twice loads the same game', async () => {
    const first = await game('League 1', 1)
    const second = await game('League 2', 2)
    expect(await h.services.arena.setOnDeck(second)).toEqual(record(second))
    expect(takeArena()).toEqual([{ event: 'on_deck', data: { game: record(second) }, audience: 'everyone' }])
    await h.services.arena.setOnDeck(second)
    expect(takeArena()).toEqual([])
    // Next game takes the first unplayed game in running order, never the one after the deck.
    expect((await h.services.arena.loadNext())?.id).toBe(first)
    expect(takeArena()).toEqual([{ event: 'on_deck', data: { game: record(first) }, audience: 'everyone' }])
    expect((await h.services.arena.loadNext())?.id).toBe(first)
    expect(takeArena()).toEqual([])
    await h.services.arena.setOnDeck(null)
    expect(takeArena()).toEqual([{ event: 'on_deck', data: { game: null }, audience: 'everyone' }])
  })

  it('a start of the game on deck moves the deck to the next unplayed game, and an abort puts the game back', async () => {
    const first = await game('League 1', 1)
    const second = await game('League 2', 2)
    await h.services.arena.loadNext()
    takeArena()
    const started = await h.services.arena.start(first, 'competition')
    expect(takeArena().filter((message) => message.event !== 'clock' && message.event !== 'robot')).toEqual([
      { event: 'game', data: started, audience: 'everyone' },
      { event: 'corners', data: { game_id: first, corners: ['playing', 'playing', 'playing', 'playing'] }, audience: 'everyone' },
      { event: 'on_deck', data: { game: record(second) }, audience: 'everyone' },
      { event: 'your_game', data: expect.objectContaining({ event: 'start', game_id: first }), audience: `user ${ana}` },
      { event: 'your_game', data: expect.objectContaining({ event: 'start', game_id: first }), audience: `user ${bo}` },
    ])
    await h.services.arena.settled()
    takeArena()
    const aborted = await h.services.arena.abort(first)
    expect(takeArena()).toEqual([
      { event: 'game', data: aborted, audience: 'everyone' },
      { event: 'on_deck', data: { game: aborted }, audience: 'everyone' },
      { event: 'your_game', data: expect.objectContaining({ event: 'stop', game_id: first }), audience: `user ${ana}` },
      { event: 'your_game', data: expect.objectContaining({ event: 'stop', game_id: first }), audience: `user ${bo}` },
    ])
  })

  it("a finish leaves the deck where the start put it; a start of a game not on deck leaves the deck alone", async () => {
    const first = await game('League 1', 1)
    const second = await game('League 2', 2)
    const third = await game('League 3', 3)
    await h.services.arena.setOnDeck(third)
    takeArena()
    await h.services.arena.start(first, 'competition')
    await h.services.arena.settled()
    expect(takeArena().filter((message) => message.event === 'on_deck')).toEqual([])
    await h.services.arena.endEarly(first)
    await h.services.arena.settled()
    expect(takeArena().filter((message) => message.event === 'on_deck')).toEqual([])
    expect(h.services.arena.onDeck()?.id).toBe(third)
    expect((await h.services.arena.loadNext())?.id).toBe(second)
  })

  it('when another service changes its game (the record again) or deletes it (null)', async () => {
    const first = await game('League 1', 1)
    await h.services.arena.setOnDeck(first)
    takeArena()
    const renamed = await h.services.games.update(first, { name: 'League 1 (replayed)' })
    expect(takeArena()).toEqual([
      { event: 'game', data: renamed, audience: 'everyone' },
      { event: 'on_deck', data: { game: renamed }, audience: 'everyone' },
    ])
    await h.services.games.delete(first)
    expect(takeArena()).toEqual([
      { event: 'game_deleted', data: { id: first }, audience: 'everyone' },
      { event: 'on_deck', data: { game: null }, audience: 'everyone' },
    ])
  })

  it('nothing for a refused load or Next game', async () => {
    const first = await game('League 1', 1)
    await h.services.arena.start(first, 'competition')
    await h.services.arena.settled()
    takeArena()
    await expect(h.services.arena.setOnDeck(first)).rejects.toBeInstanceOf(Conflict)
    await expect(h.services.arena.setOnDeck(999)).rejects.toThrow(/no game 999/)
    await expect(h.services.arena.loadNext()).rejects.toBeInstanceOf(Conflict)
    expect(takeArena()).toEqual([])
  })
})

describe('the hook for a game loaded on deck', () => {
  it('is called once per game put on deck (a load, Next game, a start moving the deck on), never for a clear or the same game', async () => {
    const ids = await h.store.write((db) =>
      [1, 2].map((order) => insertGame(db, { event_id: null, name: `League ${order}`, league: true, tournament_round: null, play_order: order, start_time: null, end_time: null }, '2026-11-21T09:00:00Z')),
    )
    const loaded: number[] = []
    h.services.arena.whenLoadedOnDeck((game) => loaded.push(game.id))
    await h.services.arena.setOnDeck(ids[1])
    await h.services.arena.setOnDeck(ids[1])
    await h.services.arena.loadNext()
    await h.services.arena.start(ids[0], 'competition')
    await h.services.arena.setOnDeck(null)
    expect(loaded).toEqual([ids[1], ids[0], ids[1]])
  })
})
