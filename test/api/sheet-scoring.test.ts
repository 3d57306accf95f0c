// Issue 30 over real HTTP: games scored by items with the event's score sheet — the same standings and knockout seeding
// as the equivalent numbers, a red card's 0 league points and its reason on the standings, tie-breakers, a replay that
// keeps the history, a change of sheet that leaves committed results alone, and the scorers' live sheets (kept at every
// tap, running totals to the screens, stale versions ignored, commit by agreement, a difference held for the head scorer).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LiveListener } from '../../src-main/arena/live-bus'
import { startTestServer, type Answer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let scorerA: string
let scorerB: string
let players: number[]
let contract: ContractCheck

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  players = [await t.createUser(admin, 'Red Team'), await t.createUser(admin, 'Yellow Team'), await t.createUser(admin, 'Green Team'), await t.createUser(admin, 'Blue Team')]
  ;[, scorerA] = await t.createScorer(admin, 'Scorer A')
  ;[, scorerB] = await t.createScorer(admin, 'Scorer B')
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

/** Ends whatever game a test left running, so that the next may start one. */
beforeEach(async () => {
  const running = (await t.call('GET', '/arena', { token: admin })).body?.game?.id
  if (typeof running === 'number') await t.call('POST', `/arena/games/${running}/stop`, { token: admin })
})

const MORNING = 1_795_420_800

/** Cans 3 each (at most 60 with the shelf's 5 each), parked 10; a foul gives 5 to each other corner; most cans first. */
const SHEET = {
  version: 1,
  items: [
    { kind: 'count', id: 'cans', label: 'Cans in the zone', max: 20, points: 3 },
    { kind: 'count', id: 'shelf', label: 'Cans on the shelf', max: 10, points: 5 },
    { kind: 'yes_no', id: 'parked', label: 'Parked at the end', points: 10 },
  ],
  penalties: [{ id: 'foul', label: 'Foul', points: 5, max: 10, to: 'others' }],
  caps: [{ id: 'all_cans', label: 'Cans', items: ['cans', 'shelf'], max_points: 60 }],
  tie_breakers: [{ prefer: 'most', of: 'cans' }],
}
const NO_TIE_BREAKERS = { ...SHEET, tie_breakers: [] }

type Entry = { items: Record<string, number | boolean>; penalties: Record<string, number>; card: 'yellow' | 'red' | null; card_reason?: string }
const entry = (cans: number, extra: Partial<Entry> = {}): Entry => ({ items: { cans }, penalties: {}, card: null, ...extra })
const byColour = (entries: Array<Entry | null>) => ({ red: entries[0], yellow: entries[1], green: entries[2], blue: entries[3] })

async function createEvent(name: string, sheet?: unknown): Promise<number> {
  const created = await t.call('POST', '/events', { token: admin, json: { name, start_time: MORNING, end_time: MORNING + 36_000 } })
  expect(created.status, created.text).toBe(201)
  if (sheet) expect((await t.call('PUT', `/events/${created.body.id}/score-sheet`, { token: admin, json: sheet })).status).toBe(200)
  return created.body.id
}

async function seatedGame(eventId: number, corners: Array<number | null> = players): Promise<number> {
  const created = await t.call('POST', '/games', { token: admin, json: { name: 'League game', event_id: eventId } })
  expect(created.status, created.text).toBe(201)
  const [red, yellow, green, blue] = corners
  expect((await t.call('PUT', `/games/${created.body.id}/corners`, { token: admin, json: { red, yellow, green, blue } })).status).toBe(200)
  return created.body.id
}

async function start(id: number): Promise<void> {
  const started = await t.call('POST', `/arena/games/${id}/start`, { token: admin, json: { mode: 'competition' } })
  expect(started.status, started.text).toBe(200)
}

async function stop(id: number): Promise<void> {
  expect((await t.call('POST', `/arena/games/${id}/stop`, { token: admin })).status).toBe(200)
  await t.server.services.arena.settled()
}

async function finishedGame(eventId: number, corners: Array<number | null> = players): Promise<number> {
  const id = await seatedGame(eventId, corners)
  await start(id)
  await stop(id)
  return id
}

function sheetScores(id: number, entries: Array<Entry | null>, token = admin): Promise<Answer> {
  return t.call('PUT', `/games/${id}/sheet-scores`, { token, json: byColour(entries) })
}

function liveSheet(id: number, corner: string, json: { entry: Entry; version: number; submitted: boolean }, token: string): Promise<Answer> {
  return t.call('PUT', `/games/${id}/live-sheets/${corner}`, { token, json })
}

const ranking = (answer: Answer) => (answer.body.rows as Array<Record<string, unknown>>).map(({ rank, user_id, league_points, game_points, games_played }) => ({ rank, user_id, league_points, game_points, games_played }))

describe('a game scored by items', () => {
  it('gives the same Game records, standings and knockout seeding as the equivalent game points', async () => {
    const bySheet = await createEvent('By items', NO_TIE_BREAKERS)
    const byNumber = await createEvent('By numbers')
    // Red: 7 cans + parked, fouls once (5 to each other); yellow 9 cans; green 12 cans + 6 on the shelf (96 → 60 cap); blue parked.
    const games: Array<Array<Entry | null>> = [
      [entry(7, { items: { cans: 7, parked: true }, penalties: { foul: 1 } }), entry(9), entry(12, { items: { cans: 12, shelf: 6 } }), entry(0, { items: { parked: true } })],
      [entry(2), entry(2), null, entry(5)],
    ]
    const numbers = [[31, 32, 65, 15], [6, 6, null, 15]]
    for (const [index, entries] of games.entries()) {
      const byItems = await sheetScores(await finishedGame(bySheet), entries)
      expect(byItems.status, byItems.text).toBe(200)
      contract.conforms('put', '/api/v1/games/{game_id}/sheet-scores', byItems, 200)
      const [red, yellow, green, blue] = numbers[index]
      const plain = await t.call('PUT', `/games/${await finishedGame(byNumber)}/scores`, { token: admin, json: { red, yellow, green, blue } })
      expect(plain.status, plain.text).toBe(200)
      expect(byItems.body.game_points).toEqual(plain.body.game_points)
      expect(byItems.body.league_points).toEqual(plain.body.league_points)
    }
    const [itemsStandings, numberStandings] = await Promise.all([bySheet, byNumber].map((id) => t.call('GET', `/events/${id}/standings`, { token: admin })))
    contract.conforms('get', '/api/v1/events/{event_id}/standings', itemsStandings, 200)
    expect(ranking(itemsStandings)).toEqual(ranking(numberStandings))
    for (const id of [bySheet, byNumber]) expect((await t.call('POST', `/events/${id}/knockouts`, { token: admin, json: { players: 4, start_time: MORNING + 7200 } })).status).toBe(201)
    const [itemsKnockout, numberKnockout] = await Promise.all([bySheet, byNumber].map((id) => t.call('GET', `/events/${id}/knockouts`, { token: admin })))
    const seating = (answer: Answer) => (answer.body.games as Array<{ corners: unknown }>).map((game) => game.corners)
    expect(seating(itemsKnockout)).toEqual(seating(numberKnockout))
  })

  it('keeps the committed entries and each corner’s points item by item (GET sheet-score)', async () => {
    const event = await createEvent('Sheet score', SHEET)
    const id = await finishedGame(event)
    expect((await sheetScores(id, [entry(7, { penalties: { foul: 2 } }), entry(3), null, entry(1)])).status).toBe(200)
    const read = await t.call('GET', `/games/${id}/sheet-score`, { token: scorerA })
    expect(read.status, read.text).toBe(200)
    contract.conforms('get', '/api/v1/games/{game_id}/sheet-score', read, 200)
    expect(read.body).toMatchObject({ game_id: id, revision: 1, sheet: SHEET, game_points: [21, 19, null, 13], ranking_points: [21, 19, null, 13] })
    expect(read.body.corners[0]).toMatchObject({ item_points: { cans: 21, shelf: 0, parked: 0 }, cap_points: { all_cans: 21 }, points_to_each_other: 10, points_received: 0 })
    expect((await t.call('GET', `/games/${await finishedGame(await createEvent('Plain'))}/sheet-score`, { token: admin })).status).toBe(404)
  })

  it('is refused with a 422 naming the item, a 409 for PUT /scores, and a missing corner', async () => {
    const event = await createEvent('Refusals', SHEET)
    const id = await finishedGame(event)
    const wrong = await sheetScores(id, [entry(21), { items: { wings: 1 }, penalties: {}, card: null }, entry(0), entry(0)])
    expect(wrong.status).toBe(422)
    expect((wrong.body.detail as Array<{ loc: unknown[] }>).map((item) => item.loc)).toEqual([['body', 'red', 'items', 'cans'], ['body', 'yellow', 'items', 'wings']])
    const missing = await t.call('PUT', `/games/${id}/sheet-scores`, { token: admin, json: { red: entry(1), yellow: entry(1), green: entry(1) } })
    expect(missing.status).toBe(422)
    expect(missing.body.detail[0].loc).toEqual(['body', 'blue'])
    const plain = await t.call('PUT', `/games/${id}/scores`, { token: admin, json: { red: 1, yellow: 1, green: 1, blue: 1 } })
    expect(plain.status).toBe(409)
    expect(plain.body.detail).toContain('score sheet')
    expect((await t.call('GET', `/games/${id}`, { token: admin })).body.status).toBe('finished')
  })
})

describe('cards, tie-breakers and replays', () => {
  it('a red card: 0 league points, its game points kept on the record but not counted, the reason on the standings', async () => {
    const event = await createEvent('Red card', SHEET)
    const id = await finishedGame(event)
    const scored = await sheetScores(id, [entry(10, { card: 'red', card_reason: 'Rammed the blue robot' }), entry(5), entry(4, { card: 'yellow' }), entry(1)])
    expect(scored.status, scored.text).toBe(200)
    expect(scored.body.game_points).toEqual([30, 15, 12, 3])
    expect(scored.body.league_points).toEqual([0, 8, 6, 4])
    const standings = await t.call('GET', `/events/${event}/standings`, { token: admin })
    contract.conforms('get', '/api/v1/events/{event_id}/standings', standings, 200)
    const red = (standings.body.rows as Array<Record<string, unknown>>).find((row) => row.user_id === players[0])
    expect(red).toMatchObject({ league_points: 0, game_points: 0, games_played: 1, disqualifications: [{ game_id: id, game_name: 'League game', reason: 'Rammed the blue robot' }] })
  })

  it('the sheet’s tie-breakers rank players equal on league and game points, before the name', async () => {
    const event = await createEvent('Tie-break', SHEET)
    // Red (A…) and blue tie on 20 points each game; blue has more cans (most cans first) though red's name comes first.
    const id = await finishedGame(event, [players[0], null, null, players[3]])
    expect((await sheetScores(id, [entry(0, { items: { cans: 0, shelf: 2, parked: true } }), null, null, entry(5, { items: { cans: 5, shelf: 1 } })])).status).toBe(200)
    const standings = await t.call('GET', `/events/${event}/standings`, { token: admin })
    expect((standings.body.rows as Array<Record<string, unknown>>).map((row) => [row.user_id, row.rank, row.tie_breakers])).toEqual([
      [players[3], 1, [5]],
      [players[0], 2, [0]],
    ])
  })

  it("a knockout game: players tied on points are ordered by the sheet's tie-breaker before the seed", async () => {
    const event = await createEvent('Knockout by items', SHEET)
    const more = [await t.createUser(admin, 'Team E'), await t.createUser(admin, 'Team F'), await t.createUser(admin, 'Team G'), await t.createUser(admin, 'Team H')]
    const shelf = (count: number): Entry => ({ items: { shelf: count }, penalties: {}, card: null })
    // Seeds by game points: players[0] 40, more[0] 35, players[1] 30, more[1] 25, … (no cans: the tie-breaker plays no part).
    expect((await sheetScores(await finishedGame(event, players), [shelf(8), shelf(6), shelf(4), shelf(2)])).status).toBe(200)
    expect((await sheetScores(await finishedGame(event, more), [shelf(7), shelf(5), shelf(3), shelf(1)])).status).toBe(200)
    const seeds = ((await t.call('GET', `/events/${event}/standings`, { token: admin })).body.rows as Array<{ user_id: number }>).map((row) => row.user_id)
    expect(seeds).toEqual([players[0], more[0], players[1], more[1], players[2], more[2], players[3], more[3]])
    expect((await t.call('POST', `/events/${event}/knockouts`, { token: admin, json: { players: 8, start_time: MORNING + 7200 } })).status).toBe(201)
    const bracket = (await t.call('GET', `/events/${event}/knockouts`, { token: admin })).body.games as Array<{ id: number; corners: Array<number | null>; tournament_round: number }>
    const first = bracket.find((one) => one.tournament_round === 1)!
    // The best seed wins; the other three tie on 15 points: the worst seed of them has the most cans and goes through.
    const bySeed = [...first.corners].sort((a, b) => seeds.indexOf(a!) - seeds.indexOf(b!))
    const worst = bySeed[3]
    const entries = first.corners.map((id) => (id === bySeed[0] ? shelf(6) : id === worst ? entry(5) : shelf(3)))
    const id = first.id
    await start(id)
    await stop(id)
    expect((await sheetScores(id, entries)).status).toBe(200)
    // The other game: its top scorer gets a red card and finishes last; the next two go through.
    const second = bracket.filter((one) => one.tournament_round === 1)[1]
    const ranked = second.corners.filter((one): one is number => one !== null)
    await start(second.id)
    await stop(second.id)
    const carded = second.corners.map((player) => (player === ranked[0] ? shelf(9) : player === ranked[1] ? { ...shelf(9), card: 'red' as const } : player === null ? null : shelf(ranked.indexOf(player))))
    expect((await sheetScores(second.id, carded)).status).toBe(200)
    const final = (await t.call('GET', `/events/${event}/knockouts`, { token: admin })).body.games.find((one: { tournament_round: number }) => one.tournament_round === 2)
    expect(final.corners.filter((one: number | null) => one !== null).sort()).toEqual([bySeed[0], worst, ranked[0], ranked[3]].sort())
  })

  it('a replay puts the game back to scheduled and keeps every earlier change in the score history', async () => {
    const event = await createEvent('Replay', SHEET)
    const id = await seatedGame(event)
    await start(id)
    expect((await t.call('POST', `/arena/games/${id}/corners/green/stop`, { token: admin })).status).toBe(200)
    await stop(id)
    expect((await sheetScores(id, [entry(1), entry(2), entry(3), entry(4)])).status).toBe(200)
    expect((await t.call('POST', `/games/${id}/replay`, { token: scorerA, json: { reason: 'Field fault' } })).status).toBe(403)
    const replayed = await t.call('POST', `/games/${id}/replay`, { token: admin, json: { reason: 'Field fault' } })
    expect(replayed.status, replayed.text).toBe(200)
    contract.conforms('post', '/api/v1/games/{game_id}/replay', replayed, 200)
    expect(replayed.body).toMatchObject({ status: 'scheduled', started: false, scored: false, game_points: [null, null, null, null] })
    const history = await t.call('GET', `/games/${id}/score-history`, { token: admin })
    contract.conforms('get', '/api/v1/games/{game_id}/score-history', history, 200)
    expect(history.body).toMatchObject([
      { game_points_before: null, game_points_after: [3, 6, 9, 12], revision: 1, entries: [entry(1), entry(2), entry(3), entry(4)] },
      { kind: 'replay', reason: 'Field fault', game_points_before: [3, 6, 9, 12], game_points_after: [null, null, null, null] },
    ])
    expect((await t.call('GET', `/games/${id}/sheet-score`, { token: admin })).status).toBe(404)
    expect((await t.call('GET', `/arena/games/${id}/corners`, { token: admin })).body.corners, 'the stopped corner plays again').toEqual(['playing', 'playing', 'playing', 'playing'])
    expect((await t.call('POST', `/games/${id}/replay`, { token: admin, json: { reason: 'again' } })).status, 'a scheduled game').toBe(409)
    await start(id)
    await stop(id)
    expect((await sheetScores(id, [entry(2), entry(2), entry(2), entry(2)])).body.game_points).toEqual([6, 6, 6, 6])
    expect((await t.call('GET', `/games/${id}/score-history`, { token: admin })).body).toHaveLength(3)
  })

  it('a change of sheet leaves committed results alone; a correction scores with the new sheet', async () => {
    const event = await createEvent('Sheet change', SHEET)
    const id = await finishedGame(event)
    expect((await sheetScores(id, [entry(4), entry(2), null, entry(0)])).body.game_points).toEqual([12, 6, null, 0])
    const before = await t.call('GET', `/events/${event}/standings`, { token: admin })
    const changed = { ...SHEET, items: SHEET.items.map((item) => (item.id === 'cans' ? { ...item, points: 10 } : item)) }
    expect((await t.call('PUT', `/events/${event}/score-sheet`, { token: admin, json: changed })).body.revision).toBe(2)
    expect((await t.call('GET', `/games/${id}`, { token: admin })).body.game_points).toEqual([12, 6, null, 0])
    expect((await t.call('GET', `/events/${event}/standings`, { token: admin })).body).toEqual(before.body)
    expect((await t.call('GET', `/games/${id}/sheet-score`, { token: admin })).body).toMatchObject({ revision: 1, sheet: SHEET, game_points: [12, 6, null, 0] })
    expect((await sheetScores(id, [entry(4), entry(2), null, entry(0)])).body.game_points).toEqual([40, 20, null, 0])
    expect((await t.call('GET', `/games/${id}/sheet-score`, { token: admin })).body).toMatchObject({ revision: 2, sheet: changed })
  })
})

describe("scorers' live sheets", () => {
  it('are kept at every tap, give the screens running totals, ignore a stale version, and commit when two scorers agree', async () => {
    const event = await createEvent('Live', SHEET)
    expect((await t.call('PUT', `/events/${event}/scoring`, { token: admin, json: { double_entry: true } })).status).toBe(200)
    const id = await seatedGame(event, [players[0], players[1], null, null])
    expect((await liveSheet(id, 'red', { entry: entry(1), version: 1, submitted: false }, scorerA)).status, 'before the start').toBe(409)
    await start(id)
    const heard: Array<{ event: string; data: Record<string, unknown> }> = []
    const listener: LiveListener = {
      isAdmin: false,
      write(text) {
        const match = /^event: (.*)\ndata: (.*)\n\n$/s.exec(text)
        if (match) heard.push({ event: match[1], data: JSON.parse(match[2]) })
        return true
      },
      close() {},
    }
    t.server.services.live.add(listener)
    const tap = await liveSheet(id, 'red', { entry: entry(3, { penalties: { foul: 1 } }), version: 2, submitted: false }, scorerA)
    expect(tap.status, tap.text).toBe(200)
    contract.conforms('put', '/api/v1/games/{game_id}/live-sheets/{corner}', tap, 200)
    expect(tap.body.running).toEqual([9, null, null, null])
    expect(heard.filter((one) => one.event === 'live_score').map((one) => one.data)).toEqual([{ game_id: id, game_points: [9, null, null, null] }])
    expect(heard.some((one) => one.event === 'live_sheets'), 'a team stream does not hear the sheets').toBe(false)
    const yellow = await liveSheet(id, 'yellow', { entry: entry(2), version: 1, submitted: false }, scorerB)
    expect(yellow.body.running).toEqual([9, 11, null, null])
    const stale = await liveSheet(id, 'red', { entry: entry(0), version: 1, submitted: false }, scorerA)
    expect(stale.status).toBe(200)
    expect(stale.body.running, 'an older send never undoes a newer one').toEqual([9, 11, null, null])
    expect((await liveSheet(id, 'red', { entry: entry(3), version: 3, submitted: true }, scorerA)).status, 'submitted while running').toBe(409)
    const bad = await liveSheet(id, 'red', { entry: { items: { cans: 99 }, penalties: {}, card: null }, version: 4, submitted: false }, scorerA)
    expect(bad.status).toBe(422)
    expect(bad.body.detail[0].loc).toEqual(['body', 'entry', 'items', 'cans'])
    expect((await liveSheet(id, 'green', { entry: entry(1), version: 1, submitted: false }, scorerA)).status, 'an empty corner').toBe(409)
    t.server.services.live.remove(listener)
    await stop(id)
    const redSheet = entry(3, { penalties: { foul: 1 } })
    for (const [token, version] of [[scorerA, 5], [scorerB, 1]] as const) expect((await liveSheet(id, 'red', { entry: redSheet, version, submitted: true }, token)).status).toBe(200)
    expect((await liveSheet(id, 'yellow', { entry: entry(2), version: 2, submitted: true }, scorerB)).body.corners[1].state, 'double entry: a second person').toBe('waiting')
    const agreed = await liveSheet(id, 'yellow', { entry: entry(2), version: 1, submitted: true }, scorerA)
    expect(agreed.body.corners.map((corner: { state: string }) => corner.state)).toEqual(['ready', 'ready', 'empty', 'empty'])
    const game = await t.call('GET', `/games/${id}`, { token: admin })
    expect(game.body).toMatchObject({ status: 'scored', game_points: [9, 11, null, null] })
    expect(agreed.body.sheets.every((sheet: { committed: boolean }) => sheet.committed)).toBe(true)
  })

  it('a difference is held, item by item, until the head scorer commits a sheet', async () => {
    const event = await createEvent('Held', SHEET)
    expect((await t.call('PUT', `/events/${event}/scoring`, { token: admin, json: { double_entry: true } })).status).toBe(200)
    const id = await finishedGame(event, [players[0], null, null, null])
    await liveSheet(id, 'red', { entry: entry(4, { items: { cans: 4, parked: true } }), version: 1, submitted: true }, scorerA)
    const held = await liveSheet(id, 'red', { entry: entry(5, { items: { cans: 5, parked: true }, card: 'yellow' }), version: 1, submitted: true }, scorerB)
    expect(held.body.corners[0]).toEqual({ state: 'differs', differs: ['cans', 'card'] })
    expect((await t.call('GET', `/games/${id}`, { token: admin })).body.status).toBe('finished')
    expect((await sheetScores(id, [entry(5, { items: { cans: 5, parked: true } })], scorerA)).status, 'double entry: a scorer does not commit directly').toBe(409)
    const read = await t.call('GET', `/games/${id}/live-sheets`, { token: scorerA })
    contract.conforms('get', '/api/v1/games/{game_id}/live-sheets', read, 200)
    expect(read.body.sheets.map((sheet: { scorer_name: string }) => sheet.scorer_name).sort()).toEqual(['Scorer A', 'Scorer B'])
    const resolved = await sheetScores(id, [entry(5, { items: { cans: 5, parked: true } }), null, null, null])
    expect(resolved.body).toMatchObject({ status: 'scored', game_points: [25, null, null, null] })
  })

  it('assignments: saved for the event and per game, refused for an unknown user or a game of another event', async () => {
    const event = await createEvent('Assigned', SHEET)
    const id = await seatedGame(event)
    const me = (await t.call('GET', '/auth/me', { token: scorerA })).body.id
    const body = { assignments: [{ user_id: me, game_id: null, corners: ['red', 'yellow'] }, { user_id: me, game_id: id, corners: ['blue'] }] }
    const saved = await t.call('PUT', `/events/${event}/scorer-assignments`, { token: admin, json: body })
    expect(saved.status, saved.text).toBe(200)
    expect((await t.call('GET', `/events/${event}/scorer-assignments`, { token: scorerA })).body).toEqual(body)
    const other = await seatedGame(await createEvent('Other'))
    const refused = await t.call('PUT', `/events/${event}/scorer-assignments`, { token: admin, json: { assignments: [{ user_id: 99_999, game_id: other, corners: ['red'] }] } })
    expect(refused.status).toBe(422)
    expect(refused.body.detail.map((item: { loc: unknown[] }) => item.loc)).toEqual([['body', 'assignments', 0, 'user_id'], ['body', 'assignments', 0, 'game_id']])
  })
})
