// File › Follow another arena PC… (issue 29, item 1), the console's side, in real Chromium against a real server: the
// desktop bridge faked in the page (as the other desktop tests do) records what the form hands the shell. The form is
// there only in the desktop app; the menu's address opens it at once; it checks the address and the key's form; the
// confirmation says the data file is replaced (kept as a backup first) and the PC becomes read-only; the shell's refusal
// is shown in its own words; confirmed, the bridge gets the address and the key.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { FOLLOW_FORM_PATH } from '../../src-main/contract/desktop-bridge'
import { screenshot } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs } from '../support/temp'

let session: ConsoleSession
let key: string

beforeAll(async () => {
  session = await startConsole()
  const admin = await session.arena.login()
  // A real key's form (this server cannot follow itself: the shell is faked, nothing follows).
  key = (await session.arena.call('POST', '/system/replication/keys', { token: admin, json: { name: 'Spare laptop' } })).body.key as string
})

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

test('the Follow form: desktop only, opened by the menu, checked, confirmed in plain words, handed to the shell', { timeout: 120_000 }, async () => {
  await session.logIn()
  // In a LAN browser (no bridge) there is no such form.
  await session.page.goto(`${session.origin}/data`)
  await session.page.getByRole('region', { name: 'Arena PCs' }).getByTestId('replication-role').waitFor()
  expect(await session.page.getByRole('heading', { name: 'Follow another arena PC' }).count()).toBe(0)

  const page = await session.browser.context.newPage()
  page.setDefaultTimeout(10_000)
  await page.addInitScript(() => {
    const calls: string[][] = []
    const refusals = ["Error invoking remote method 'arena:follow-primary': Error: Game 4 (Final) is running on this PC; end or abort it before following another PC"]
    ;(window as unknown as { followCalls: string[][] }).followCalls = calls
    window.arenaDesktop = {
      isDesktop: true,
      appVersion: async () => '0.1.0',
      exportDataFile: async () => ({ saved: false }),
      openDataFolder: async () => undefined,
      openLogFolder: async () => undefined,
      listDisplays: async () => [],
      openScreenWindow: async () => undefined,
      closeScreenWindow: async () => undefined,
      followPrimary: async (address, key) => {
        calls.push([address, key])
        const refusal = refusals.shift()
        if (refusal) throw new Error(refusal)
      },
    }
  })
  const calls = () => page.evaluate(() => (window as unknown as { followCalls: string[][] }).followCalls)

  // On Data › Arena PCs of the desktop app: a button. The menu's address opens the form at once, the address focused —
  // from another page (a load), and again on this page after Cancel (a change of the address's fragment).
  await page.goto(`${session.origin}/data`)
  const section = page.getByRole('region', { name: 'Follow another arena PC' })
  const button = section.getByRole('button', { name: 'Follow another arena PC…' })
  await button.waitFor()
  await page.goto(`${session.origin}/settings`)
  await page.goto(`${session.origin}${FOLLOW_FORM_PATH}`)
  const form = section.getByRole('form', { name: 'Follow another arena PC' })
  const address = form.getByLabel("The primary's address")
  const keyField = form.getByLabel('Replication key (made on the primary)')
  await expect.poll(() => address.evaluate((input) => input === document.activeElement)).toBe(true)
  await form.getByRole('button', { name: 'Cancel' }).click()
  await button.waitFor()
  await page.goto(`${session.origin}${FOLLOW_FORM_PATH}`)
  await address.waitFor()

  // Checked here: nothing, then an address without http:// and a key of another form.
  await form.getByRole('button', { name: 'Follow…' }).click()
  await form.getByText("Enter the primary's address, e.g. http://192.168.1.20:8700").waitFor()
  await form.getByText('Enter the replication key made on the primary').waitFor()
  await address.fill('192.168.1.20:8700')
  await keyField.fill(key.replace('rk_', 'ak_'))
  await form.getByRole('button', { name: 'Follow…' }).click()
  await form.getByText("The primary's address starts with http:// (e.g. http://192.168.1.20:8700)").waitFor()
  await form.getByText('A replication key starts with rk_ and has 46 characters: copy it whole from the primary').waitFor()
  expect(await page.getByRole('dialog').count()).toBe(0)

  // Right values: the confirmation in plain words; Cancel hands nothing over.
  await address.fill('http://192.168.1.20:8700/')
  await keyField.fill(key)
  await form.getByRole('button', { name: 'Follow…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Follow the primary at http://192.168.1.20:8700?' })
  await dialog.getByText("This PC's data file is replaced by the primary's.").waitFor()
  await dialog.getByText('Its current state is kept as a backup first (Data › Backups).').waitFor()
  await dialog.getByText('This PC then follows the primary and is read-only: changes are made on the primary.', { exact: false }).waitFor()
  await screenshot(page, 'operator-follow-another-pc')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect(await calls()).toEqual([])

  // The shell refuses (a game runs here): its sentence, without Electron's prefix.
  await form.getByRole('button', { name: 'Follow…' }).click()
  await dialog.getByRole('button', { name: 'Follow it' }).click()
  await form.getByRole('alert').filter({ hasText: /^Game 4 \(Final\) is running on this PC; end or abort it before following another PC$/ }).waitFor()

  // Confirmed: the shell gets the address and the key; the page says the app starts again.
  await form.getByRole('button', { name: 'Follow…' }).click()
  await dialog.getByRole('button', { name: 'Follow it' }).click()
  await form.getByRole('status').filter({ hasText: 'Arena Console is starting again as the standby of http://192.168.1.20:8700…' }).waitFor()
  expect(await calls()).toEqual([
    ['http://192.168.1.20:8700/', key],
    ['http://192.168.1.20:8700/', key],
  ])
  expect(await form.getByRole('button', { name: 'Follow…' }).isDisabled()).toBe(true)
  expect(session.browser.problems).toEqual([])
  await page.close()
})
