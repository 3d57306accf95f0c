// The scores service's writes and what each publishes: the scored game's record, then the record of each knockout game its places were seated in.
import { describe, expect, it } from 'vitest'
import { Conflict, Invalid, NotFound } from '../../src-main/domain/refusals'
import { useTestServices, type ServiceHarness } from '../support/service-harness'
import { addPlayers, backupWritten, BACKUPS_CHANGED, recordOf, setGame } from './competition-fixtures'

let h: ServiceHarness
let players: number[]
const scorer = { id: 1, name: 'admin' }

useTestServices(async (opened) => {
  h = opened
  players = await addPlayers(h, 5)
})

/** A game of these players (in this event, when given), finished and waiting for its scores. */
async function finishedGame(corners: Array<number | null>, eventId?: number): Promise<number> {
  const { id } = await h.services.games.create({ name: 'League game', event_id: eventId })
  await setGame(h, id, { corners, status: 'finished', mode: 'competition' })
  h.take()
  return id
}

describe('the scores service publishes', () => {
  it('a scored game, and a corrected one: its record to everyone (then the store tells administrators of the backup it made)', async () => {
    const id = await finishedGame(players.slice(0, 4))
    const scored = await h.services.scores.score(id, { red: 1, yellow: 2, green: 3, blue: 4 }, scorer)
    expect(scored).toMatchObject({ status: 'scored', game_points: [1, 2, 3, 4] })
    expect(h.published).toEqual([{ event: 'game', data: scored, audience: 'everyone' }])
    await backupWritten(h)
    expect(h.take()).toEqual([{ event: 'game', data: scored, audience: 'everyone' }, BACKUPS_CHANGED])
    const corrected = await h.services.scores.score(id, { red: 4, yellow: 3, green: 2, blue: null }, scorer)
    expect(corrected).toEqual(recordOf(h, id))
    await backupWritten(h)
    expect(h.take()).toEqual([{ event: 'game', data: corrected, audience: 'everyone' }, BACKUPS_CHANGED])
  })

  it('a scored knockout game: its record, then each later game its first two were seated in, in the same write', async () => {
    const { id: eventId } = await h.services.events.create({ name: 'Cup', start_time: 1_795_420_800, end_time: 1_795_464_000 })
    const first = await finishedGame(players.slice(0, 4), eventId)
    const second = await finishedGame([players[4], null, null, null], eventId)
    await h.services.scores.score(first, { red: 40, yellow: 30, green: 20, blue: 10 }, scorer)
    await backupWritten(h)
    h.take()
    await h.services.scores.score(second, { red: 5 }, scorer)
    await backupWritten(h)
    const knockout = await h.services.knockouts.create(eventId, { players: 5 })
    const [round1, final] = knockout.games
    await setGame(h, round1.id, { status: 'finished', mode: 'competition' })
    h.take()
    // Seeds: 1 Player 1 and 2 Player 5 (8 league points each), 3 Player 2, 4 Player 3, 5 Player 4. Round 1 holds seeds 3, 4, 5;
    // its first two (Player 3, then Player 4) go to the final's green and blue corners.
    const scored = await h.services.scores.score(round1.id, { red: 1, yellow: 9, green: 5 }, scorer)
    await backupWritten(h)
    const seatedFinal = recordOf(h, final.id)
    expect(seatedFinal.corners).toEqual([players[0], players[4], players[2], players[3]])
    expect(h.take()).toEqual([
      { event: 'game', data: scored, audience: 'everyone' },
      { event: 'game', data: seatedFinal, audience: 'everyone' },
      BACKUPS_CHANGED,
    ])
  })

  it('nothing for a refused score', async () => {
    const id = await finishedGame([players[0], null, players[1], null])
    await expect(h.services.scores.score(id, { red: 1 }, scorer)).rejects.toBeInstanceOf(Invalid)
    await expect(h.services.scores.score(id, { red: 1, yellow: 2, green: 3 }, scorer)).rejects.toBeInstanceOf(Invalid)
    await expect(h.services.scores.score(id + 1, { red: 1, green: 2 }, scorer)).rejects.toBeInstanceOf(NotFound)
    const { id: scheduled } = await h.services.games.create({ name: 'Later' })
    h.take()
    await expect(h.services.scores.score(scheduled, {}, scorer)).rejects.toBeInstanceOf(Conflict)
    expect(h.take()).toEqual([])
    expect(h.services.scores.history(id)).toEqual([])
  })

  it('nothing for a read of the score history', async () => {
    const id = await finishedGame(players.slice(0, 4))
    await h.services.scores.score(id, { red: 1, yellow: 2, green: 3, blue: 4 }, scorer)
    await backupWritten(h)
    h.take()
    expect(h.services.scores.history(id)).toHaveLength(1)
    expect(h.take()).toEqual([])
  })
})
