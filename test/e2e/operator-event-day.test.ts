// The event day on the Arena page in real Chromium (issue 14): the arena's state is the server's (the mode survives a reload and shows
// in a second tab, the game on deck is the same in two consoles, N never skips a game), robots are known before the start (fake robots
// that are real servers on loopback: one follows the stream with its owner's key, one answers the check, one is silent, one has no
// address), and the guardrails (E asks before ending a competition game, a control the state does not allow says why).
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openBrowser, screenshot, type BrowserSession } from '../support/browser'
import { ADMIN_PASSWORD } from '../support/api-server'
import { startConsole, type ConsoleSession } from '../support/console'
import { SseClient } from '../support/sse-client'
import { startStatusRobots, type StatusRobots } from '../support/status-robots'
import { removeTempDirs } from '../support/temp'

const PLAYERS = ['Red Rovers', 'Yellow Yaks', 'Green Geckos', 'Blue Bots']
const GAMES = ['League 1', 'League 2', 'League 3', 'League 4']

let session: ConsoleSession
let robots: StatusRobots
let other: BrowserSession
let token: string
let redRobot: SseClient | undefined
const gameIds: number[] = []

async function api(method: string, path: string, json?: unknown, as = token) {
  const answer = await session.arena.call(method, path, { token: as, json })
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300)
  return answer.body
}

beforeAll(async () => {
  // red: follows the stream with its owner's key, nothing listens at its address; yellow: answers the check; green: silent; blue: no address.
  robots = await startStatusRobots(['absent', 'answers', 'silent'], 101)
  session = await startConsole()
  token = await session.arena.login()
  // 1.5 s: long enough that a busy test machine does not make the answering robot look silent, short enough for the silent one.
  await api('PATCH', '/system/settings', { robot_port: robots.port, robot_timeout_ms: 1500 })
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  const event = await api('POST', '/events', { name: 'Event Day', start_time: t0, end_time: t0 + 8 * 3600, points_table: [10, 7, 4, 1] })
  const ips = [...robots.robots.map((robot) => robot.ip), '']
  const userIds: number[] = []
  for (const [index, name] of PLAYERS.entries()) userIds.push((await api('POST', '/users', { name, password: `${index}-player-pass`, is_playing: true, robot_ip: ips[index] })).id)
  for (const [index, name] of GAMES.entries()) {
    const start = t0 + 900 + index * 300
    const game = await api('POST', '/games', { name, event_id: event.id, play_order: index + 1, start_time: start, end_time: start + 150 })
    const [red, yellow, green, blue] = userIds
    await api('PUT', `/games/${game.id}/corners`, { red, yellow, green, blue })
    gameIds.push(game.id)
  }
  other = await openBrowser({ width: 1366, height: 768 })
})

afterAll(async () => {
  await redRobot?.close()
  await other?.close()
  await session?.close()
  await robots?.close()
  removeTempDirs()
})

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const gameRegion = (page: Page) => page.getByRole('region', { name: 'Game', exact: true })
const ready = (page: Page, colour: string) => page.getByTestId(`ready-${colour}`)
const onDeckId = async () => ((await api('GET', '/arena')).on_deck?.id ?? null) as number | null

/** Nothing focused: the page's keyboard shortcuts as an operator presses them. */
const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

async function openArena(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Arena' }).click()
  await page.getByRole('status', { name: 'What happens next' }).waitFor()
}

/** A second console: another browser profile, logged in on its own. */
async function secondConsole(): Promise<Page> {
  const page = await other.newPage()
  page.setDefaultTimeout(10_000)
  await page.goto(`${session.origin}/`)
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password').fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByTestId('current-user').filter({ hasText: 'admin' }).waitFor()
  await openArena(page)
  return page
}

/** The reason a control gives when the state does not allow it: its title, and the note its aria-describedby names (shown on focus). */
async function reasonOf(page: Page, name: string): Promise<{ disabled: string | null; title: string | null; described: string; shownOnFocus: boolean }> {
  const button = page.getByRole('button', { name, exact: true })
  const describedBy = await button.getAttribute('aria-describedby')
  const note = page.locator(`[id="${describedBy}"]`)
  await button.focus()
  const shownOnFocus = await note.isVisible()
  return { disabled: await button.getAttribute('aria-disabled'), title: await button.getAttribute('title'), described: describedBy ? await note.innerText() : '', shownOnFocus }
}

test('on deck is the server\'s: the same in two consoles, kept across a reload; N never skips; robots are ready before the start', { timeout: 90_000 }, async () => {
  const [first, second, third] = gameIds
  const { page } = session
  await session.logIn()
  await openArena(page)

  // Nothing on deck: the page says what happens next, and every control the state does not allow says why.
  await page.getByText('Nothing is on deck.').waitFor()
  expect(await page.getByTestId('next-step').innerText()).toBe(`Next: load a game: Next game (N) loads ${GAMES[0]}, the first one not played yet.`)
  const startReason = 'No game is on deck: press Next game (N) or load one from Up next'
  expect(await reasonOf(page, 'Start')).toEqual({ disabled: 'true', title: startReason, described: startReason, shownOnFocus: true })
  expect(await reasonOf(page, 'End early')).toMatchObject({ disabled: 'true', title: 'No game is running', described: 'No game is running', shownOnFocus: true })
  expect(await reasonOf(page, 'Abort')).toMatchObject({ disabled: 'true', described: 'No game is running' })
  expect(await reasonOf(page, 'Check robots')).toMatchObject({ disabled: 'true', described: 'No game is on deck or running: load a game first' })
  expect(await page.getByRole('button', { name: 'Next game', exact: true }).getAttribute('aria-disabled')).toBeNull()
  // A shortcut the state does not allow says the same, and does nothing.
  await blur(page)
  await page.keyboard.press('s')
  await page.getByTestId('arena-notice').filter({ hasText: `Start: ${startReason}.` }).waitFor()
  expect(await onDeckId()).toBeNull()

  // N loads the first game on deck, on the server: a second console shows it too.
  await page.keyboard.press('n')
  await heading(page, GAMES[0]).waitFor()
  await gameRegion(page).getByText('On deck', { exact: true }).waitFor()
  expect(await onDeckId()).toBe(first)
  const console2 = await secondConsole()
  await heading(console2, GAMES[0]).waitFor()

  // After a reload the page shows the same game on deck, and N does not skip one: it loads the same first unplayed game.
  await page.reload()
  await heading(page, GAMES[0]).waitFor()
  await page.keyboard.press('n')
  await page.getByTestId('arena-notice').filter({ hasText: `${GAMES[0]} is already on deck` }).waitFor()
  expect(await onDeckId()).toBe(first)

  // The second console loads League 3 from Up next: the first console follows live, and lists the two games before it as not played.
  await console2.getByRole('button', { name: `Load ${GAMES[2]}` }).click()
  await heading(page, GAMES[2]).waitFor()
  expect(await onDeckId()).toBe(third)
  const upNext = page.getByRole('region', { name: 'Up next' })
  await upNext.getByRole('listitem').filter({ hasText: GAMES[0] }).getByText('not played yet, comes before the game on deck').waitFor()
  await upNext.getByRole('listitem').filter({ hasText: GAMES[1] }).getByText('not played yet, comes before the game on deck').waitFor()
  // N goes back to the first game not played, never past it; both consoles show it.
  await page.keyboard.press('n')
  await heading(page, GAMES[0]).waitFor()
  await heading(console2, GAMES[0]).waitFor()
  expect(await onDeckId()).toBe(first)
  expect(await onDeckId()).not.toBe(second)

  // Robots before the start: loading a game on deck checks its robots by itself (the server), the same in both consoles: the one
  // that answers, the silent one (no answer within the timeout), the one without an address; nothing listens at red's address.
  await ready(page, 'yellow').getByText('Answering', { exact: true }).waitFor()
  await ready(page, 'green').getByText('No answer', { exact: true }).waitFor()
  await ready(page, 'blue').getByText('No robot', { exact: true }).waitFor()
  await ready(page, 'red').getByText('No answer', { exact: true }).waitFor()
  await ready(console2, 'green').getByText('No answer', { exact: true }).waitFor()
  expect(await ready(page, 'yellow').innerText()).toMatch(/HTTP 200 · \d+ ms · checked \d+ s ago/)
  expect(await ready(page, 'green').innerText()).toMatch(/no answer within 1500 ms · checked \d+ s ago/)

  // The red robot follows the live stream with its owner's personal key: Connected, in both consoles, as it happens.
  const redToken = await session.arena.login(PLAYERS[0], '0-player-pass')
  const redKey = (await api('POST', '/users/me/keys', { name: 'robot' }, redToken)).key as string
  redRobot = await SseClient.open(`${session.arena.base}/stream`, { Authorization: `Bearer ${redKey}` })
  expect(redRobot.status).toBe(200)
  await ready(page, 'red').getByText('Connected', { exact: true }).waitFor()
  await ready(console2, 'red').getByText('Connected', { exact: true }).waitFor()
  expect(await ready(page, 'red').innerText()).toMatch(/on the live stream for \d+ s · check: no answer/)

  // Check robots on demand: every seated robot with an address is asked again, at once; "how long ago" moves on by itself.
  const asked = robots.robots[1].requests.length
  await blur(page)
  await page.keyboard.press('c')
  await expect.poll(() => robots.robots[1].requests.length).toBe(asked + 1)
  expect(new Set(robots.robots[1].requests)).toEqual(new Set(['GET /arena/status']))
  await ready(page, 'yellow').getByText('Answering', { exact: true }).waitFor()
  await ready(page, 'red').getByText('Connected', { exact: true }).waitFor()
  const agoOf = async () => Number(/checked (\d+) s ago/.exec(await ready(console2, 'yellow').innerText())?.[1])
  const ago = await agoOf()
  await expect.poll(agoOf, { timeout: 5_000 }).toBeGreaterThan(ago)
  expect((await api('GET', `/games/${first}`)).status).toBe('scheduled')
  expect(await page.getByTestId('next-step').innerText()).toBe(`Next: start ${GAMES[0]} (S) when its players are ready.`)
  await page.getByRole('status', { name: 'Plan' }).getByTestId('plan-deviation').waitFor()

  await blur(page)
  for (const [width, height] of [[1366, 768], [1920, 1080]]) {
    await page.setViewportSize({ width, height })
    await screenshot(page, `operator-arena-robots-ready-${width}x${height}`)
  }
  await page.setViewportSize({ width: 1366, height: 768 })
  expect(session.browser.problems).toEqual([])
  expect(other.problems).toEqual([])
  await console2.close()
})

test('the mode survives a reload and shows in a second tab; E asks before ending a competition game, a rehearsal ends at once', { timeout: 90_000 }, async () => {
  const [first, second] = gameIds
  const { page } = session
  await heading(page, GAMES[0]).waitFor()
  const tab2 = await session.browser.context.newPage()
  tab2.setDefaultTimeout(10_000)
  await tab2.goto(`${session.origin}/arena`)
  await heading(tab2, GAMES[0]).waitFor()

  // A rehearsal: the badge shows in this tab, in the other tab, and after a reload (the mode is the server's).
  await page.getByRole('radio', { name: 'Development (rehearsal)' }).check()
  await page.keyboard.press('s')
  await gameRegion(page).getByText('Development rehearsal', { exact: true }).waitFor()
  await gameRegion(tab2).getByText('Development rehearsal', { exact: true }).waitFor()
  expect((await api('GET', '/arena')).mode).toBe('development')
  await page.reload()
  await gameRegion(page).getByText('Running', { exact: true }).waitFor()
  await gameRegion(page).getByText('Development rehearsal', { exact: true }).waitFor()
  await tab2.reload()
  await gameRegion(tab2).getByText('Development rehearsal', { exact: true }).waitFor()

  // While it runs, the deck moved on to the next game: who comes next is on the page, with its robots.
  const onDeck = page.getByRole('region', { name: 'On deck' })
  await onDeck.getByTestId('on-deck-name').filter({ hasText: GAMES[1] }).waitFor()
  await onDeck.getByTestId('on-deck-red').getByText('Connected').waitFor()
  expect(await reasonOf(page, 'Start')).toMatchObject({ disabled: 'true', described: `${GAMES[0]} is running: end or abort it first`, shownOnFocus: true })
  // A rehearsal: it goes back to the schedule, nothing to score (issue 26, item 9).
  expect(await page.getByTestId('next-step').innerText()).toMatch(new RegExp(`^Next: ${GAMES[0]} is a rehearsal: it ends by itself at .* nothing is recorded or scored\\.$`))
  await blur(page)
  for (const [width, height] of [[1366, 768], [1920, 1080]]) {
    await page.setViewportSize({ width, height })
    await screenshot(page, `operator-arena-on-deck-${width}x${height}`)
  }
  await page.setViewportSize({ width: 1366, height: 768 })

  // E on a rehearsal ends it at once: no question; it goes back to scheduled and back on deck.
  await blur(page)
  await page.keyboard.press('e')
  await gameRegion(page).getByText('Scheduled', { exact: true }).waitFor()
  expect(await page.getByRole('dialog').count()).toBe(0)
  expect((await api('GET', `/games/${first}`)).status).toBe('scheduled')
  await heading(page, GAMES[0]).waitFor()
  await heading(tab2, GAMES[0]).waitFor()

  // A competition game: the badge says so in both tabs; E asks first, Cancel keeps it running.
  await page.getByRole('radio', { name: 'Competition' }).check()
  await page.keyboard.press('s')
  await gameRegion(page).getByText('Competition', { exact: true }).waitFor()
  await gameRegion(tab2).getByText('Competition', { exact: true }).waitFor()
  // E acts on a running game: on a loaded machine the badge can show while the start is still under way.
  await gameRegion(page).getByText('Running', { exact: true }).waitFor()
  await blur(page)
  await page.keyboard.press('e')
  const dialog = page.getByRole('dialog', { name: 'End this game early?' })
  await dialog.waitFor()
  expect(await dialog.innerText()).toContain(`${GAMES[0]} is a competition game`)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await dialog.waitFor({ state: 'hidden' })
  expect((await api('GET', `/games/${first}`)).status).toBe('running')
  // The button asks too; confirming ends it.
  await page.getByRole('button', { name: 'End early', exact: true }).click()
  await dialog.getByRole('button', { name: 'End the game now' }).click()
  await page.getByRole('region', { name: 'Just played' }).getByRole('link', { name: 'Score this game' }).waitFor()
  expect((await api('GET', `/games/${first}`)).status).toBe('finished')

  // Next: League 2 was on deck since the start; after a reload N loads it again, never League 3.
  await heading(page, GAMES[1]).waitFor()
  await page.reload()
  await heading(page, GAMES[1]).waitFor()
  await expect.poll(() => page.getByTestId('next-step').innerText()).toMatch(new RegExp(`^Next: score ${GAMES[0]} \\(Score this game\\), then`))
  await page.keyboard.press('n')
  await page.getByTestId('arena-notice').filter({ hasText: `${GAMES[1]} is already on deck` }).waitFor()
  expect(await onDeckId()).toBe(second)
  await heading(tab2, GAMES[1]).waitFor()
  await tab2.close()
  expect(session.browser.problems).toEqual([])
})
