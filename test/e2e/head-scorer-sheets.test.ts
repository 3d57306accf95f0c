// The head scorer with a score sheet in real Chromium (issue 30, items 2 and 3): two scorers submit different sheets for a
// corner of a finished game over real HTTP; the head scorer sees the difference item by item on the Scoring page, picks
// one scorer's value and commits — the Game record holds what the sheet gives. Then a red card with its reason, given on
// the Scoring page, shows as 0 league points and the reason on the Standings page (whole at 360 px); then a replay with
// a reason puts the game back to scheduled and the score history keeps it. The score sheets PDF, downloaded from the
// Reports page, reads back the sheet's items per corner with pdftotext.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { scoreGame } from '../../src-main/domain/score-game'
import type { CornerEntry, ScoreSheet } from '../../src-main/domain/score-sheet'
import { screenshot } from '../support/browser'
import { apiCaller, startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs, tempDir } from '../support/temp'
import { splitWords, textFitReport } from '../support/text-fit'

const SHEET: ScoreSheet = {
  version: 1,
  items: [
    { kind: 'count', id: 'cans', label: 'Cans in the zone', max: 20, points: 3 },
    { kind: 'yes_no', id: 'parked', label: 'Parked at the end', points: 10 },
  ],
  penalties: [{ id: 'minor_foul', label: 'Minor foul (5 to each opponent)', points: 5, max: 10, to: 'others' }],
  caps: [],
  tie_breakers: [],
}
const PLAYERS = ['Red Rovers', 'Yellow Yaks', 'Green Geckos', 'Blue Bots']
const COLOURS = ['red', 'yellow', 'green', 'blue'] as const
const entry = (cans: number, parked: boolean, fouls = 0): CornerEntry => ({ items: { cans, parked }, penalties: { minor_foul: fouls }, card: null })
// Ann and Ben agree everywhere but red's cans (7 against 8).
const ANN = [entry(7, true), entry(5, false, 1), entry(2, true), entry(0, false)]
const BEN = [entry(8, true), entry(5, false, 1), entry(2, true), entry(0, false)]
const REASON = 'Robot drove into the field wall at full speed twice after a warning from the head referee, against rule S3 on safe play'

let session: ConsoleSession
let token: string
let gameId: number
let redPlayer: number
let eventId: number

let api: ReturnType<typeof apiCaller>

beforeAll(async () => {
  session = await startConsole()
  token = await session.arena.login()
  api = apiCaller(session.arena, token)
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  const event = await api('POST', '/events', { name: 'Sheet Cup', start_time: t0, end_time: t0 + 8 * 3600, points_table: [8, 6, 4, 2] })
  eventId = event.id
  await api('PUT', `/events/${event.id}/score-sheet`, SHEET)
  await api('PUT', `/events/${event.id}/scoring`, { double_entry: true })
  const players: number[] = []
  for (const name of PLAYERS) players.push(await session.arena.createUser(token, name))
  redPlayer = players[0]
  gameId = await session.arena.finishedGame(token, players, { name: 'Match 1', event_id: event.id, play_order: 1 })
  // The two scorers submit their sheets over real HTTP, as their tablets do after the game.
  for (const [name, sheets] of [['Scorer Ann', ANN], ['Scorer Ben', BEN]] as const) {
    const asScorer = apiCaller(session.arena, (await session.arena.createScorer(token, name))[1])
    for (const [index, colour] of COLOURS.entries()) await asScorer('PUT', `/games/${gameId}/live-sheets/${colour}`, { entry: sheets[index], version: 1, submitted: true })
  }
}, 60_000)

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

test('the head scorer picks a value item by item and commits; a red card shows on the standings; a replay is kept in the history', { timeout: 90_000 }, async () => {
  const live = await api('GET', `/games/${gameId}/live-sheets`)
  expect(live.corners.map((corner: { state: string }) => corner.state)).toEqual(['differs', 'ready', 'ready', 'ready'])
  expect((await api('GET', `/games/${gameId}`)).status).toBe('finished')

  const { page } = session
  await session.logIn()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Scoring', exact: true }).click()
  const held = page.getByTestId(`held-${gameId}`)
  await held.getByText('Red differs at Cans in the zone').waitFor()
  await held.getByRole('button', { name: 'Compare the sheets of Match 1' }).click()

  // Red's sheets side by side, the scorers as columns, the differing row marked; the other corners agree.
  const red = page.getByTestId('sheet-corner-red')
  await red.waitFor()
  expect(await red.locator('thead th').allTextContents()).toEqual(['Item', 'Scorer Ann', 'Scorer Ben', 'To commit', 'Points'])
  const rows = await red.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-row'), tr.getAttribute('data-differs'), ...[...tr.querySelectorAll('td.sheet-scorer')].map((td) => td.textContent)]))
  expect(rows).toEqual([
    ['items.cans', 'true', '7', '8'],
    ['items.parked', 'false', 'yes', 'yes'],
    ['penalties.minor_foul', 'false', '0 fouls', '0 fouls'],
    ['card', 'false', 'no card', 'no card'],
  ])
  for (const colour of ['yellow', 'green', 'blue']) expect(await page.getByTestId(`sheet-corner-${colour}`).locator('tr[data-differs="true"]').count()).toBe(0)
  // Nothing commits until the differing row is picked.
  await page.getByRole('list', { name: 'Still to pick' }).getByText('Red: pick Cans in the zone').waitFor()
  await expect(page.getByRole('button', { name: 'Commit scores' }).isDisabled()).resolves.toBe(true)
  await screenshot(page, 'head-scorer-sheets')

  // The head scorer takes Ben's 8: red's points follow live (8 × 3 + 10 + yellow's foul 5).
  await page.getByRole('button', { name: 'Red Cans in the zone: use Scorer Ben’s 8' }).click()
  await page.getByTestId('sheet-points-red').filter({ hasText: '39 game points' }).waitFor()
  const expected = scoreGame(SHEET, BEN).game_points
  expect(expected).toEqual([39, 15, 21, 5])
  await page.getByRole('button', { name: 'Commit scores' }).click()
  await page.getByRole('status').filter({ hasText: 'Committed. Game points: Red 39 · Yellow 15 · Green 21 · Blue 5.' }).waitFor()
  expect(await api('GET', `/games/${gameId}`)).toMatchObject({ status: 'scored', game_points: expected, league_points: [8, 4, 6, 2] })
  expect(await page.getByTestId(`held-${gameId}`).count()).toBe(0)

  // A red card with its reason, given on the Scoring page: red keeps its game points but gets 0 league points.
  await page.getByRole('heading', { name: 'Correct the scores of Match 1' }).waitFor()
  await page.getByLabel('Red Card', { exact: true }).selectOption('red')
  await page.getByLabel('Red Card reason').fill(REASON)
  await page.getByTestId('league-preview-red').filter({ hasText: '0 league points' }).waitFor()
  await page.getByRole('button', { name: 'Commit scores' }).click()
  await expect.poll(async () => (await api('GET', `/games/${gameId}`)).league_points).toEqual([0, 6, 8, 4])
  expect((await api('GET', `/games/${gameId}`)).game_points).toEqual(expected)
  // The history says what the correction changed, item by item.
  await page.locator('.history-items').getByText(`Card: no card → red card (${REASON})`).waitFor()

  // The Standings page: red's 0 league points and the reason, whole on a phone's 360 px too.
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Standings', exact: true }).click()
  const redRow = page.getByRole('row').filter({ hasText: 'Red Rovers' })
  await redRow.getByText(`Disqualified in Match 1: ${REASON}`).waitFor()
  expect(await redRow.locator('td.standings-league').textContent()).toBe('0')
  const standings = await api('GET', `/events/${eventId}/standings`)
  expect(standings.rows.find((row: { user_id: number }) => row.user_id === redPlayer).disqualifications).toEqual([{ game_id: gameId, game_name: 'Match 1', reason: REASON }])
  await page.setViewportSize({ width: 360, height: 780 })
  await redRow.getByText(`Disqualified in Match 1: ${REASON}`).waitFor()
  const report = await textFitReport(page, 'x')
  expect({ cut: report.cut, outside: report.outside }).toEqual({ cut: [], outside: [] })
  expect(await splitWords(page, '.standings-disqualified')).toEqual([])
  await screenshot(page, 'standings-disqualified-360')
  await page.setViewportSize({ width: 1366, height: 768 })

  // The score sheets PDF from the Reports page: the sheet's items, its penalty and the card per corner, read back with pdftotext.
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Reports', exact: true }).click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('region', { name: 'Score sheets', exact: true }).getByRole('button', { name: 'PDF', exact: true }).click(),
  ])
  const pdfPath = join(tempDir('head-scorer-pdf'), download.suggestedFilename())
  await download.saveAs(pdfPath)
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' })
  for (const words of ['Cans in the zone', 'Parked at the end', 'Minor foul (5 to each opponent)', ...PLAYERS]) expect(text, words).toContain(words)
  expect(text.match(/Cans in the zone/g)?.length, 'the items once per corner').toBe(4)

  // A replay with its reason: the game is scheduled again, and the history keeps every scoring and the replay.
  await page.goto(`${session.origin}/scoring?game=${gameId}`)
  await page.getByRole('button', { name: 'Replay this game' }).click()
  const dialog = page.getByRole('dialog', { name: 'Replay Match 1' })
  await dialog.getByLabel('Reason for the replay').fill('Field fault: the zone sensor failed')
  await dialog.getByRole('button', { name: 'Replay', exact: true }).click()
  await dialog.waitFor({ state: 'detached' })
  await expect.poll(async () => (await api('GET', `/games/${gameId}`)).status).toBe('scheduled')
  await page.getByText('Replay: Field fault: the zone sensor failed').waitFor()
  const history = await api('GET', `/games/${gameId}/score-history`)
  expect(history.map((change: { kind?: string; reason?: string }) => [change.kind ?? 'score', change.reason ?? null])).toEqual([
    ['score', null],
    ['score', null],
    ['replay', 'Field fault: the zone sensor failed'],
  ])
  expect(await page.locator('.score-history tbody tr').count()).toBe(3)

  expect(session.browser.problems).toEqual([])
})
