// The operator's Screens page in real Chromium: add screens, see them come online, switch one or all, QR code, rotate a key.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { screenshot } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'
import { SseClient } from '../support/sse-client'

let session: ConsoleSession
let admin: string
const streams: SseClient[] = []

beforeAll(async () => {
  session = await startConsole()
  admin = await session.arena.login()
  expect((await session.arena.call('POST', '/events', { token: admin, json: { name: 'Screens Cup', start_time: 1_800_000_000, end_time: 1_800_036_000 } })).status).toBe(201)
})

afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()))
  await session?.close()
})

async function screenByName(name: string): Promise<{ id: number; key: string; current: string; config: string }> {
  const list = (await session.arena.call('GET', '/screens', { token: admin })).body as Array<{ id: number; name: string; key: string; current: string; config: string }>
  const found = list.find((screen) => screen.name === name)
  if (!found) throw new Error(`no screen ${name}`)
  return found
}

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test('screens are added, come online, switch views one at a time and all at once, and a new key cuts the old one', async () => {
  const { page, origin } = session
  await session.logIn()
  await page.goto(`${origin}/screens`)
  await page.getByText('No screens yet').waitFor()
  for (const name of ['Hall TV', 'Red corner TV']) {
    await page.getByLabel('New screen name').fill(name)
    await page.getByRole('button', { name: 'Add screen' }).click()
    await page.getByRole('heading', { name }).waitFor()
  }
  const hall = await screenByName('Hall TV')
  const corner = await screenByName('Red corner TV')
  await expect(page.getByTestId(`presence-${hall.id}`).textContent()).resolves.toBe('Offline')

  // A TV opens the stream with its key: the page shows it online, live.
  const tv = await SseClient.open(`${session.arena.base}/stream?key=${hall.key}`)
  streams.push(tv)
  await page.getByTestId(`presence-${hall.id}`).filter({ hasText: 'Online since' }).waitFor()

  // One screen: a message.
  await page.getByLabel('View of Hall TV').selectOption('message')
  await page.getByLabel('Message text for Hall TV').fill('Lunch until 13:30')
  await page.getByRole('button', { name: 'Show on Hall TV' }).click()
  await page.getByTestId(`shows-${hall.id}`).filter({ hasText: 'Message: “Lunch until 13:30”' }).waitFor()
  expect(await screenByName('Hall TV')).toMatchObject({ current: 'message', config: '{"text":"Lunch until 13:30"}' })
  await tv.next((event) => event.event === 'screen' && (event.data as { current: string }).current === 'message')

  // The corner screen: its corner.
  await page.getByLabel('View of Red corner TV').selectOption('corner')
  await page.getByLabel('Corner of Red corner TV').selectOption('yellow')
  await page.getByRole('button', { name: 'Show on Red corner TV' }).click()
  await page.getByTestId(`shows-${corner.id}`).filter({ hasText: 'Corner: Yellow corner' }).waitFor()
  expect(JSON.parse((await screenByName('Red corner TV')).config)).toEqual({ corner: 'yellow' })

  // Address and QR code.
  await page.getByRole('article', { name: 'Screen Hall TV' }).getByRole('button', { name: 'Show QR code' }).click()
  await page.getByRole('img', { name: 'QR code of the address of Hall TV' }).waitFor()
  const link = await page.getByRole('article', { name: 'Screen Hall TV' }).getByRole('link').getAttribute('href')
  expect(link).toMatch(new RegExp(`/display\\?key=${hall.key}$`))
  await screenshot(page, 'operator-screens')

  // All screens at once.
  await page.getByLabel('View of all screens').selectOption('standings')
  await page.getByRole('button', { name: 'Show on all screens' }).click()
  await eventually(async () => (await screenByName('Hall TV')).current === 'standings' && (await screenByName('Red corner TV')).current === 'standings', 'both screens on standings')
  await page.getByTestId(`shows-${hall.id}`).filter({ hasText: 'Standings of' }).waitFor()
  await page.getByTestId(`shows-${corner.id}`).filter({ hasText: 'Standings of' }).waitFor()

  // A new key: the old stream is cut, the page shows the screen offline and the new address.
  await page.getByRole('article', { name: 'Screen Hall TV' }).getByRole('button', { name: 'New key' }).click()
  await page.getByRole('button', { name: 'Make a new key' }).click()
  await eventually(async () => (await screenByName('Hall TV')).key !== hall.key, 'the key to change')
  await page.getByTestId(`presence-${hall.id}`).filter({ hasText: 'Offline' }).waitFor()
  const rotated = await screenByName('Hall TV')
  await page.getByRole('article', { name: 'Screen Hall TV' }).getByRole('link', { name: new RegExp(rotated.key) }).waitFor()
  expect((await SseClient.open(`${session.arena.base}/stream?key=${hall.key}`)).status).toBe(401)

  // Delete with a confirmation.
  await page.getByRole('article', { name: 'Screen Red corner TV' }).getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('button', { name: 'Delete screen' }).click()
  await page.getByRole('heading', { name: 'Red corner TV' }).waitFor({ state: 'detached' })
  expect(session.browser.problems).toEqual([])
}, 120_000)

test("in the desktop window, the PC's displays are listed and a screen opens on one, closes, and is refused once deleted", async () => {
  // A LAN browser has no bridge: no displays card.
  await session.page.goto(`${session.origin}/screens`)
  await session.page.getByRole('heading', { name: 'Hall TV' }).waitFor()
  expect(await session.page.getByRole('heading', { name: "This PC's displays" }).count()).toBe(0)

  const doomed = (await session.arena.call('POST', '/screens', { token: admin, json: { name: 'Doomed TV' } })).body as { id: number }
  const hall = await screenByName('Hall TV')
  const page = await session.browser.context.newPage()
  // The desktop bridge as the preload exposes it, over a fake shell: two displays; it refuses `deleted` as the shell refuses a deleted screen.
  await page.addInitScript((deleted: number) => {
    const calls: string[] = []
    const displays = [
      { id: 1, label: 'Built-in Display', width: 1440, height: 900, primary: true, connected: true, screenId: null as number | null },
      { id: 2, label: 'SAMSUNG', width: 1920, height: 1080, primary: false, connected: true, screenId: null as number | null },
    ]
    ;(window as unknown as { desktopCalls: string[] }).desktopCalls = calls
    window.arenaDesktop = {
      isDesktop: true,
      appVersion: async () => '0.1.0',
      exportDataFile: async () => ({ saved: false }),
      openDataFolder: async () => undefined,
      openLogFolder: async () => undefined,
      followPrimary: async () => undefined,
      listDisplays: async () => displays.map((display) => ({ ...display })),
      openScreenWindow: async (screenId, displayId) => {
        calls.push(`open ${screenId} on ${displayId}`)
        if (screenId === deleted) throw new Error(`Error invoking remote method 'arena:open-screen-window': Error: There is no screen ${screenId}: it was deleted`)
        displays.find((display) => display.id === displayId)!.screenId = screenId
      },
      closeScreenWindow: async (displayId) => {
        calls.push(`close ${displayId}`)
        displays.find((display) => display.id === displayId)!.screenId = null
      },
    }
  }, doomed.id)
  await page.goto(`${session.origin}/screens`)
  const card = page.getByRole('region', { name: "This PC's displays" })
  await card.getByRole('listitem', { name: 'Display SAMSUNG (1920×1080)' }).waitFor()
  await card.getByRole('listitem', { name: 'Display Built-in Display (1440×900, primary)' }).waitFor()
  await expect(page.getByTestId('display-state-2').textContent()).resolves.toBe('Shows no screen')

  await card.getByLabel('Screen for SAMSUNG').selectOption({ label: 'Hall TV' })
  await card.getByRole('button', { name: 'Show on SAMSUNG' }).click()
  await page.getByTestId('display-state-2').filter({ hasText: 'Shows Hall TV' }).waitFor()
  await screenshot(page, 'operator-screens-pc-displays')

  await card.getByRole('button', { name: 'Close the screen on SAMSUNG' }).click()
  await page.getByTestId('display-state-2').filter({ hasText: 'Shows no screen' }).waitFor()

  // The shell refuses a screen deleted after the page listed it (shell-desktop.test.ts proves the shell's side): the page says why.
  await card.getByLabel('Screen for Built-in Display').selectOption({ label: 'Doomed TV' })
  await card.getByRole('button', { name: 'Show on Built-in Display' }).click()
  await card.getByRole('alert').filter({ hasText: /^There is no screen \d+: it was deleted$/ }).waitFor()
  expect(await page.evaluate(() => (window as unknown as { desktopCalls: string[] }).desktopCalls)).toEqual([`open ${hall.id} on 2`, 'close 2', `open ${doomed.id} on 1`])
  await page.close()
  expect(session.browser.problems).toEqual([])
}, 60_000)
