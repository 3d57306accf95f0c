// Score entries, the double entry setting and the scorer flag: what each write publishes (name, payload, audience) —
// score_entries to administrators and scorers, the game to everyone once it commits, event_scoring to everyone, users_changed to administrators.
import { describe, expect, it } from 'vitest'
import { Conflict, NotFound } from '../../src-main/domain/refusals'
import { useTestServices, type ServiceHarness } from '../support/service-harness'
import { addPlayers, recordOf, setGame } from './competition-fixtures'

let h: ServiceHarness
let players: number[]
const first = { id: 1, name: 'admin' }
let second: { id: number; name: string }
const POINTS = { red: 1, yellow: 2, green: 3, blue: 4 }

useTestServices(async (opened) => {
  h = opened
  players = await addPlayers(h, 4)
  const user = await h.services.users.create({ name: 'Scorer B', password: 'scorer-b-pass' })
  second = { id: user.id, name: user.name }
})

/** What was published since the last call, without the store's backups_changed (timed by the backup schedule). */
const take = () => h.take().filter((message) => message.event !== 'backups_changed')

async function finishedGame(doubleEntry: boolean): Promise<number> {
  const { id: eventId } = await h.services.events.create({ name: 'Cup', start_time: 1_795_420_800, end_time: 1_795_464_000 })
  if (doubleEntry) await h.services.scores.setScoring(eventId, { double_entry: true })
  const { id } = await h.services.games.create({ name: 'League game', event_id: eventId })
  await setGame(h, id, { corners: players, status: 'finished', mode: 'competition' })
  h.take()
  return id
}

describe('the scores service publishes, for score entries', () => {
  it('an entry without double entry: the scored game to everyone, then the entries to administrators and scorers', async () => {
    const id = await finishedGame(false)
    const view = await h.services.scores.enter(id, POINTS, first)
    expect(take()).toEqual([
      { event: 'game', data: recordOf(h, id), audience: 'everyone' },
      { event: 'score_entries', data: view, audience: 'scorers' },
    ])
  })

  it('with double entry: the first entry (waiting) and a disagreeing one (held) publish the entries only; the resolution the game and the entries', async () => {
    const id = await finishedGame(true)
    const waiting = await h.services.scores.enter(id, POINTS, first)
    expect(waiting.state).toBe('waiting')
    expect(take()).toEqual([{ event: 'score_entries', data: waiting, audience: 'scorers' }])
    const held = await h.services.scores.enter(id, { ...POINTS, blue: 5 }, second)
    expect(held.state).toBe('held')
    expect(take()).toEqual([{ event: 'score_entries', data: held, audience: 'scorers' }])
    const resolved = await h.services.scores.resolve(id, { entry_id: held.entries[0].id }, first)
    expect(take()).toEqual([
      { event: 'game', data: recordOf(h, id), audience: 'everyone' },
      { event: 'score_entries', data: resolved, audience: 'scorers' },
    ])
  })

  it('with double entry: an agreeing second entry publishes the game and the entries', async () => {
    const id = await finishedGame(true)
    await h.services.scores.enter(id, POINTS, first)
    take()
    const agreed = await h.services.scores.enter(id, POINTS, second)
    expect(agreed.state).toBe('none')
    expect(take()).toEqual([
      { event: 'game', data: recordOf(h, id), audience: 'everyone' },
      { event: 'score_entries', data: agreed, audience: 'scorers' },
    ])
  })

  it('nothing for a refused entry or resolution, or a read', async () => {
    const id = await finishedGame(true)
    await h.services.scores.enter(id, POINTS, first)
    take()
    await expect(h.services.scores.enter(id, POINTS, first)).rejects.toBeInstanceOf(Conflict)
    await expect(h.services.scores.resolve(id, { entry_id: 999 }, first)).rejects.toBeInstanceOf(NotFound)
    h.services.scores.entries(id)
    expect(take()).toEqual([])
  })

  it('the double entry setting: event_scoring to everyone', async () => {
    const { id: eventId } = await h.services.events.create({ name: 'Cup', start_time: 1_795_420_800, end_time: 1_795_464_000 })
    take()
    await h.services.scores.setScoring(eventId, { double_entry: true })
    expect(take()).toEqual([{ event: 'event_scoring', data: { event_id: eventId, double_entry: true }, audience: 'everyone' }])
    await expect(h.services.scores.setScoring(eventId + 100, { double_entry: true })).rejects.toBeInstanceOf(NotFound)
    expect(take()).toEqual([])
  })
})

describe('the users service publishes, for the scorer flag', () => {
  it('users_changed to administrators only; nothing for an unknown user', async () => {
    expect(await h.services.users.setScorer(second.id, true)).toEqual({ admin: false, scorer: true })
    expect(take()).toEqual([{ event: 'users_changed', data: {}, audience: 'admins' }])
    await expect(h.services.users.setScorer(999, true)).rejects.toBeInstanceOf(NotFound)
    expect(take()).toEqual([])
  })
})
