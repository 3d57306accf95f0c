// The replication keys' list on Data › Arena PCs, in real Chromium against a real server: each key by its name, hint and
// when it was made; Revoke asks first in the replication keys' own words (Cancel keeps the key), then the key is gone and
// no longer opens the replication stream; a revoke the server refuses (the key was revoked elsewhere meanwhile) says why.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs } from '../support/temp'

let session: ConsoleSession
let admin: string

beforeAll(async () => {
  session = await startConsole()
  admin = await session.arena.login()
})

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

const makeKey = async (name: string) => {
  const made = await session.arena.call('POST', '/system/replication/keys', { token: admin, json: { name } })
  expect(made.status).toBe(201)
  return made.body as { id: number; key: string; key_hint: string }
}
const listed = async () => ((await session.arena.call('GET', '/system/replication/keys', { token: admin })).body as Array<{ name: string }>).map((key) => key.name)

test('lists the replication keys and revokes one after its confirmation; a refused revoke says why', { timeout: 60_000 }, async () => {
  const spare = await makeKey('Spare laptop')
  const gone = await makeKey('Laptop revoked elsewhere')
  const { page } = session
  await session.logIn()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Data', exact: true }).click()
  const region = page.getByRole('region', { name: 'Arena PCs' }).getByRole('region', { name: 'Replication keys' })
  const table = region.getByRole('table', { name: 'Replication keys' })
  await table.getByRole('cell', { name: 'Spare laptop', exact: true }).waitFor()
  expect(await table.getByRole('columnheader').allTextContents()).toEqual(['For', 'Key', 'Made', 'Actions'])
  const row = table.getByRole('row').filter({ hasText: 'Spare laptop' })
  expect(await row.locator('code').innerText()).toBe(spare.key_hint)

  // Cancel keeps the key; the question is the replication keys' own.
  await region.getByRole('button', { name: 'Revoke Spare laptop' }).click()
  const dialog = page.getByRole('dialog', { name: 'Revoke the replication key “Spare laptop”?' })
  await dialog.getByText('A standby following this PC with it is cut off within a second and cannot reconnect.').waitFor()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await dialog.waitFor({ state: 'detached' })
  expect(await listed()).toContain('Spare laptop')

  await region.getByRole('button', { name: 'Revoke Spare laptop' }).click()
  await dialog.getByRole('button', { name: 'Revoke key' }).click()
  await table.getByRole('cell', { name: 'Spare laptop', exact: true }).waitFor({ state: 'detached' })
  expect(await listed()).toEqual(['Laptop revoked elsewhere'])
  expect((await session.arena.call('GET', '/system/replication/stream', { token: spare.key })).status, 'the revoked key opens nothing').toBe(401)
  expect(await page.getByRole('status').filter({ hasText: 'revoked' }).count(), 'no notice: the list says it').toBe(0)

  // Revoked behind the console's back: the console's revoke is refused, and the server's reason is shown.
  expect((await session.arena.call('DELETE', `/system/replication/keys/${gone.id}`, { token: admin })).status).toBe(204)
  await region.getByRole('button', { name: 'Revoke Laptop revoked elsewhere' }).click()
  await page.getByRole('dialog', { name: 'Revoke the replication key “Laptop revoked elsewhere”?' }).getByRole('button', { name: 'Revoke key' }).click()
  await region.getByRole('alert').filter({ hasText: `There is no replication key ${gone.id}` }).waitFor()
})
