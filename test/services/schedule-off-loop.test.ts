// A large league schedule is generated on the domain thread, not the event loop: the same games as in place, and a commit
// that finds the players changed meanwhile writes nothing (409).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Conflict } from '../../src-main/domain/refusals'
import { generateLeagueSchedule } from '../../src-main/domain/league-schedule'
import { DomainThread } from '../../src-main/services/domain-thread'
import { IN_PLACE_SLOTS } from '../../src-main/services/schedule.service'
import { insertUser } from '../../src-main/store/users.repo'
import { useTestServices, type ServiceHarness } from '../support/service-harness'
import { addPlayers, CREATED_AT } from './competition-fixtures'

let h: ServiceHarness
let eventId: number
let players: number[]
const START = 1_795_420_800
/** Just above the in-place limit: generated on the domain thread. */
const GAMES_PER_PLAYER = 4
const PLAYERS = Math.floor(IN_PLACE_SLOTS / GAMES_PER_PLAYER) + 1

useTestServices(async (opened) => {
  h = opened
  players = await addPlayers(h, PLAYERS)
  eventId = (await h.services.events.create({ name: 'Cup', start_time: START, end_time: START + 400_000 })).id
})

afterEach(() => vi.restoreAllMocks())

describe('a large league schedule', () => {
  it('is generated on the domain thread, the same games as generated in place', async () => {
    const offLoop = vi.spyOn(DomainThread.prototype, 'leagueSchedule')
    const committed = await h.services.schedule.commit(eventId, { games_per_player: GAMES_PER_PLAYER, seed: 3 })
    expect(offLoop).toHaveBeenCalledTimes(1)
    const inPlace = generateLeagueSchedule({ players, gamesPerPlayer: GAMES_PER_PLAYER, seed: 3 })
    expect(committed.games.map((game) => game.corners)).toEqual(inPlace.games.map((game) => game.corners))
    expect(committed.quality).toEqual(inPlace.quality)
  })

  it('a small one is generated in place (a few ms), without the thread', async () => {
    const offLoop = vi.spyOn(DomainThread.prototype, 'leagueSchedule')
    await h.services.schedule.preview(eventId, { games_per_player: 1, players: players.slice(0, 8) })
    expect(offLoop).not.toHaveBeenCalled()
  })

  it('players changed while it was generated: 409, nothing written', async () => {
    const generate = DomainThread.prototype.leagueSchedule
    vi.spyOn(DomainThread.prototype, 'leagueSchedule').mockImplementation(async function (this: DomainThread, input) {
      const schedule = await generate.call(this, input)
      await h.store.write((db) => insertUser(db, { name: 'Late Entry', password_hash: null, is_admin: false, is_playing: true, robot_ip: '' }, CREATED_AT))
      return schedule
    })
    await expect(h.services.schedule.commit(eventId, { games_per_player: GAMES_PER_PLAYER })).rejects.toThrow(new Conflict('The players changed while the schedule was being made; nothing was written, try again'))
    expect(h.services.games.list({ event_id: eventId }).total).toBe(0)
    h.take()
  })
})
