// Issue 29, item 5, "Done when": in real Chromium against two real servers on loopback — a primary and a standby following
// it (--follow, in-process) — a console logged in on the primary and a venue screen open on it. The primary is closed;
// the pages ask the standby, which says it is a standby (they stay and keep trying); Take over through its API: both move
// to it by themselves (the screen with its key, the console logged in with the same token, saying which PC it is on now),
// and a game started from the console runs on the new primary, the screen showing it.
import type { Page, Request } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { screenshot } from '../support/browser'
import { RENDERER_DIR, seedArenaGames, startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs } from '../support/temp'

let primary: ConsoleSession
let standby: TestServer
let admin: string
let gameIds: number[]
let screenKey: string

beforeAll(async () => {
  primary = await startConsole()
  admin = await primary.arena.login()
  gameIds = await seedArenaGames(primary.arena, admin, 'Robot Cup', 'League', 2)
  const screen = await primary.arena.call('POST', '/screens', { token: admin, json: { name: 'Hall TV', current: 'game' } })
  expect(screen.status).toBe(201)
  screenKey = screen.body.key as string
  const made = await primary.arena.call('POST', '/system/replication/keys', { token: admin, json: { name: 'Spare laptop' } })
  expect(made.status).toBe(201)
  standby = await startTestServer({ rendererDir: RENDERER_DIR, follow: { primary: primary.origin, key: made.body.key as string } })
  // The standby streams and holds the primary's rows (the session and the screen key among them).
  await until(async () => ((await primary.arena.call('GET', '/system/replication/epoch')).body.peers as string[]).length === 1, 'the primary recorded its standby')
  await until(async () => (await standby.call('GET', '/system/replication', { token: admin })).status === 200, 'the standby holds the session')
})

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within 15 s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

afterAll(async () => {
  await primary?.browser.close()
  await standby?.server.close()
  await primary?.arena.server.close()
  removeTempDirs()
})

/** Counts the questions a page asks the standby (GET …/replication/epoch). */
function epochQuestions(page: Page, origin: string): () => number {
  let count = 0
  page.on('request', (request: Request) => {
    if (request.url() === `${origin}/api/v1/system/replication/epoch`) count += 1
  })
  return () => count
}

test('the console and a screen on the primary follow the standby that took over, by themselves; a start works there', { timeout: 120_000 }, async () => {
  const { page: consolePage, origin: primaryOrigin } = primary
  const standbyOrigin = `http://127.0.0.1:${standby.server.port}`
  await primary.logIn()
  await consolePage.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Arena' }).click()
  await consolePage.getByText('Nothing is on deck.').waitFor()
  const screenPage = await primary.browser.context.newPage()
  screenPage.setDefaultTimeout(10_000)
  await screenPage.goto(`${primaryOrigin}/display?key=${screenKey}`)
  await screenPage.locator('[data-view="game"] [data-testid="game-state"]').filter({ hasText: 'NEXT UP' }).waitFor()
  const consoleAsked = epochQuestions(consolePage, standbyOrigin)
  const screenAsked = epochQuestions(screenPage, standbyOrigin)

  // The primary is gone. The standby says it is a standby: the pages ask it, and stay (their streams keep trying).
  await primary.arena.server.close()
  await expect.poll(() => consoleAsked() >= 2 && screenAsked() >= 2, { timeout: 15_000 }).toBe(true)
  expect(new URL(consolePage.url()).origin).toBe(primaryOrigin)
  expect(new URL(screenPage.url()).origin).toBe(primaryOrigin)

  // Take over on the standby: both move to it by themselves.
  const pressed = Date.now()
  const promoted = await standby.call('POST', '/system/replication/promote', { token: admin })
  expect(promoted.status, promoted.text).toBe(200)
  await screenPage.waitForURL(`${standbyOrigin}/display?key=${screenKey}`, { timeout: 10_000 })
  const screenMovedMs = Date.now() - pressed
  await consolePage.waitForURL(`${standbyOrigin}/arena`, { timeout: 10_000 })
  const consoleMovedMs = Date.now() - pressed
  console.log(`after Take over: the screen moved in ${screenMovedMs} ms, the console in ${consoleMovedMs} ms`)

  // The console: still logged in (the same token), saying which PC it is on now; the token left no trace in the address.
  await consolePage.getByTestId('current-user').filter({ hasText: 'admin' }).waitFor()
  await consolePage
    .getByTestId('taken-over-notice')
    .filter({ hasText: `Connected to the new primary at ${standbyOrigin} — it took over from ${primaryOrigin} (epoch 2).` })
    .waitFor()
  expect(consolePage.url(), 'the fragment is removed').toBe(`${standbyOrigin}/arena`)
  await screenshot(consolePage, 'operator-followed-primary')

  // A start from the console works on the new primary, and the screen shows the game running.
  await consolePage.getByText('Nothing is on deck.').waitFor()
  await consolePage.keyboard.press('n')
  await consolePage.getByRole('heading', { level: 1, name: 'League 1', exact: true }).waitFor()
  await consolePage.getByRole('button', { name: 'Start', exact: true }).click()
  await consolePage.getByRole('region', { name: 'Game', exact: true }).getByText('Running', { exact: true }).waitFor()
  expect((await standby.call('GET', `/games/${gameIds[0]}`, { token: admin })).body.status).toBe('running')
  await screenPage.locator('[data-testid="game-state"]').filter({ hasText: 'NOW PLAYING' }).waitFor()

  // What a page could not avoid while its PC was gone (failed connections) is all it logged.
  const unexpected = primary.browser.problems.filter((problem) => !/ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|Failed to load resource|net::ERR/.test(problem))
  expect(unexpected).toEqual([])
})
