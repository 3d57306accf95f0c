// Standings kept up to date as games are scored: after each step of a table of cases (scores, corrections, removals, red
// cards, tie-breakers, a points-table change, a game moved out of the league or to another event, players renamed or
// deleted) the kept standings equal a full build from every game, and only a change to every game's share builds again.
import { describe, expect, it, vi } from 'vitest'
import type { StoredGame } from '../../src-main/domain/game-record'
import { eventStandings } from '../../src-main/services/standings.service'
import { writeGameSheetScore } from '../../src-main/store/game-sheet-scores.repo'
import { deleteGame, findGame, insertGame, updateGame } from '../../src-main/store/games.repo'
import { deleteScoreSheet, writeScoreSheet } from '../../src-main/store/score-sheets.repo'
import { updateUser } from '../../src-main/store/users.repo'
import { useTestServices, type ServiceHarness } from '../support/service-harness'
import { CANS, DISTANCE, entryOf, sheetOf } from '../support/score-sheets'
import { addPlayers, CREATED_AT } from './competition-fixtures'

let h: ServiceHarness
/** While set, each journal append waits for it (a slow disk): the write is committed in memory, not yet durable. */
let appendHeld: Promise<void> | undefined
/** While set, each journal append fails (the write is undone in memory). */
let appendFails = false
useTestServices(
  (opened) => {
    h = opened
    appendHeld = undefined
    appendFails = false
  },
  {
    store: {
      beforeAppend: async () => {
        await appendHeld
        if (appendFails) throw new Error('the disk is full')
      },
    },
  },
)

const DAY = { start_time: 1_795_420_800, end_time: 1_795_464_000 }
const TIE_SHEET = sheetOf([CANS, DISTANCE], { tie_breakers: [{ of: 'cans', prefer: 'most' }, { of: 'distance', prefer: 'fewest' }] })

interface World {
  league: number
  other: number
  players: number[]
  /** Games by their name in the steps. */
  games: Record<string, number>
}

function change(id: number, changes: Partial<StoredGame>): Promise<void> {
  return h.store.write((db) => updateGame(db, { ...findGame(db, id)!, ...changes }))
}

/** Scores the game by items: its entries (cans, distance per corner; a card with its reason) and its points. */
function scoreByItems(w: World, name: string, revision: number, values: Array<[number, number]>, points: number[], card?: { corner: number; reason: string }): Promise<void> {
  const id = w.games[name]
  const entries = values.map(([cans, distance], corner) => ({ ...entryOf({ cans, distance }), ...(card?.corner === corner ? { card: 'red' as const, card_reason: card.reason } : {}) }))
  return h.store.write((db) => {
    writeGameSheetScore(db, { game_id: id, event_id: w.league, revision, entries })
    const disqualified = card ? [0, 1, 2, 3].map((corner) => corner === card.corner) : undefined
    updateGame(db, { ...findGame(db, id)!, status: 'scored', points: [...points, null, null, null, null].slice(0, 4), disqualified })
  })
}

async function score(w: World, name: string, points: Array<number | null>): Promise<void> {
  const id = w.games[name]
  if (!['finished', 'scored'].includes(findGameNow(id).status)) await change(id, { status: 'finished', mode: 'competition' })
  const [red, yellow, green, blue] = findGameNow(id).corners.map((seat, corner) => (seat === null ? undefined : points[corner]))
  await h.services.scores.score(id, { red, yellow, green, blue }, { id: 1, name: 'admin' })
}

const findGameNow = (id: number) => h.store.read((db) => findGame(db, id)!)

type Step = [name: string, act: (w: World) => Promise<unknown>, builds?: 'builds again']

const STEPS: Step[] = [
  ['a game scored', (w) => score(w, 'L1', [40, 30, 20, 10])],
  ['a game scored with a no-show', (w) => score(w, 'L2', [12, null, 7, 7])],
  ['a score corrected', (w) => score(w, 'L1', [10, 30, 20, 40])],
  ['a red card on a scored game', (w) => change(w.games.L2, { disqualified: [true, false, false, false] })],
  ['players seated in a scheduled game', (w) => change(w.games.L3, { corners: [w.players[4], w.players[5], w.players[0], null] })],
  ['the running order changed', (w) => change(w.games.L3, { play_order: 99 })],
  ['a new league game', (w) => h.store.write((db) => (w.games.L5 = insertGame(db, { event_id: w.league, name: 'L5', league: true, tournament_round: null, play_order: 5, start_time: null, end_time: null }, CREATED_AT, [w.players[6], w.players[1], null, null])))],
  ['a knockout game scored (left out)', (w) => change(w.games.K1, { status: 'scored', points: [100, 0, null, null] })],
  ['the points table changed', (w) => h.services.events.update(w.league, { points_table: [10, 5, 2, 1] }), 'builds again'],
  ['a scored game moved out of the league', (w) => change(w.games.L2, { league: false, tournament_round: 1 })],
  ['a scored game back in the league', (w) => change(w.games.L2, { league: true, tournament_round: null })],
  ['a game moved to the other event', (w) => change(w.games.L4, { event_id: w.other })],
  ['a game removed', (w) => h.store.write((db) => deleteGame(db, w.games.L3))],
  ['a player renamed (ties go by name)', (w) => h.store.write((db) => updateUser(db, w.players[3], { name: 'aardvark' }))],
  ['a player deleted from a scheduled game', async (w) => h.services.users.remove(w.players[6], await h.adminPrincipal())],
  ['the event named anew (nothing to build)', (w) => h.services.events.update(w.league, { name: 'Renamed league' })],
  ['a score sheet with tie-breakers', (w) => h.store.write((db) => writeScoreSheet(db, w.league, TIE_SHEET, CREATED_AT)), 'builds again'],
  ['a game scored by items', (w) => scoreByItems(w, 'L6', 1, [[3, 0.1], [3, 0.2], [1, 0.3], [0, 0]], [15, 15, 5, 0])],
  ['a game scored by items with a red card', (w) => scoreByItems(w, 'L7', 1, [[2, 0.2], [2, 0.1], [1, 0.3], [4, 0.3]], [15, 15, 5, 30], { corner: 3, reason: 'Rammed the wall' })],
  ['a correction by items lifts the card', (w) => scoreByItems(w, 'L7', 1, [[2, 0.2], [2, 0.1], [1, 0.3], [4, 0.3]], [15, 15, 5, 30])],
  ['the tie-breakers changed', (w) => h.store.write((db) => writeScoreSheet(db, w.league, { ...TIE_SHEET, tie_breakers: [{ of: 'distance', prefer: 'most' }] }, CREATED_AT)), 'builds again'],
  ['the score sheet removed', (w) => h.store.write((db) => deleteScoreSheet(db, w.league)), 'builds again'],
  ['a game scored after the sheet went', (w) => score(w, 'L1', [1, 2, 3, 4])],
]

async function world(): Promise<World> {
  const players = await addPlayers(h, 8)
  const league = (await h.services.events.create({ name: 'League', ...DAY })).id
  const other = (await h.services.events.create({ name: 'Other', ...DAY })).id
  const games: Record<string, number> = {}
  const seats: Record<string, number[]> = { L1: [0, 1, 2, 3], L2: [0, 1, 4, 5], L3: [2, 3], L4: [5, 6, 7], L6: [0, 1, 2, 3], L7: [4, 5, 6, 7], K1: [0, 1] }
  await h.store.write((db) => {
    Object.entries(seats).forEach(([name, seated], index) => {
      const corners = [0, 1, 2, 3].map((corner) => (seated[corner] === undefined ? null : players[seated[corner]]))
      games[name] = insertGame(db, { event_id: league, name, league: !name.startsWith('K'), tournament_round: name.startsWith('K') ? 1 : null, play_order: index + 1, start_time: null, end_time: null }, CREATED_AT, corners)
    })
  })
  return { league, other, players, games }
}

describe('standings kept up to date, table of cases', () => {
  it('equal a full build after every step; only a change to every game builds again', async () => {
    const w = await world()
    const built = () => h.store.read((db) => [eventStandings(db, w.league), eventStandings(db, w.other)])
    const kept = () => [h.services.standings.of(w.league), h.services.standings.of(w.other)]
    expect(kept()).toEqual(built())
    let builds = h.services.standings.builds
    expect(builds).toBe(2)
    for (const [name, act, again] of STEPS) {
      await act(w)
      expect(kept(), name).toEqual(built())
      expect(h.services.standings.builds - builds, `${name}: builds`).toBe(again ? 1 : 0)
      builds = h.services.standings.builds
    }
    const last = h.services.standings.of(w.league)
    expect(last.rows.some((row) => row.league_points > 0)).toBe(true)
    expect(last.rows.find((row) => row.user_id === w.players[3])?.name).toBe('aardvark')
  })

  it('a transaction that touches more games than a build reads builds again', async () => {
    const w = await world()
    h.services.standings.of(w.league)
    const builds = h.services.standings.builds
    await h.store.write((db) => {
      for (let index = 0; index < 1_001; index += 1) insertGame(db, { event_id: w.league, name: `Bulk ${index}`, league: true, tournament_round: null, play_order: 100 + index, start_time: null, end_time: null }, CREATED_AT, [w.players[index % 8], null, null, null])
    })
    expect(h.services.standings.of(w.league)).toEqual(h.store.read((db) => eventStandings(db, w.league)))
    expect(h.services.standings.builds - builds).toBe(1)
  })

  it('a page is a stretch of the whole, with the total', async () => {
    const w = await world()
    await score(w, 'L1', [40, 30, 20, 10])
    const whole = h.services.standings.of(w.league)
    expect(h.services.standings.page(w.league, {})).toEqual({ standings: whole, total: 8 })
    expect(h.services.standings.page(w.league, { limit: 3, offset: 2 })).toEqual({ standings: { ...whole, rows: whole.rows.slice(2, 5) }, total: 8 })
    expect(h.services.standings.page(w.league, { offset: 6 }).standings.rows).toEqual(whole.rows.slice(6))
    expect(h.services.standings.page(w.league, { offset: 50 }).standings.rows).toEqual([])
  })

  it('a read while the score is on its way to the disk already sees it, as every read does', async () => {
    const w = await world()
    await change(w.games.L1, { status: 'finished', mode: 'competition' })
    h.services.standings.of(w.league)
    let release!: () => void
    appendHeld = new Promise((resolve) => (release = resolve))
    const scored = score(w, 'L1', [40, 30, 20, 10])
    try {
      await vi.waitFor(() => expect(findGameNow(w.games.L1).status).toBe('scored'))
      const seen = h.services.standings.of(w.league)
      expect(seen.rows[0].league_points).toBe(8)
      expect(seen).toEqual(h.store.read((db) => eventStandings(db, w.league)))
    } finally {
      release()
      await scored
    }
  })

  it('a score whose append failed is undone, and so are the standings', async () => {
    const w = await world()
    await change(w.games.L1, { status: 'finished', mode: 'competition' })
    const before = h.services.standings.of(w.league)
    appendFails = true
    await expect(score(w, 'L1', [40, 30, 20, 10])).rejects.toThrow()
    appendFails = false
    expect(h.services.standings.of(w.league)).toEqual(before)
    expect(h.services.standings.of(w.league)).toEqual(h.store.read((db) => eventStandings(db, w.league)))
  })
})
