// The first build of an event's standings made in slices (kept-standings.ts whenKept): reads made while it is under way
// wait for it and answer as a full build from every game, and what is written during the build — a score on a game
// already read or not read yet, a rename, a read of another event in between, a change to every game's share — is in the
// answer, never lost; a database replaced during the build starts it again. Slices of one stretch each (standingsSliceMs 0), so
// the build takes many turns of the event loop whatever the machine's speed: the test counts turns, not time.
import { describe, expect, it } from 'vitest'
import { NotFound } from '../../src-main/domain/refusals'
import { KeptStandings, type ReadDb } from '../../src-main/services/kept-standings'
import { eventStandings } from '../../src-main/services/standings.service'
import { findEvent } from '../../src-main/store/events.repo'
import { findGame, insertGame, updateGame } from '../../src-main/store/games.repo'
import { updateUser } from '../../src-main/store/users.repo'
import { useTestServices, type ServiceHarness } from '../support/service-harness'
import { addPlayers, CREATED_AT } from './competition-fixtures'

let h: ServiceHarness
useTestServices(
  (opened) => {
    h = opened
  },
  { standingsSliceMs: 0 },
)

const DAY = { start_time: 1_795_420_800, end_time: 1_795_464_000 }
/** League games of the event: with one stretch (256 games) a slice, a dozen slices and more. */
const GAMES = 3_000
const PLAYERS = 24

interface World {
  league: number
  other: number
  players: number[]
  /** A finished game waiting for its score, read in the build's first slice; and one read in its last. */
  first: number
  last: number
}

async function world(): Promise<World> {
  const players = await addPlayers(h, PLAYERS)
  const league = (await h.services.events.create({ name: 'League', ...DAY })).id
  const other = (await h.services.events.create({ name: 'Other', ...DAY })).id
  const ids = await h.store.write((db) => {
    const made: number[] = []
    for (let index = 0; index < GAMES; index += 1) {
      const corners = [0, 1, 2, 3].map((corner) => players[(index * 3 + corner * 5) % PLAYERS])
      const id = insertGame(db, { event_id: league, name: `L${index + 1}`, league: true, tournament_round: null, play_order: index + 1, start_time: null, end_time: null }, CREATED_AT, corners)
      const waiting = index === 0 || index === GAMES - 1
      const points = waiting ? [null, null, null, null] : [0, 1, 2, 3].map((corner) => (index * 7 + corner * 11) % 50)
      updateGame(db, { ...findGame(db, id)!, status: waiting ? 'finished' : 'scored', mode: 'competition', points })
      made.push(id)
    }
    insertGame(db, { event_id: other, name: 'O1', league: true, tournament_round: null, play_order: 1, start_time: null, end_time: null }, CREATED_AT, [players[0], players[1], null, null])
    return made
  })
  return { league, other, players, first: ids[0], last: ids[ids.length - 1] }
}

const admin = { id: 1, name: 'admin' }
const score = (id: number, points: number[]) => h.services.scores.score(id, { red: points[0], yellow: points[1], green: points[2], blue: points[3] }, admin)
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Waits, turn by turn, until the build under way has taken `slices` slices (fails if it never does: a build in one go). */
async function slicesTaken(slices: number): Promise<void> {
  for (let turn = 0; turn < 1_000 && h.services.standings.slices < slices; turn += 1) await nextTurn()
  expect(h.services.standings.slices, 'slices taken by the build under way').toBeGreaterThanOrEqual(slices)
}

type Case = [name: string, during: (w: World) => Promise<unknown>, check?: (w: World, answer: ReturnType<typeof eventStandings>) => void]

const CASES: Case[] = [
  ['nothing written', async () => {}],
  ['a game already read scored', (w) => score(w.first, [40, 30, 20, 10]), (w, answer) => expect(answer.unscored_games).toEqual([w.last])],
  ['a game not read yet scored', (w) => score(w.last, [1, 2, 3, 4]), (w, answer) => expect(answer.unscored_games).toEqual([w.first])],
  [
    'a player renamed',
    (w) => h.store.write((db) => updateUser(db, w.players[5], { name: 'aardvark' })),
    (w, answer) => expect(answer.rows.find((row) => row.user_id === w.players[5])?.name).toBe('aardvark'),
  ],
  [
    'a game scored, then the other event read (which brings in what was written) before the build is kept',
    async (w) => {
      await score(w.first, [40, 30, 20, 10])
      h.services.standings.of(w.other)
    },
    (w, answer) => expect(answer.unscored_games).toEqual([w.last]),
  ],
  ['the points table changed (what every game adds: built again)', (w) => h.services.events.update(w.league, { points_table: [10, 5, 2, 1] })],
]

describe('the first standings build, in slices', () => {
  it.each(CASES)('a read during the build answers as a full build: %s', async (_name, during, check) => {
    const w = await world()
    const whole = h.services.standings.pageWhenKept(w.league, {})
    await slicesTaken(3)
    expect(h.services.standings.builds, 'not kept yet').toBe(0)
    const page = h.services.standings.pageWhenKept(w.league, { limit: 10, offset: 5 })
    let writtenDuringBuild = 0
    const stop = h.store.onApplied(() => (writtenDuringBuild += h.services.standings.builds === 0 ? 1 : 0))
    await during(w)
    stop()
    const [answered, paged] = await Promise.all([whole, page])
    const full = h.store.read((db) => eventStandings(db, w.league))
    expect(answered).toEqual({ standings: full, total: PLAYERS })
    expect(paged).toEqual({ standings: { ...full, rows: full.rows.slice(5, 15) }, total: PLAYERS })
    if (_name !== 'nothing written') expect(writtenDuringBuild, 'writes applied while the build was under way').toBeGreaterThan(0)
    check?.(w, full)
    // Kept now: the next read builds nothing, and follows the next score game by game.
    const builds = h.services.standings.builds
    await score(w.last, [9, 9, 9, 9])
    expect(await h.services.standings.pageWhenKept(w.league, {})).toEqual({ standings: h.store.read((db) => eventStandings(db, w.league)), total: PLAYERS })
    expect(h.services.standings.builds).toBe(builds)
  })

  it('a database replaced during the build (what a restore or an undone append does) starts it again', async () => {
    const w = await world()
    // The kept standings on their own, told what the store applies, and reset by hand where the store would reset them.
    const kept = new KeptStandings(0)
    const stop = h.store.onApplied((record) => kept.note(record))
    const read: ReadDb = (work) => h.store.read(work)
    const answer = kept.whenKept(read, w.league, (db) => kept.of(db, findEvent(db, w.league)!))
    for (let turn = 0; turn < 1_000 && kept.slices < 3; turn += 1) await nextTurn()
    expect(kept.slices).toBeGreaterThanOrEqual(3)
    expect(kept.builds).toBe(0)
    // A game already read changes without a transaction (as in a restored file), and the store says it replaced the database.
    h.store.read((db) => updateGame(db, { ...findGame(db, w.first)!, status: 'scored', points: [40, 30, 20, 10] }))
    kept.forget()
    const answered = await answer
    stop()
    const { event_id: _, ...full } = h.store.read((db) => eventStandings(db, w.league))
    expect(answered).toEqual(full)
    expect(answered.unscored_games).toEqual([w.last])
    expect(kept.builds).toBe(1)
  })

  it('readers of the same event wait for one build; an unknown event is refused at once', async () => {
    const w = await world()
    const answers = Promise.all([h.services.standings.whenKept(w.league), h.services.standings.whenKept(w.league), h.services.standings.whenKept(w.league)])
    await expect(h.services.standings.whenKept(9_999)).rejects.toThrow(NotFound)
    const [one, two, three] = await answers
    expect(one).toEqual(h.store.read((db) => eventStandings(db, w.league)))
    expect([two, three]).toEqual([one, one])
    expect(h.services.standings.builds).toBe(1)
  })
})
