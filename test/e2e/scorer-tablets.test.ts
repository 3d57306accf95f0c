// Scorer tablets and the head scorer in real Chromium (issue 15): two scorers, each in their own browser at a tablet's 1024×768,
// enter a game with double entry on; matching entries commit, mismatching ones are held; the head scorer (the administrator)
// sees the held game's entries side by side with the differing corner marked, and commits one. Every entry is kept.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openBrowser, screenshot, type BrowserSession } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'
import { logInScorerTablet } from '../support/scorer-tablet'
import { removeTempDirs } from '../support/temp'

const TABLET = { width: 1024, height: 768 }
const PLAYERS = ['Red Rovers', 'Yellow Yaks', 'Green Geckos', 'Blue Bots']
const SCORERS = [
  { name: 'Scorer Ann', password: 'ann-scorer-pass' },
  { name: 'Scorer Ben', password: 'ben-scorer-pass' },
]

let session: ConsoleSession
let token: string
const tablets: BrowserSession[] = []
const gameIds: number[] = []

async function api(method: string, path: string, json?: unknown) {
  const answer = await session.arena.call(method, path, { token, json })
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300)
  return answer.body
}

beforeAll(async () => {
  session = await startConsole()
  token = await session.arena.login()
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  const event = await api('POST', '/events', { name: 'Tablet Cup', start_time: t0, end_time: t0 + 8 * 3600, points_table: [10, 7, 4, 1] })
  await api('PUT', `/events/${event.id}/scoring`, { double_entry: true })
  const players: number[] = []
  for (const [index, name] of PLAYERS.entries()) players.push((await api('POST', '/users', { name, password: `${index}-player-pass`, is_playing: true })).id)
  for (const scorer of SCORERS) {
    const user = await api('POST', '/users', { name: scorer.name, password: scorer.password, is_playing: false })
    await api('PUT', `/users/${user.id}/roles`, { scorer: true })
  }
  gameIds.push(await session.arena.finishedGame(token, players, { name: 'Match A', event_id: event.id, play_order: 1 }))
  gameIds.push(await session.arena.finishedGame(token, players, { name: 'Match B', event_id: event.id, play_order: 2 }))
  for (let index = 0; index < SCORERS.length; index++) tablets.push(await openBrowser(TABLET))
})

afterAll(async () => {
  for (const tablet of tablets) await tablet.close()
  await session?.close()
  removeTempDirs()
})

/** A scorer logs in on their tablet: they land on the scorer page, and the navigation holds only it, the reports and their keys. */
async function logInTablet(index: number): Promise<Page> {
  const page = await logInScorerTablet(tablets[index], session.origin, SCORERS[index], 'Tablet Cup')
  expect(new URL(page.url()).pathname).toBe('/scorer')
  expect(await page.getByRole('navigation', { name: 'Pages' }).getByRole('link').allInnerTexts()).toEqual(['Scorer', 'Reports', 'My keys', 'Help'])
  // Any other page (an administrator's, a player's) leads back to the scorer page.
  for (const path of ['/scoring', '/standings']) {
    await page.goto(`${session.origin}${path}`)
    await page.getByRole('heading', { level: 1, name: 'Scorer · Tablet Cup' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/scorer')
  }
  return page
}

/** Types one game's points on a tablet (null: tap No-show). */
async function enter(page: Page, game: string, points: Array<number | null>): Promise<void> {
  await page.getByRole('button', { name: game, exact: true }).click()
  await page.getByRole('heading', { level: 1, name: game }).waitFor()
  for (const [index, colour] of ['Red', 'Yellow', 'Green', 'Blue'].entries()) {
    const value = points[index]
    if (value === null) await page.getByLabel(`${colour} No-show`).check()
    else await page.getByLabel(`${colour} game points`).fill(String(value))
  }
}

const outcome = (page: Page) => page.getByTestId('entry-outcome')
const preview = async (page: Page) => Promise.all(['red', 'yellow', 'green', 'blue'].map((colour) => page.getByTestId(`league-preview-${colour}`).innerText()))

test('two tablets: matching entries commit; mismatching ones are held and the head scorer commits one', { timeout: 90_000 }, async () => {
  const [matchA, matchB] = gameIds as [number, number]
  const ann = await logInTablet(0)
  const ben = await logInTablet(1)

  // Match A: the same points on both tablets. The first waits for a second scorer, the second commits; the first follows live.
  await enter(ann, 'Match A', [30, 20, 10, null])
  // The league points are previewed as typed, by the event's points table (a no-show scores none).
  expect(await preview(ann)).toEqual(['10 league points', '7 league points', '4 league points', '0 league points'])
  // Touch targets: the points inputs and Submit are big.
  const input = await ann.getByLabel('Red game points').boundingBox()
  expect(input!.height).toBeGreaterThanOrEqual(72)
  expect((await ann.getByRole('button', { name: 'Submit' }).boundingBox())!.height).toBeGreaterThanOrEqual(56)
  await ann.getByRole('button', { name: 'Submit' }).click()
  await outcome(ann).filter({ hasText: 'waiting for a second scorer' }).waitFor()
  expect((await api('GET', `/games/${matchA}`)).status).toBe('finished')

  await enter(ben, 'Match A', [30, 20, 10, null])
  await ben.getByRole('button', { name: 'Submit' }).click()
  await outcome(ben).filter({ hasText: 'Committed' }).waitFor()
  await outcome(ann).filter({ hasText: 'Committed' }).waitFor()
  expect(await api('GET', `/games/${matchA}`)).toMatchObject({ status: 'scored', game_points: [30, 20, 10, null], league_points: [10, 7, 4, 0] })

  // Match B: the tablets disagree at yellow. The game is held, and both tablets say so.
  await ann.getByRole('button', { name: 'Back to the games' }).click()
  await ben.getByRole('button', { name: 'Back to the games' }).click()
  await enter(ann, 'Match B', [25, 40, 15, 5])
  await screenshot(ann, 'scorer-tablet')
  await ann.getByRole('button', { name: 'Submit' }).click()
  await outcome(ann).filter({ hasText: 'waiting for a second scorer' }).waitFor()
  await enter(ben, 'Match B', [25, 45, 15, 5])
  await ben.getByRole('button', { name: 'Submit' }).click()
  await outcome(ben).filter({ hasText: 'Held for the head scorer' }).waitFor()
  await outcome(ann).filter({ hasText: 'Held for the head scorer' }).waitFor()
  expect((await api('GET', `/games/${matchB}`)).status).toBe('finished')

  // The head scorer: the held game with the two entries side by side, the differing corner (yellow) marked and named.
  const { page } = session
  await session.logIn()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Scoring', exact: true }).click()
  const held = page.getByTestId(`held-${matchB}`)
  await held.waitFor()
  await held.getByText('Entries differ at yellow').waitFor()
  expect(await held.locator('thead th').allTextContents()).toEqual(['Corner', expect.stringContaining('Scorer Ann'), expect.stringContaining('Scorer Ben')])
  const rows = held.locator('tbody tr')
  expect(await rows.evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')!.textContent, tr.getAttribute('data-differs'), ...[...tr.querySelectorAll('td')].map((td) => td.textContent)]))).toEqual([
    ['Red Red Rovers', 'false', '25', '25'],
    ['Yellow Yellow Yaks differs', 'true', '40', '45'],
    ['Green Green Geckos', 'false', '15', '15'],
    ['Blue Blue Bots', 'false', '5', '5'],
  ])
  await screenshot(page, 'head-scorer')

  // The head scorer commits Ben's entry: the game is scored with it, the panel empties, and both tablets say committed.
  await held.getByRole('button', { name: 'Commit Scorer Ben’s entry' }).click()
  await held.waitFor({ state: 'detached' })
  expect(await api('GET', `/games/${matchB}`)).toMatchObject({ status: 'scored', game_points: [25, 45, 15, 5] })
  // Ann's entry was not the one committed: her tablet says so and shows what was (issue 26, item 5).
  await outcome(ann).filter({ hasText: 'Scored by the head scorer with other points than yours: Red 25 · Yellow 45 · Green 15 · Blue 5. Your entry was not used.' }).waitFor()
  await outcome(ben).filter({ hasText: 'Committed' }).waitFor()

  // Every entry is kept, with who entered it; both of Match B's went into the one change the resolution made.
  const entries = await api('GET', `/games/${matchB}/score-entries`)
  expect(entries.entries.map((entry: { entered_by_name: string; game_points: unknown }) => [entry.entered_by_name, entry.game_points])).toEqual([
    ['Scorer Ann', [25, 40, 15, 5]],
    ['Scorer Ben', [25, 45, 15, 5]],
  ])
  const history = await api('GET', `/games/${matchB}/score-history`)
  expect(history).toHaveLength(1)
  expect(new Set(entries.entries.map((entry: { score_change_id: number }) => entry.score_change_id))).toEqual(new Set([history[0].id]))

  const problems = [...session.browser.problems, ...tablets.flatMap((tablet) => tablet.problems)]
  expect(problems).toEqual([])
})

test('an administrator makes a user a scorer on the Players page, and takes it back', async () => {
  const cleo = await api('POST', '/users', { name: 'Cleo Counter', password: 'cleo-pass', is_playing: false })
  const scorer = async () => ((await api('GET', '/users/roles')) as Array<{ user_id: number; scorer: boolean }>).find((entry) => entry.user_id === cleo.id)?.scorer
  const page = session.page
  await page.goto(`${session.origin}/players`)
  // The head scorer's page may be logged in already (the test before); else log in.
  await page.getByRole('button', { name: 'Edit Cleo Counter' }).or(page.getByLabel('Username')).waitFor()
  if (await page.getByLabel('Username').isVisible()) {
    await session.logIn()
    await page.goto(`${session.origin}/players`)
  }
  const edit = async () => {
    await page.getByRole('button', { name: 'Edit Cleo Counter' }).click()
    return page.getByRole('dialog', { name: 'Edit Cleo Counter' })
  }
  let dialog = await edit()
  await dialog.waitFor()
  await screenshot(page, 'players-scorer-dialog')
  const box = dialog.getByRole('checkbox', { name: /Scorer/ })
  await expect(box.isChecked()).resolves.toBe(false)
  await box.check()
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await page.getByText('Cleo Counter is saved.').waitFor()
  expect(await scorer()).toBe(true)
  dialog = await edit()
  await expect.poll(() => dialog.getByRole('checkbox', { name: /Scorer/ }).isChecked()).toBe(true)
  await dialog.getByRole('checkbox', { name: /Scorer/ }).uncheck()
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  // The first save's "is saved." may still show: wait for the server to say the role is gone.
  await expect.poll(scorer).toBe(false)
  await page.getByText('Cleo Counter is saved.').waitFor()
})
