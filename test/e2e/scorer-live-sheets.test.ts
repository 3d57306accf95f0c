// Live scoring by a score sheet in real Chromium (issue 30, "Done when"): two scorer tablets, each logged in as its own scorer
// and assigned its own corners, tap a running game's counters while a venue display shows each corner's running total; every
// tap reaches the display within a second (the worst delay is printed). One tablet goes offline for 10 s mid-game and keeps
// counting; back online, its counts reach the server and the display. After the end the display freezes the totals
// (provisional), both scorers submit, and the game commits.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { expectNoSeriousViolations } from '../support/axe'
import { openBrowser, screenshot, type BrowserSession } from '../support/browser'
import { apiCaller, startConsole, type ConsoleSession } from '../support/console'
import { longestPlayerNames } from '../support/longest-names'
import { logInScorerTablet } from '../support/scorer-tablet'
import { removeTempDirs } from '../support/temp'
import { textFitReport } from '../support/text-fit'

const TABLET = { width: 1024, height: 768 }
const PLAYERS = ['Red Rovers', 'Yellow Yaks', 'Green Geckos', 'Blue Bots']
const SCORERS = [
  { name: 'Scorer Ann', password: 'ann-scorer-pass' },
  { name: 'Scorer Ben', password: 'ben-scorer-pass' },
]
/** Cans 3 points each (at most 20), parked 10; a minor foul gives 5 to each other corner. */
const SHEET = {
  version: 1,
  items: [
    { kind: 'count', id: 'cans_in_zone', label: 'Cans in the zone', max: 20, points: 3 },
    { kind: 'yes_no', id: 'parked', label: 'Parked at the end', points: 10 },
  ],
  penalties: [{ id: 'minor_foul', label: 'Minor foul', points: 5, max: 5, to: 'others' }],
  caps: [],
  tie_breakers: [],
}
/** What a tap may take to show on the venue display. */
const TAP_TO_DISPLAY_MS = 1000
const OFFLINE_MS = 10_000

let session: ConsoleSession
let token: string
let display: BrowserSession
let screen: Page
const tablets: BrowserSession[] = []
const players: number[] = []
let gameId: number

/** A call that must succeed (it throws with the answer otherwise): answers the body. */
const api = (method: string, path: string, json?: unknown) => apiCaller(session.arena, token)(method, path, json)

beforeAll(async () => {
  session = await startConsole()
  token = await session.arena.login()
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  const event = await api('POST', '/events', { name: 'Sheet Cup', start_time: t0 - 600, end_time: t0 + 8 * 3600 })
  await api('PUT', `/events/${event.id}/score-sheet`, SHEET)
  for (const [index, name] of PLAYERS.entries()) players.push((await api('POST', '/users', { name, password: `${index}-player-pass`, is_playing: true })).id)
  const scorers: number[] = []
  for (const scorer of SCORERS) {
    const user = await api('POST', '/users', { name: scorer.name, password: scorer.password, is_playing: false })
    await api('PUT', `/users/${user.id}/roles`, { scorer: true })
    scorers.push(user.id)
  }
  const [red, yellow, green, blue] = players
  gameId = (await api('POST', '/games', { name: 'Match 1', event_id: event.id, play_order: 1, start_time: t0 + 60, end_time: t0 + 210 })).id
  await api('PUT', `/games/${gameId}/corners`, { red, yellow, green, blue })
  // Ann scores red and yellow at every game; Ben scores red at every game, but green and blue at this one (its row wins).
  await api('PUT', `/events/${event.id}/scorer-assignments`, {
    assignments: [
      { user_id: scorers[0], game_id: null, corners: ['red', 'yellow'] },
      { user_id: scorers[1], game_id: null, corners: ['red'] },
      { user_id: scorers[1], game_id: gameId, corners: ['green', 'blue'] },
    ],
  })
  const hall = await api('POST', '/screens', { name: 'Hall TV', current: 'game' })
  display = await openBrowser({ width: 1920, height: 1080 })
  screen = await display.newPage()
  await screen.goto(`${session.origin}/display?key=${hall.key}`)
  for (let index = 0; index < SCORERS.length; index++) tablets.push(await openBrowser(TABLET))
})

afterAll(async () => {
  for (const tablet of tablets) await tablet.close()
  await display?.close()
  await session?.close()
  removeTempDirs()
})

const logInTablet = (index: number) => logInScorerTablet(tablets[index], session.origin, SCORERS[index], 'Sheet Cup')

/** The running total the display shows for a corner. */
const shown = (colour: string) => screen.getByTestId(`live-${colour}`).locator('.game-points')

/** Taps a button on a tablet and waits until the display shows `expected` for `colour`: answers the delay, ms. */
async function tapAndSee(tablet: Page, button: string, colour: string, expected: number): Promise<number> {
  const started = Date.now()
  await tablet.getByRole('button', { name: button, exact: true }).click()
  await shown(colour).filter({ hasText: new RegExp(`^${expected}$`) }).waitFor({ timeout: 5000 })
  return Date.now() - started
}

const liveSheets = () => api('GET', `/games/${gameId}/live-sheets`)
const sheetOf = (sheets: { sheets: Array<{ corner: string; scorer_name: string; entry: { items: Record<string, unknown>; penalties: Record<string, number> }; version: number; submitted: boolean }> }, corner: string) =>
  sheets.sheets.find((sheet) => sheet.corner === corner)

test('two tablets score a running game live; the display follows each tap within a second; an offline tablet catches up', { timeout: 120_000 }, async () => {
  const ann = await logInTablet(0)
  const ben = await logInTablet(1)
  await api('POST', `/arena/games/${gameId}/start`, { mode: 'competition' })
  await screen.getByTestId('game-state').filter({ hasText: 'NOW PLAYING' }).waitFor()

  // The running game is listed on the tablets; each opens it on its assigned corners.
  for (const tablet of [ann, ben]) {
    await tablet.getByRole('heading', { name: /Running now/ }).waitFor()
    await tablet.getByRole('button', { name: /Match 1/ }).click()
  }
  await ann.getByTestId('sheet-red').waitFor()
  expect(await ann.locator('[data-testid^="sheet-"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid')))).toEqual(['sheet-red', 'sheet-yellow'])
  await ben.getByTestId('sheet-green').waitFor()
  expect(await ben.locator('[data-testid^="sheet-"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid')))).toEqual(['sheet-green', 'sheet-blue'])
  // Touch targets: 56 px at least.
  const plus = await ann.getByRole('button', { name: 'Red Cans in the zone: one more' }).boundingBox()
  expect(Math.min(plus!.width, plus!.height)).toBeGreaterThanOrEqual(56)
  expect((await ann.getByRole('button', { name: 'Red Parked at the end: No' }).boundingBox())!.height).toBeGreaterThanOrEqual(56)
  await expectNoSeriousViolations(ann, 'the sheet tablet')

  // Taps on both tablets, each seen on the display within a second.
  const delays: number[] = []
  delays.push(await tapAndSee(ann, 'Red Cans in the zone: one more', 'red', 3))
  delays.push(await tapAndSee(ben, 'Blue Cans in the zone: one more', 'blue', 3))
  delays.push(await tapAndSee(ann, 'Red Cans in the zone: one more', 'red', 6))
  delays.push(await tapAndSee(ben, 'Green Parked at the end: No', 'green', 10))
  delays.push(await tapAndSee(ann, 'Yellow Cans in the zone: one more', 'yellow', 3))
  delays.push(await tapAndSee(ann, 'Red Cans in the zone: one more', 'red', 9))
  delays.push(await tapAndSee(ben, 'Blue Cans in the zone: one more', 'blue', 6))
  // A foul by red gives 5 to each other corner.
  delays.push(await tapAndSee(ann, 'Red Minor foul: one more', 'yellow', 8))
  expect(await ann.getByTestId('total-red').innerText()).toMatch(/^9\s*pts$/)
  await screenshot(ann, 'scorer-live-sheet')
  await screenshot(screen, 'display-live-totals')
  console.log(`tap → display: worst ${Math.max(...delays)} ms, all ${delays.join(', ')} ms`)
  for (const delay of delays) expect(delay).toBeLessThan(TAP_TO_DISPLAY_MS)

  // Ben's tablet loses the network for 10 s mid-game: it keeps counting and says how many changes it keeps.
  await tablets[1].context.setOffline(true)
  const offlineSince = Date.now()
  for (let tap = 0; tap < 3; tap++) await ben.getByRole('button', { name: 'Blue Cans in the zone: one more', exact: true }).click()
  await ben.getByTestId('offline-blue').filter({ hasText: 'offline — 3 changes kept' }).waitFor()
  expect(await ben.getByTestId('value-blue-cans_in_zone').innerText()).toBe('5')
  await screenshot(ben, 'scorer-live-sheet-offline')
  await ben.waitForTimeout(Math.max(0, OFFLINE_MS - (Date.now() - offlineSince)))
  expect(sheetOf(await liveSheets(), 'blue')?.entry.items.cans_in_zone).toBe(2)
  expect(await shown('blue').innerText()).toBe('11')
  // Back online: the kept entry arrives, on the server and on the display.
  const back = Date.now()
  await tablets[1].context.setOffline(false)
  await shown('blue').filter({ hasText: /^20$/ }).waitFor({ timeout: 5000 })
  console.log(`back online → display: ${Date.now() - back} ms`)
  expect(sheetOf(await liveSheets(), 'blue')).toMatchObject({ scorer_name: 'Scorer Ben', entry: { items: { cans_in_zone: 5 } } })
  await ben.getByTestId('offline-blue').waitFor({ state: 'detached' })

  // The end: the display freezes the totals, provisional until the game is scored; the tablets ask for a Submit.
  await api('POST', `/arena/games/${gameId}/stop`)
  await screen.getByTestId('provisional').waitFor()
  expect(await Promise.all(['red', 'yellow', 'green', 'blue'].map((colour) => shown(colour).innerText()))).toEqual(['9', '8', '15', '20'])
  await screenshot(screen, 'display-live-totals-provisional')

  // Names never cut: with the longest names the API takes, the display's totals (1920×1080 and 1280×720) and a tablet at
  // a phone's 360 px keep every name whole and on the screen.
  const longest = longestPlayerNames()
  for (const [index, id] of players.entries()) await api('PATCH', `/users/${id}`, { name: longest[index] })
  await screen.getByText(longest[3]).waitFor()
  await ann.getByText(longest[0]).waitFor()
  for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    await screen.setViewportSize(size)
    await screen.waitForTimeout(300)
    const report = await textFitReport(screen, 'xy')
    expect([...report.cut, ...report.outside], `display at ${size.width}×${size.height}`).toEqual([])
  }
  await screenshot(screen, 'display-live-totals-longest-names')
  await ann.setViewportSize({ width: 360, height: 740 })
  const phone = await textFitReport(ann, 'x')
  expect([...phone.cut, ...phone.outside]).toEqual([])
  expect(phone.scroll.width).toBeLessThanOrEqual(360)
  await screenshot(ann, 'scorer-live-sheet-360')
  await ann.setViewportSize(TABLET)
  await ann.getByRole('button', { name: 'Submit' }).click()
  await ann.getByTestId('outcome-red').filter({ hasText: 'every corner is in' }).waitFor()
  await ann.getByTestId('outcome-yellow').filter({ hasText: 'every corner is in' }).waitFor()
  await ben.getByRole('button', { name: 'Submit' }).click()
  for (const colour of ['green', 'blue']) await ben.getByTestId(`outcome-${colour}`).filter({ hasText: 'Committed' }).waitFor()
  for (const colour of ['red', 'yellow']) await ann.getByTestId(`outcome-${colour}`).filter({ hasText: 'Committed' }).waitFor()
  expect(await api('GET', `/games/${gameId}`)).toMatchObject({ status: 'scored', game_points: [9, 8, 15, 20] })
  await screen.getByTestId('game-state').filter({ hasText: 'RESULT' }).waitFor()
  await screen.getByTestId('provisional').waitFor({ state: 'detached' })

  // Nothing went wrong in any page but the requests Ben's tablet could not make while offline.
  const offlineNoise = (line: string) => /net::ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED/.test(line)
  const problems = [...session.browser.problems, ...display.problems, ...tablets.flatMap((tablet) => tablet.problems)].filter((line) => !offlineNoise(line))
  expect(problems).toEqual([])
})
