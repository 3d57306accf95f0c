// The Data page's backups in real Chromium: back up by hand, change the event, restore the backup from one console while a
// second console and a venue screen follow by themselves (no reload), and a restore refused while a game runs.
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ADMIN_PASSWORD } from '../support/api-server'
import { openBrowser, screenshot, type BrowserSession } from '../support/browser'
import { CONSOLE_VIEWPORT, startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs } from '../support/temp'

interface BackupView {
  name: string
  reason: string
  sound: boolean
  players: number | null
}

let session: ConsoleSession
/** The second console and the venue screen, in a browser profile of their own (their own login). */
let elsewhere: BrowserSession
let admin: string
let eventId: number
let screenKey: string
const playerIds: number[] = []

async function api(method: string, path: string, json?: unknown): Promise<any> {
  const answer = await session.arena.call(method, path, { token: admin, json })
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300)
  return answer.body
}

const backups = async () => (await api('GET', '/system/backups')) as BackupView[]

/** A mark left in the page: still there later means the page was never reloaded. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }))
}

async function stillSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true)
}

beforeAll(async () => {
  session = await startConsole()
  admin = await session.arena.login()
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  eventId = (await api('POST', '/events', { name: 'Spring Cup', start_time: t0 - 3600, end_time: t0 + 8 * 3600 })).id
  for (const name of ['Ada Lovelace', 'Brian Kernighan', 'Chen Wei', 'Dana Scott']) {
    playerIds.push((await api('POST', '/users', { name, password: 'player-pass', is_playing: true })).id)
  }
  screenKey = (await api('POST', '/screens', { name: 'Hall TV' })).key
  elsewhere = await openBrowser(CONSOLE_VIEWPORT)
})

afterAll(async () => {
  await elsewhere?.close()
  await session?.close()
  removeTempDirs()
})

test('back up, change the event, restore: every console and screen shows the restored state by itself; refused while a game runs', { timeout: 120_000 }, async () => {
  const { page, origin } = session
  await session.logIn()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Data', exact: true }).click()
  const section = page.getByRole('region', { name: 'Backups' })
  const table = section.getByRole('table', { name: 'Backups' })
  await section.getByText('No backups yet').waitFor()

  // Back up now: the notice and the list.
  await section.getByRole('button', { name: 'Back up now' }).click()
  const notice = section.getByTestId('backups-notice')
  await notice.filter({ hasText: /^Backup made at .*: arena-.*-manual\.sqlite \(.+, 4 players, 0 games played, 0 scored\)\.$/ }).waitFor()
  const [made] = await backups()
  expect(made).toMatchObject({ reason: 'manual', sound: true, players: 4 })
  const madeRow = table.getByTestId(`backup-${made.name}`)
  await madeRow.waitFor()
  expect(await madeRow.innerText()).toMatch(/made by hand\s+\d+(\.\d)? KB\s+4\s+0\s+0\s+✓ Sound/)

  // A second console, logged in after the backup, on Players; and the hall's screen on its idle view.
  const other = await elsewhere.newPage()
  other.setDefaultTimeout(10_000)
  await other.goto(`${origin}/`)
  await other.getByLabel('Username').fill('admin')
  await other.getByLabel('Password').fill(ADMIN_PASSWORD)
  await other.getByRole('button', { name: 'Log in' }).click()
  await other.getByTestId('current-user').filter({ hasText: 'admin' }).waitFor()
  await other.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Players', exact: true }).click()
  const otherPlayers = other.getByRole('table', { name: 'Players' })
  await otherPlayers.getByRole('cell', { name: 'Dana Scott', exact: true }).waitFor()
  const tv = await elsewhere.context.newPage()
  tv.setDefaultTimeout(10_000)
  await tv.goto(`${origin}/display?key=${screenKey}`)
  const eventName = tv.locator('[data-view="idle"] [data-testid="event-name"]')
  await eventName.filter({ hasText: 'Spring Cup' }).waitFor()
  await markPage(other)
  await markPage(tv)

  // The state changes after the backup: a late entry, the event renamed. Both follow live.
  const late = (await api('POST', '/users', { name: 'Late Entry', password: 'player-pass', is_playing: true })).id
  await api('PATCH', `/events/${eventId}`, { name: 'Renamed Cup' })
  await otherPlayers.getByRole('cell', { name: 'Late Entry', exact: true }).waitFor()
  await other.getByRole('combobox', { name: 'Event' }).getByRole('option', { name: 'Renamed Cup' }).waitFor({ state: 'attached' })
  await eventName.filter({ hasText: 'Renamed Cup' }).waitFor()

  // A damaged file beside them (no description, not SQLite): listed after the next read, marked NOT SOUND.
  const damaged = 'arena-20261101-120000000-damaged.sqlite'
  writeFileSync(join(dirname(session.arena.dataFile), 'backups', damaged), 'this is not an SQLite file '.repeat(100))

  // Restore from the first console, after its confirmation says what happens.
  await madeRow.getByRole('button', { name: `Restore ${made.name}` }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('The current state is kept as a backup first').waitFor()
  expect(await dialog.innerText()).toContain('Every console and venue screen reloads what it shows')
  // What it will do, asked of the server: Late Entry, made since, will be gone; credentials stay as they are now.
  const preview = dialog.getByTestId('restore-preview')
  await preview.getByText('1 user made since the backup will be gone.').waitFor()
  expect(await preview.innerText()).toContain('Passwords, rights, keys and logins stay as they are now')
  await screenshot(page, 'operator-data-restore-confirm')
  await dialog.getByRole('button', { name: 'Restore backup' }).click()
  await notice.filter({ hasText: `(${made.name}). The state before the restore is kept as the backup ` }).waitFor()
  const list = await backups()
  const kept = list.find((backup) => backup.reason === 'before-restore')
  expect(kept, JSON.stringify(list)).toMatchObject({ sound: true, players: 5 })
  expect(await notice.innerText()).toContain(`kept as the backup ${kept!.name}; restore that one to undo this.`)
  const keptRow = table.getByTestId(`backup-${kept!.name}`)
  await keptRow.filter({ hasText: 'before a restore' }).waitFor()
  expect(await table.locator('tbody tr').first().getAttribute('data-testid')).toBe(`backup-${kept!.name}`)

  // The second console and the screen: back to the backup's state, by themselves (each checked on its own, both reported).
  const secondConsole = async () => {
    await otherPlayers.getByRole('cell', { name: 'Late Entry', exact: true }).waitFor({ state: 'detached' })
    await otherPlayers.getByRole('cell', { name: 'Dana Scott', exact: true }).waitFor()
    await other.getByRole('combobox', { name: 'Event' }).getByRole('option', { name: 'Spring Cup' }).waitFor({ state: 'attached' })
  }
  const screen = async () => {
    await eventName.filter({ hasText: 'Spring Cup' }).waitFor()
    await tv.locator('[data-testid="offline"]').waitFor({ state: 'detached' })
  }
  const followed = await Promise.allSettled([secondConsole(), screen()])
  expect(
    followed.map((result) => (result.status === 'fulfilled' ? 'restored state shown' : String(result.reason).split('\n')[0])),
    'the second console, the screen',
  ).toEqual(['restored state shown', 'restored state shown'])
  expect(await stillSamePage(other), 'the second console was reloaded').toBe(true)
  expect(await stillSamePage(tv), 'the screen was reloaded').toBe(true)
  expect((await api('GET', '/users')).some((user: { id: number }) => user.id === late)).toBe(false)

  // The first console is still logged in, live again, on the Data page.
  await page.getByRole('status').filter({ hasText: /^Live$/ }).waitFor()
  await page.getByTestId('current-user').filter({ hasText: 'admin' }).waitFor()
  await page.getByRole('heading', { name: 'Data', level: 1 }).waitFor()
  expect(await page.getByRole('button', { name: 'Log in' }).count()).toBe(0)
  await section.evaluate((element) => element.scrollIntoView({ block: 'start' }))
  await screenshot(page, 'operator-data-backups')

  // The damaged file: marked, and its restore refused with the server's reason.
  const damagedRow = table.getByTestId(`backup-${damaged}`)
  expect(await damagedRow.innerText()).toMatch(/damaged file kept as evidence\s+2\.6 KB\s+—\s+—\s+—\s+⚠ NOT SOUND/)
  await damagedRow.getByRole('button', { name: `Restore ${damaged}` }).click()
  await dialog.getByText('This backup is not sound').waitFor()
  await dialog.getByRole('button', { name: 'Restore backup' }).click()
  const damagedAnswer = await session.arena.call('POST', `/system/backups/${damaged}/restore`, { token: admin })
  expect(damagedAnswer.status).toBe(409)
  expect(damagedAnswer.body.detail).toContain(damaged)
  await section.getByRole('alert').filter({ hasText: damagedAnswer.body.detail }).waitFor()
  expect(await notice.count()).toBe(0)

  // A game running: the restore is refused with the server's reason.
  const game = await api('POST', '/games', { name: 'League 1', event_id: eventId, start_time: null, end_time: null })
  const [red, yellow, green, blue] = playerIds
  await api('PUT', `/games/${game.id}/corners`, { red, yellow, green, blue })
  await api('POST', `/arena/games/${game.id}/start`, { mode: 'competition' })
  await keptRow.getByRole('button', { name: `Restore ${kept!.name}` }).click()
  await dialog.getByRole('button', { name: 'Restore backup' }).click()
  await section.getByRole('alert').filter({ hasText: `Game ${game.id} (League 1) is running; end or abort it before restoring a backup` }).waitFor()
  expect(await notice.count()).toBe(0)
  expect((await backups()).filter((backup) => backup.reason === 'before-restore')).toHaveLength(1)
  await api('POST', `/arena/games/${game.id}/abort`)

  const refused = (line: string) => line.includes('Failed to load resource: the server responded with a status of 409')
  expect(session.browser.problems.filter((line) => !refused(line))).toEqual([])
  expect(elsewhere.problems).toEqual([])
})
