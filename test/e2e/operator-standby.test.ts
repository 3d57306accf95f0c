// Issue 29, the console side of a standby, in real Chromium against two real servers on loopback: a primary and a standby
// following it (--follow, in-process). The primary's Data › Arena PCs lists the standby with its lag and makes a
// replication key shown once with the command line; the standby's console shows the read-only banner on every page and its
// role with the primary's lag; Take over (after its confirmation) makes it the primary, the banner goes, and a change works.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/api-server'
import { screenshot } from '../support/browser'
import { RENDERER_DIR, startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs } from '../support/temp'

let primary: ConsoleSession
let standby: TestServer
let admin: string

beforeAll(async () => {
  primary = await startConsole()
  admin = await primary.arena.login()
  const made = await primary.arena.call('POST', '/system/replication/keys', { token: admin, json: { name: 'Spare laptop' } })
  expect(made.status).toBe(201)
  standby = await startTestServer({ rendererDir: RENDERER_DIR, follow: { primary: primary.origin, key: made.body.key as string } })
  // The standby took its snapshot and streams: the primary lists it.
  const until = Date.now() + 15_000
  while (((await primary.arena.call('GET', '/system/replication', { token: admin })).body.standbys ?? []).length === 0) {
    if (Date.now() > until) throw new Error('the standby never connected')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
})

afterAll(async () => {
  await standby?.server.close()
  await primary?.close()
  removeTempDirs()
})

test('Arena PCs on the primary and the standby: the standby and its lag, a key shown once, the banner, Take over', { timeout: 120_000 }, async () => {
  const { page, origin } = primary
  await primary.logIn()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Data', exact: true }).click()
  const section = page.getByRole('region', { name: 'Arena PCs' })
  await section.getByTestId('replication-role').filter({ hasText: 'Primary: this PC takes the changes' }).waitFor()
  expect(await page.getByTestId('read-only-banner').count(), 'no banner on a primary').toBe(0)
  const standbys = section.getByRole('table', { name: 'Standbys following this PC' })
  await standbys.getByRole('cell', { name: 'Spare laptop' }).waitFor()
  await standbys.getByTestId('standby-lag').filter({ hasText: /^(up to date|\d+ transactions? behind(, for .+)?)$/ }).waitFor()
  // Synchronous by default: once in sync, the primary's writes wait for it.
  await standbys.getByTestId('standby-writes').filter({ hasText: 'wait for it (synchronous)' }).waitFor()

  // A key made here is shown once, inside the line to run on the standby PC; the list keeps only its hint.
  const keysRegion = section.getByRole('region', { name: 'Replication keys' })
  await keysRegion.getByLabel('Replication key for').fill('Second spare')
  await keysRegion.getByRole('button', { name: 'Make a replication key' }).click()
  const shown = keysRegion.getByRole('region', { name: 'The new replication key' })
  const line = await shown.getByLabel('On the standby PC, run').inputValue()
  expect(line).toMatch(new RegExp(`^npm run serve -- --follow ${origin.replace(/\./g, '\\.')} --follow-key rk_\\S+$`))
  const key = line.split(' ').at(-1)!
  const listed = (await primary.arena.call('GET', '/system/replication/keys', { token: admin })).body as Array<{ name: string; key_hint: string }>
  const hint = listed.find((entry) => entry.name === 'Second spare')!.key_hint
  expect(hint.startsWith(key.slice(0, 7)) && hint.endsWith(key.slice(-4)), `${hint} is the hint of ${key}`).toBe(true)
  await keysRegion.getByRole('table', { name: 'Replication keys' }).getByText(hint).waitFor()
  await shown.getByRole('button', { name: 'Done, hide the key' }).click()
  await shown.waitFor({ state: 'detached' })
  expect(await page.content(), 'the key is shown once').not.toContain(key)

  // The standby's console: the banner on every page, its role and the primary's lag; nothing to make keys with.
  const onStandby = await primary.browser.context.newPage()
  onStandby.setDefaultTimeout(10_000)
  const standbyOrigin = `http://127.0.0.1:${standby.server.port}`
  await onStandby.goto(`${standbyOrigin}/`)
  await onStandby.getByLabel('Username').fill('admin')
  await onStandby.getByLabel('Password').fill(ADMIN_PASSWORD)
  await onStandby.getByRole('button', { name: 'Log in' }).click()
  const banner = onStandby.getByTestId('read-only-banner')
  await banner.filter({ hasText: `Standby of ${origin}: read-only — changes are made on the primary.` }).waitFor()
  await onStandby.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Events', exact: true }).click()
  await banner.waitFor()
  await onStandby.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Data', exact: true }).click()
  const standbySection = onStandby.getByRole('region', { name: 'Arena PCs' })
  await standbySection.getByTestId('replication-role').filter({ hasText: 'Standby: this PC follows the primary (read-only)' }).waitFor()
  await standbySection.getByText(`${origin} — connected`).waitFor()
  await standbySection.getByTestId('primary-lag').filter({ hasText: /^(up to date|\d+ transactions? behind(, for .+)?)$/ }).waitFor()
  expect(await standbySection.getByRole('region', { name: 'Replication keys' }).count(), 'keys are made on the primary').toBe(0)
  await standbySection.scrollIntoViewIfNeeded()
  await screenshot(onStandby, 'operator-arena-pcs-standby')

  // Take over: the confirmation says what it does; Cancel changes nothing; confirmed, this PC is the primary.
  await standbySection.getByRole('button', { name: 'Take over' }).click()
  const dialog = onStandby.getByRole('dialog', { name: 'Take over as the primary?' })
  await dialog
    .getByText("This PC becomes the primary: it accepts changes, runs the games' clocks and signals robots. Only do this when the primary is off or unreachable.")
    .waitFor()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect((await standby.call('GET', '/system/replication', { token: admin })).body.role).toBe('standby')
  await standbySection.getByRole('button', { name: 'Take over' }).click()
  await dialog.getByRole('button', { name: 'Take over' }).click()
  await standbySection.getByTestId('replication-role').filter({ hasText: 'Primary: this PC takes the changes' }).waitFor()
  await banner.waitFor({ state: 'detached' })
  expect((await standby.call('GET', '/system/replication', { token: admin })).body).toMatchObject({ role: 'primary', epoch: 2 })

  // A change works on it now: a replication key made from its console.
  const newKeys = standbySection.getByRole('region', { name: 'Replication keys' })
  await newKeys.getByLabel('Replication key for').fill('The old primary')
  await newKeys.getByRole('button', { name: 'Make a replication key' }).click()
  const newLine = await newKeys.getByRole('region', { name: 'The new replication key' }).getByLabel('On the standby PC, run').inputValue()
  expect(newLine).toContain(`--follow ${standbyOrigin} --follow-key rk_`)
  expect(primary.browser.problems.filter((problem) => !problem.includes('503'))).toEqual([])
})
