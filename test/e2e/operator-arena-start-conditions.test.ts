// The Arena page's Start says the server's start conditions (issue 27, item 4): its reason is the server's sentence and follows
// the stream's `arena` event without a reload — another console loads a game, the API starts it — and S pressed while Start is
// not allowed says the same reason and sends nothing.
import type { Page, Request } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startConditions } from '../../src-main/domain/start-conditions'
import { apiCaller, seedArenaGames, startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs } from '../support/temp'

let session: ConsoleSession
let api: ReturnType<typeof apiCaller>
const gameIds: number[] = []

beforeAll(async () => {
  session = await startConsole()
  const token = await session.arena.login()
  api = apiCaller(session.arena, token)
  gameIds.push(...(await seedArenaGames(session.arena, token, 'Rule Cup', 'Rule', 2)))
})

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

const startButton = (page: Page) => page.getByRole('button', { name: 'Start', exact: true })

/** Start's reason as the button says it (title and the described-by note), or null when Start is allowed. */
async function startReason(page: Page): Promise<string | null> {
  const button = startButton(page)
  if ((await button.getAttribute('aria-disabled')) !== 'true') return null
  const note = page.locator(`[id="${await button.getAttribute('aria-describedby')}"]`)
  const [title, described] = [await button.getAttribute('title'), await note.textContent()]
  expect(described).toBe(title)
  return title
}

/** Waits until Start's reason is `expected` (null: allowed). */
async function startReasonBecomes(page: Page, expected: string | null): Promise<void> {
  await expect.poll(() => startReason(page), { timeout: 10_000 }).toBe(expected)
}

/** The commands the page sends from now on (any POST or PUT to the API). */
function watchCommands(page: Page) {
  const sent: string[] = []
  const listener = (request: Request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/v1/')) sent.push(`${request.method()} ${new URL(request.url()).pathname}`)
  }
  page.on('request', listener)
  return { sent, stop: () => page.off('request', listener) }
}

/** S pressed while Start is not allowed: the note says the reason, and no command leaves the page. */
async function pressStartRefused(page: Page, reason: string): Promise<void> {
  const commands = watchCommands(page)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('s')
  await page.getByTestId('arena-notice').filter({ hasText: `Start: ${reason}.` }).waitFor()
  await page.waitForTimeout(500)
  commands.stop()
  expect(commands.sent, 'commands sent by S').toEqual([])
}

test('Start\'s reason is the server\'s start condition and follows the arena event without a reload; S when not allowed says it and sends nothing', { timeout: 60_000 }, async () => {
  const { page } = session
  await session.logIn()
  await page.getByText('Nothing is on deck.').waitFor()
  // Marks this page: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }))

  // No deck: the server's sentence.
  const noDeck = startConditions({ running: undefined, onDeck: undefined })[0]
  expect(noDeck).toMatch(/^No game is on deck: /)
  await startReasonBecomes(page, noDeck)
  await pressStartRefused(page, noDeck)

  // Another console (the API) loads a game: the stream's arena event allows Start here.
  await api('PUT', '/arena/on-deck', { game_id: gameIds[0] })
  await page.getByRole('heading', { level: 1, name: 'Rule 1', exact: true }).waitFor()
  await startReasonBecomes(page, null)

  // The game starts through the API: Start's reason names the running game, as the server words it.
  await api('POST', `/arena/games/${gameIds[0]}/start`, { mode: 'competition' })
  const running = startConditions({ running: { name: 'Rule 1' }, onDeck: { name: 'Rule 2' } })[0]
  expect(running).toBe('Rule 1 is running: end or abort it first')
  await startReasonBecomes(page, running)
  await pressStartRefused(page, running)

  // Aborted through the API: allowed again, all without a reload.
  await api('POST', `/arena/games/${gameIds[0]}/abort`)
  await startReasonBecomes(page, null)
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
})
