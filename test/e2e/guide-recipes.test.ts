// The operator's guide's recipes followed in real Chromium against the real server, step by step as
// docs/guide/when-things-go-wrong.md words them: a robot that does not answer (a fake robot absent at its address), a
// backup restored from the Data page, and a venue screen offline (closed, re-keyed, the server stopped). Each bold word of
// a recipe is looked for where the recipe says it is, and every one must be seen (test/support/guide-recipe.ts).
import { createServer, type Server } from 'node:http'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { screenshot } from '../support/browser'
import { startFakeRobots, type FakeRobots } from '../support/fake-robots'
import { guideRecipe } from '../support/guide-recipe'
import { RENDERER_DIR, startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs } from '../support/temp'

const GUIDE = 'when-things-go-wrong.md'

let session: ConsoleSession
/** The server after the display recipe stopped and started it again (on the same port and data file). */
let restarted: TestServer | undefined
let robots: FakeRobots
let lateRobot: Server | undefined
let admin: string
let eventId: number

async function api(method: string, path: string, json?: unknown): Promise<any> {
  const answer = await (restarted ?? session.arena).call(method, path, { token: admin, json })
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300)
  return answer.body
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Pages' })
const navLink = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true })

beforeAll(async () => {
  // One robot answers (it gives the robots' port), the other is absent: nothing listens at its address.
  robots = await startFakeRobots(['answers', 'absent'], 0, 61)
  session = await startConsole()
  admin = await session.arena.login()
  await api('PATCH', '/system/settings', { robot_port: robots.port, robot_timeout_ms: 1500 })
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  eventId = (await api('POST', '/events', { name: 'Guide Cup', start_time: t0, end_time: t0 + 8 * 3600 })).id
  const [here, absent] = robots.robots
  const red = (await api('POST', '/users', { name: 'Red Rovers', password: 'red-rovers-pass', is_playing: true, robot_ip: here.ip })).id
  const yellow = (await api('POST', '/users', { name: 'Lost Robots', password: 'lost-robots-pass', is_playing: true, robot_ip: absent.ip })).id
  const game = await api('POST', '/games', { name: 'League 1', event_id: eventId, play_order: 1, start_time: t0 + 600, end_time: t0 + 750 })
  await api('PUT', `/games/${game.id}/corners`, { red, yellow })
  await session.logIn()
})

afterAll(async () => {
  await session?.browser.close()
  await (restarted ?? session?.arena)?.server.close()
  if (lateRobot) await new Promise((resolve) => lateRobot!.close(resolve))
  await robots?.close()
  removeTempDirs()
})

test('A robot does not answer: No answer, the address and the port checked, Check robots says Answering', { timeout: 90_000 }, async () => {
  const recipe = guideRecipe(GUIDE, 'A robot does not answer')
  const { page } = session
  const yellow = page.getByTestId('corner-yellow')
  await recipe.see('Arena', navLink(page, 'Arena'))
  await navLink(page, 'Arena').click()
  await page.getByRole('button', { name: 'Next game' }).click()
  await recipe.see('Check robots', page.getByRole('button', { name: 'Check robots', exact: true }))
  await page.getByRole('button', { name: 'Check robots', exact: true }).click()
  await recipe.see('No answer', yellow.getByTestId('ready-yellow'))
  expect(await page.getByTestId('ready-red').innerText()).toContain('Answering')

  // Started anyway (a rehearsal here): the others start, the absent robot's corner says Unreachable; Abort ends it.
  await page.getByLabel('Development (rehearsal)').check()
  await recipe.see('Start', page.getByRole('button', { name: 'Start', exact: true }))
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await recipe.see('Unreachable', yellow.getByTestId('robot-yellow'))
  await page.getByTestId('robot-red').filter({ hasText: 'Acknowledged' }).waitFor()
  // Nothing focused or hovered: the picture shows the corners, not the Start button's note.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.mouse.move(0, 760)
  await screenshot(page, 'guide-robot-unreachable')
  await recipe.see('Abort', page.getByRole('button', { name: 'Abort', exact: true }))
  await page.getByRole('button', { name: 'Abort', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Abort the game' }).click()
  await page.getByTestId('ready-yellow').waitFor()

  // Players: the team found, its robot's address compared.
  await recipe.see('Players', navLink(page, 'Players'))
  await navLink(page, 'Players').click()
  await recipe.see('Search players', page.locator('label'))
  await page.getByLabel('Search players').fill('Lost Robots')
  const edit = page.getByRole('button', { name: 'Edit Lost Robots' })
  await recipe.see('Edit', edit)
  await edit.click()
  const dialog = page.getByRole('dialog')
  await recipe.see('Robot IP address', dialog.locator('label'))
  expect(await dialog.getByLabel('Robot IP address').inputValue()).toBe(robots.robots[1].ip)
  await recipe.see('Save changes', dialog.getByRole('button', { name: 'Save changes' }))
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await dialog.waitFor({ state: 'detached' })

  // Settings: the port the robot must listen on.
  await recipe.see('Settings', navLink(page, 'Settings'))
  await navLink(page, 'Settings').click()
  await recipe.see('Robot port', page.locator('label'))
  await expect.poll(() => page.getByLabel('Robot port').inputValue()).toBe(String(robots.port))

  // The team starts its robot's program: Check robots again says Answering.
  lateRobot = createServer((request, response) => {
    request.resume()
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
  })
  await new Promise<void>((resolve) => lateRobot!.listen(robots.port, robots.robots[1].ip, resolve))
  await navLink(page, 'Arena').click()
  await page.getByRole('button', { name: 'Check robots', exact: true }).click()
  await recipe.see('Answering', page.getByTestId('ready-yellow'))

  expect(recipe.unseen(), 'bold words of the recipe not found on the console').toEqual([])
  expect(session.browser.problems).toEqual([])
})

test('A backup must be restored: Data, Backups, Restore, Restore backup; what was changed since is gone', { timeout: 90_000 }, async () => {
  const recipe = guideRecipe(GUIDE, 'A backup must be restored')
  const { page } = session
  await navLink(page, 'Arena').click()
  await recipe.see('Abort', page.getByRole('button', { name: 'Abort', exact: true }))

  await recipe.see('Data', navLink(page, 'Data'))
  await navLink(page, 'Data').click()
  const backups = page.getByRole('region', { name: 'Backups' })
  await recipe.see('Backups', backups.getByRole('heading'))
  await backups.getByRole('button', { name: 'Back up now' }).click()
  await backups.getByTestId('backups-notice').filter({ hasText: /^Backup made at/ }).waitFor()

  // The mistake: a player deleted.
  const lost = ((await api('GET', '/users')) as Array<{ id: number; name: string }>).find((user) => user.name === 'Lost Robots')!
  await api('DELETE', `/users/${lost.id}`)

  const table = backups.getByRole('table', { name: 'Backups' })
  for (const column of ['Made', 'Why', 'Players', 'Games played', 'Games scored']) await recipe.see(column, table.getByRole('columnheader'))
  const row = table.locator('tbody tr').filter({ hasText: 'made by hand' }).first()
  await recipe.see('Sound', row.getByRole('cell'))
  await recipe.see('Restore', row.getByRole('button'))
  await row.getByRole('button', { name: /^Restore / }).click()
  const dialog = page.getByRole('dialog')
  await recipe.see('Passwords, rights, keys and logins stay as they are now', dialog.locator('strong'))
  await recipe.see('The current state is kept as a backup first', dialog.locator('strong'))
  await recipe.see('Restore backup', dialog.getByRole('button', { name: 'Restore backup' }))
  await dialog.getByRole('button', { name: 'Restore backup' }).click()
  await recipe.see('Restored the backup of', backups.getByTestId('backups-notice'))
  expect(await backups.getByTestId('backups-notice').innerText()).toMatch(/restore that one to undo this\.$/)

  // The deleted player is back, without a way to log in until a password is set: Reset password on Players.
  await navLink(page, 'Players').click()
  const players = page.getByRole('table', { name: 'Players' })
  await players.getByRole('cell', { name: 'Lost Robots', exact: true }).waitFor()
  await recipe.see('Reset password', players.getByRole('button', { name: 'Reset password of Lost Robots' }))

  expect(recipe.unseen(), 'bold words of the recipe not found on the console').toEqual([])
  expect(session.browser.problems).toEqual([])
})

test('A venue screen is offline: the card says Offline, the address opened again brings it back; a new key; the server stopped', { timeout: 120_000 }, async () => {
  const recipe = guideRecipe(GUIDE, 'A venue screen is offline')
  const { page } = session
  const screen = await api('POST', '/screens', { name: 'Hall TV' })
  await recipe.see('Screens', navLink(page, 'Screens'))
  await navLink(page, 'Screens').click()
  const card = page.getByRole('article', { name: 'Screen Hall TV' })
  const presence = card.getByTestId(`presence-${screen.id}`)
  await recipe.see('Offline', presence)

  // The address on the card, opened on the TV: the card says Online since.
  await recipe.see('Copy address', card.getByRole('button'))
  await recipe.see('Show QR code', card.getByRole('button'))
  await card.getByRole('button', { name: 'Show QR code' }).click()
  const address = async () => card.locator('.screen-address a.url').innerText()
  let tv = await session.browser.context.newPage()
  await tv.goto(await address())
  await tv.locator('[data-view]').first().waitFor()
  await recipe.see('Online since', presence)
  await recipe.see('Show on', card.getByRole('button', { name: 'Show on Hall TV' }))

  // The TV's browser closed: Offline; opened again on the address: Online since.
  await tv.close()
  await presence.filter({ hasText: /^Offline$/ }).waitFor()
  tv = await session.browser.context.newPage()
  await tv.goto(await address())
  await presence.filter({ hasText: /^Online since/ }).waitFor()

  // A new key: the old address shows "This screen key is not valid"; the card's new address brings it back.
  const oldAddress = await address()
  await recipe.see('New key', card.getByRole('button'))
  await card.getByRole('button', { name: 'New key' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Make a new key' }).click()
  await recipe.see('This screen key is not valid', tv.getByRole('heading'))
  await expect.poll(address).not.toBe(oldAddress)
  await tv.goto(await address())
  await presence.filter({ hasText: /^Online since/ }).waitFor()

  // The arena server stops: the TV says offline — reconnecting over its last picture, and comes back by itself.
  const { port } = session.arena.server
  await session.arena.server.close()
  await recipe.see('offline — reconnecting', tv.getByTestId('offline'))
  restarted = await startTestServer({ rendererDir: RENDERER_DIR, dataFile: session.arena.dataFile, port })
  await tv.getByTestId('offline').waitFor({ state: 'detached', timeout: 20_000 })
  await presence.filter({ hasText: /^Online since/ }).waitFor({ timeout: 20_000 })

  expect(recipe.unseen(), 'bold words of the recipe not found on the console').toEqual([])
  expect(session.browser.problems.filter((problem) => !problem.includes('/display?key=') && !problem.includes('Failed to load resource'))).toEqual([])
})

test('the console opens the guide from Help in the navigation', async () => {
  const { page } = session
  const help = navLink(page, 'Help')
  expect(await help.getAttribute('target')).toBe('_blank')
  const [guide] = await Promise.all([page.context().waitForEvent('page'), help.click()])
  await guide.getByRole('heading', { level: 1, name: "Operator's guide" }).waitFor()
  await guide.getByRole('navigation', { name: 'Guide' }).getByRole('link', { name: 'When something goes wrong' }).click()
  await guide.getByRole('heading', { level: 2, name: 'A robot does not answer' }).waitFor()
  expect(await guide.locator('img').count()).toBeGreaterThan(0)
  await guide.close()
})
