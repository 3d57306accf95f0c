// Two consoles on the Screens page cannot overwrite each other's choice for a screen (issue 26, item 1), in real
// Chromium against the real server: the editor sends the version it read (If-Match); untouched it follows the other
// console's change; holding an edit it says what changed, its save is refused (409) rather than undoing that change,
// and the operator takes the new version with their edit kept.
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs } from '../support/temp'

let session: ConsoleSession
let admin: string
let screenId = 0
let tabA: Page
let tabB: Page
/** The If-Match of every PATCH /screens/{id} either tab sent ('' for none). */
const sent: string[] = []

async function openScreens(page: Page): Promise<void> {
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname === `/api/v1/screens/${screenId}`) sent.push(request.headers()['if-match'] ?? '')
  })
  await page.goto(`${session.origin}/screens`)
  await page.getByRole('heading', { name: 'Screens', level: 1 }).waitFor()
  await card(page).getByRole('button', { name: 'Show on Hall TV' }).waitFor()
}

const card = (page: Page) => page.getByRole('article', { name: 'Screen Hall TV' })
const viewOf = (page: Page) => card(page).getByLabel('View of Hall TV')
const show = (page: Page) => card(page).getByRole('button', { name: 'Show on Hall TV' }).click()
const storedView = async () => (await session.arena.call('GET', `/screens/${screenId}`, { token: admin })).body.current as string

beforeAll(async () => {
  session = await startConsole()
  admin = await session.arena.login()
  const screen = await session.arena.call('POST', '/screens', { token: admin, json: { name: 'Hall TV', current: 'game', config: '{}' } })
  expect(screen.status, screen.text).toBe(201)
  screenId = screen.body.id
  tabA = session.page
  await session.logIn()
  tabB = await session.browser.context.newPage()
  tabB.setDefaultTimeout(10_000)
  await openScreens(tabA)
  await openScreens(tabB)
})

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

test('A shows the standings; B, untouched, follows it at once', async () => {
  await viewOf(tabA).selectOption({ label: 'Standings' })
  await show(tabA)
  await expect.poll(storedView).toBe('standings')
  await expect.poll(() => viewOf(tabB).inputValue(), { timeout: 10_000 }).toBe('standings')
  expect(sent.at(-1), 'the save carried the version it was read at').toMatch(/^"[\w-]+"$/)
})

test('B holds an edit while A shows the bracket: B is told, its save refused, then it takes A’s version with its edit', async () => {
  await viewOf(tabB).selectOption({ label: 'Message' })
  await card(tabB).getByLabel('Message text for Hall TV').fill('Lunch until 13:00')
  await viewOf(tabA).selectOption({ label: 'Knockout bracket' })
  await show(tabA)
  await expect.poll(storedView).toBe('bracket')

  // B keeps its edit and is told what changed, naming the view A chose.
  const notice = card(tabB).getByTestId('changed-elsewhere')
  await notice.getByText('View is now Knockout bracket').waitFor()
  expect(await viewOf(tabB).inputValue()).toBe('message')

  // Saving now is refused: the bracket A chose stays.
  await show(tabB)
  await notice.getByText('Your save was refused so as not to undo that').waitFor()
  await card(tabB).getByRole('alert').filter({ hasText: 'changed since the version you read' }).first().waitFor()
  expect(await storedView()).toBe('bracket')

  // B takes A's version with its edit on top; the next save goes through.
  await notice.getByRole('button', { name: 'Use their version with my edits' }).click()
  await notice.waitFor({ state: 'detached' })
  expect(await viewOf(tabB).inputValue()).toBe('message')
  await show(tabB)
  await expect.poll(storedView).toBe('message')
  expect((await session.arena.call('GET', `/screens/${screenId}`, { token: admin })).body.config).toContain('Lunch until 13:00')
  await expect.poll(() => viewOf(tabA).inputValue(), { timeout: 10_000 }).toBe('message')
  expect(session.browser.problems.filter((line) => !/status of 409/.test(line))).toEqual([])
})
