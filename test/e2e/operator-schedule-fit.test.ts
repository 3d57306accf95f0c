// Issue 26, item 12: the Schedule page at the arena desk (1366×768) with long team names: the games table splits no word
// over two lines ("Novemb|er Nerds") and keeps every column on the screen; the league generator's preview stays inside its
// box (it was 1,829 px wide in 716 px, the Green and Blue corners off the screen).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshot } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'
import { longestPlayerNames } from '../support/longest-names'
import { splitWords, textFitReport } from '../support/text-fit'

/** Twelve players: the longest names with spaces in them (64 characters), and names of everyday length. */
const PLAYERS = [
  ...longestPlayerNames().filter((name) => name.includes(' ')),
  'November Nerds',
  'Iron Minds, Inc.',
  'Mega Mechanics',
  'Circuit Breakers',
  'Gear Heads',
  'Bolt Brigade',
]

let session: ConsoleSession
let admin = ''
let eventId = 0

async function api(method: string, path: string, json?: unknown): Promise<any> {
  const answer = await session.arena.call(method, path, { token: admin, json })
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300)
  return answer.body
}

beforeAll(async () => {
  session = await startConsole()
  admin = await session.arena.login()
  const start = Math.floor(session.arena.clock.now() / 1000) + 3600
  eventId = (await api('POST', '/events', { name: 'Autumn Cup', start_time: start, end_time: start + 8 * 3600 })).id
  for (const name of PLAYERS) await session.arena.createUser(admin, name)
  await session.logIn()
})

afterAll(async () => {
  await session?.close()
})

describe('the Schedule page keeps names whole at 1366×768', () => {
  it("the league generator's preview fits its box: every corner on the screen, no word split", async () => {
    const { page, origin } = session
    await page.goto(`${origin}/schedule`)
    await page.getByRole('button', { name: 'Generate league schedule' }).click()
    await page.getByLabel('Games per player (k)').fill('2')
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    const preview = page.locator('.proposed-games')
    await preview.getByText('Proposed games (6)').waitFor()
    await screenshot(page, 'operator-schedule-preview-long-names')
    const box = await preview.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }))
    expect(box.scrollWidth, 'the preview table is no wider than its box').toBeLessThanOrEqual(box.clientWidth)
    expect((await textFitReport(page, 'x')).outside).toEqual([])
    expect(await splitWords(page, '.proposed-games td')).toEqual([])
  })

  it('the games table splits no word and keeps every column on the screen', async () => {
    const { page, origin } = session
    await api('POST', `/events/${eventId}/schedule`, { games_per_player: 2 })
    await page.goto(`${origin}/schedule`)
    await expect.poll(() => page.locator('tbody tr[data-game-id]').count()).toBe(6)
    await screenshot(page, 'operator-schedule-long-names')
    expect(await splitWords(page, '.schedule-table td')).toEqual([])
    const report = await textFitReport(page, 'x')
    expect({ cut: report.cut, outside: report.outside }).toEqual({ cut: [], outside: [] })
    expect(session.browser.problems).toEqual([])
  })
})
