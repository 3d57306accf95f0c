// Issue 31, item 3: the console's admin pages in the venue's language, in real Chromium against real servers on loopback
// (a primary, a standby following it, an OpenID Connect provider). Settings (several arenas, a rename open, a refused
// save, single sign-on set and tested), Data (backups, the restore question, replication keys, the standby's Arena PCs
// with Take over, the desktop's Follow form), Log (lines, the level filter), My keys (keys, one shown, a new one, the
// revoke question) and the login page after a failed single sign-on: in the pseudo-locale (en-XA) every word on them
// went through the catalogue (data excluded: names, addresses, keys, file names, commands, the server's own words); in
// Spanish no English word of these pages shows, names stay whole, My keys fits a phone.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALE_NAMES } from '../../src-main/domain/i18n/locales'
import { pseudoText } from '../../src-main/domain/i18n/pseudo-text'
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/api-server'
import { screenshot } from '../support/browser'
import { apiCaller, RENDERER_DIR, startConsole, type ConsoleSession } from '../support/console'
import { exactly, LONGEST_EVENT_NAME } from '../support/longest-names'
import { removeTempDirs } from '../support/temp'
import { textFitReport } from '../support/text-fit'
import { labelTexts, notPseudo, visibleTexts, wordsIn } from '../support/visible-texts'
import { PROVIDER_SETUP } from './sso-login.provider'

/** Words of these pages' English a Spanish page must not show (whole words, as written on the pages). */
const ENGLISH_WORDS = [
  'Settings', 'Games', 'Save', 'saved', 'Rename', 'Retire', 'Retired', 'Add', 'New', 'name', 'Clock', 'format', 'seconds',
  'Changeover', 'Staging', 'stagger', 'Robot', 'port', 'timeout', 'Addresses', 'computer', 'Sounds', 'Single', 'sign-on', 'Client',
  'secret', 'Issuer', 'Scopes', 'Username', 'claim', 'Test', 'connection', 'Login', 'options', 'Refuse', 'Create', 'reference', 'Open',
  'Backups', 'Back', 'up', 'now', 'Restore', 'backup', 'Made', 'Why', 'Size', 'Players', 'Check', 'Sound', 'SOUND', 'Actions', 'Export',
  'file', 'copy', 'without', 'secrets', 'Primary', 'Standby', 'Lag', 'Writes', 'wait', 'Take', 'over', 'Key', 'Keys', 'Replication',
  'Follow', 'Done', 'hide', 'Log', 'Latest', 'entries', 'Show', 'Level', 'Time', 'Message', 'Everything', 'Information', 'warnings',
  'errors', 'Download', 'Hide', 'Copy', 'Revoke', 'Your', 'keys', 'the', 'of', 'and', 'your', 'with', 'Loading', 'identity', 'provider',
  'Ask', 'organiser', 'password', 'below', 'cancelled', 'refused', 'about', 'players', 'games', 'played', 'scored', 'after', 'hand',
]

/** A message of the catalogue as the pseudo-locale shows it (accented, bracketed), without arguments. */
const pseudo = (english: string) => `[${pseudoText(english)}]`

/** The longest arena names the API takes (60 characters), two of them in use and one retired. */
const ARENAS = [
  exactly('Northern Hall of the Western Midlands Robotics Championship', 60),
  exactly('SOUTHERN PAVILION WAREHOUSE WOMBATS MAKERSPACE ARENA NUMBER', 60),
  exactly('Retiredarenawithoneunbrokenwordofsixtycharactersexactlyxxxx', 60),
]
const KEY_NAMES = ['Robot laptop of the Northern Hall team', 'Scoring script']

let session: ConsoleSession
let provider: Awaited<ReturnType<typeof PROVIDER_SETUP.start>>
let standby: TestServer
let standbyOrigin = ''
let page: Page
let api: ReturnType<typeof apiCaller>
let eventId = 0
/** Every name, address, key, file name and server sentence the pages may show: data, never UI text. */
const data: string[] = [
  LONGEST_EVENT_NAME, 'Arena Console', 'admin', ...Object.values(LOCALE_NAMES), ...ARENAS, ...KEY_NAMES, 'Spare laptop', 'Club Login',
  'sqlite3', 'sqlite3 arena-copy.sqlite "SELECT name FROM users"', 'backups', '/api/docs', '/api/v1', '/api/v1/openapi.json', '"sound": true',
  'https://id.example.org/realms/arena', 'preferred_username', 'http://192.168.1.20:8700', 'rk_…', 'arena.sqlite', 'openid profile',
]
const texts = (root: string, on = page) => visibleTexts(on, root, data)
const labels = (root: string, on = page) => labelTexts(on, root, data)
const setLocale = (locale: string) => api('PUT', `/events/${eventId}/locale`, { locale })

/** Adds what the page shows of `selector` (text and input values) to the data: names, keys, times and messages as stored. */
async function asData(selector: string, on = page): Promise<void> {
  const shown = await on.locator(selector).evaluateAll((elements) => elements.flatMap((element) => [(element as HTMLElement).innerText, (element as HTMLInputElement).value ?? '', element.getAttribute('title') ?? '']))
  data.push(...shown.flatMap((text) => text.split('\n')).map((text) => text.trim()).filter((text) => text !== ''))
}

beforeAll(async () => {
  session = await startConsole()
  page = session.page
  provider = await PROVIDER_SETUP.start(session.origin)
  const token = await session.arena.login()
  api = apiCaller(session.arena, token)
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  eventId = (await api('POST', '/events', { name: LONGEST_EVENT_NAME, start_time: t0 - 600, end_time: t0 + 8 * 3600 })).id
  await setLocale('en-XA')
  const arenas = []
  for (const name of ARENAS) arenas.push(await api('POST', '/arenas', { name }))
  await api('POST', `/arenas/${arenas[2].id}/retire`)
  await api('POST', '/system/config/sso', PROVIDER_SETUP.config(provider))
  await PROVIDER_SETUP.name(session, token, 'Club Login')
  await api('POST', '/system/backups')
  await api('POST', '/system/backups')
  for (const name of KEY_NAMES) await api('POST', '/users/me/keys', { name })
  // A refused login: a warning in the log.
  expect((await session.arena.call('POST', '/auth/login', { json: { username: 'intruder', password: 'Guessed-Password-99' } })).status).toBe(401)
  const key = (await api('POST', '/system/replication/keys', { name: 'Spare laptop' })).key as string
  standby = await startTestServer({ rendererDir: RENDERER_DIR, follow: { primary: session.origin, key } })
  standbyOrigin = `http://127.0.0.1:${standby.server.port}`
  const until = Date.now() + 15_000
  while (((await api('GET', '/system/replication')).standbys ?? []).length === 0) {
    if (Date.now() > until) throw new Error('the standby never connected')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  for (const arena of await api('GET', '/arenas')) data.push(arena.name, arena.short_name)
  data.push(session.origin, standbyOrigin, `${session.origin}/`, `${session.origin}/api/v1`)
  await session.logIn()
}, 120_000)

afterAll(async () => {
  await standby?.server.close()
  await session?.close()
  await provider?.close()
  removeTempDirs()
})

/** Opens a page of the console and waits for its heading. */
async function open(path: string, heading: string, on = page, origin = session.origin): Promise<void> {
  await on.goto(`${origin}${path}`)
  await on.getByRole('heading', { name: heading, level: 1 }).waitFor()
}

describe('the pseudo-locale: every word of the admin pages comes from the catalogue', () => {
  it('the console speaks the event’s pseudo-locale', async () => {
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-XA')
  })

  it('Settings: arenas (one renamed, one retired), a refused new arena, single sign-on set and tested, the retire question', async () => {
    await open('/settings', pseudo('Settings'))
    await page.getByRole('button', { name: pseudo('Test connection') }).click()
    await page.getByTestId('sso-test-result').waitFor()
    await asData('[data-testid="sso-test-result"], .sso-redirect-uris code, .server-urls code')
    await page.locator('.arena-row-actions button').first().click()
    await page.locator('.arena-rename input').waitFor()
    // A name already taken: the server's sentence (its words) in the translated frame.
    await page.locator('.arena-create input').fill(ARENAS[1])
    await page.locator('.arena-create button').click()
    const refused = page.locator('.arena-create [role="alert"]')
    await refused.waitFor()
    await asData('.arena-create [role="alert"] li, .arena-create [role="alert"]:not(:has(strong))')
    expect(notPseudo(await texts('#root'))).toEqual([])
    expect(notPseudo(await labels('#root'))).toEqual([])
    await page.locator('.arena-row-actions button').nth(3).click()
    await page.locator('dialog').waitFor()
    expect(notPseudo(await texts('dialog'))).toEqual([])
    await page.locator('dialog button').first().click()
  })

  it('Data: export, backups and the restore question, Arena PCs with the standby, a replication key made', async () => {
    await open('/data', pseudo('Data'))
    await page.locator('.backups-table tbody tr').first().waitFor()
    await page.getByTestId('standby-lag').waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('section[aria-labelledby="export-heading"] button.primary').click()])
    data.push(download.suggestedFilename())
    await page.locator('.export-result').waitFor()
    await page.locator('.key-name input').fill('Spare laptop')
    await page.locator('form.row button[type="submit"]').click()
    await page.locator('.new-key').waitFor()
    await asData('.backups-table code, .backup-time, .replication-peer code, table.data code, .new-key input, .export-result code, [data-testid="backups-notice"]')
    expect(notPseudo(await texts('#root'))).toEqual([])
    expect(notPseudo(await labels('#root'))).toEqual([])
    await page.locator('.backups-table tbody tr button').first().click()
    await page.getByTestId('restore-preview').waitFor()
    await asData('dialog code')
    expect(notPseudo(await texts('dialog'))).toEqual([])
    await page.locator('dialog button').first().click()
  })

  it('Data on the standby: its role, the primary and its lag, the Take over question', async () => {
    const other = await session.browser.context.newPage()
    try {
      other.setDefaultTimeout(10_000)
      await other.addInitScript(() => localStorage.setItem('arena-console.event-language', 'en-XA'))
      await other.goto(`${standbyOrigin}/`)
      await other.locator('input[autocomplete="username"]').fill('admin')
      await other.locator('input[type="password"]').fill(ADMIN_PASSWORD)
      await other.locator('form button[type="submit"]').click()
      await other.getByTestId('read-only-banner').waitFor()
      await open('/data', pseudo('Data'), other, standbyOrigin)
      await other.getByTestId('primary-lag').waitFor()
      await asData('.replication-peer code, .replication-peer dd:last-child', other)
      await other.getByRole('button', { name: pseudo('Take over') }).click()
      await other.locator('dialog').waitFor()
      expect(notPseudo(await texts('main', other))).toEqual([])
      expect(notPseudo(await labels('main', other))).toEqual([])
    } finally {
      await other.close()
    }
  })

  it('Data in the desktop app: its export buttons and the Follow form, checked', async () => {
    const desktop = await session.browser.context.newPage()
    try {
      desktop.setDefaultTimeout(10_000)
      await desktop.addInitScript(() => {
        window.arenaDesktop = {
          isDesktop: true,
          appVersion: async () => '0.1.0',
          exportDataFile: async () => ({ saved: false }),
          openDataFolder: async () => undefined,
          openLogFolder: async () => undefined,
          listDisplays: async () => [],
          openScreenWindow: async () => undefined,
          closeScreenWindow: async () => undefined,
          followPrimary: async () => undefined,
        }
      })
      await open('/data', pseudo('Data'), desktop)
      await desktop.getByRole('button', { name: pseudo('Follow another arena PC…') }).click()
      await desktop.getByRole('button', { name: pseudo('Follow…') }).click()
      await desktop.locator('form[aria-label] .field-problem').nth(1).waitFor()
      await desktop.locator('section[aria-labelledby="export-heading"] button.primary').click()
      await desktop.getByText(pseudo('Export cancelled: nothing was saved.')).waitFor()
      expect(notPseudo(await texts('main', desktop))).toEqual([])
      expect(notPseudo(await labels('main', desktop))).toEqual([])
    } finally {
      await desktop.close()
    }
  })

  it('Log: the lines (their messages are data) at every level', async () => {
    await open('/log', pseudo('Log'))
    await page.getByLabel(pseudo('Level')).selectOption('debug')
    await page.getByTestId('log-entry').first().waitFor()
    await asData('.log-message, .log-time')
    expect(notPseudo(await texts('#root'))).toEqual([])
    expect(notPseudo(await labels('#root'))).toEqual([])
  })

  it('My keys: the keys, one shown, a new one, the revoke question', async () => {
    await open('/keys', pseudo('My keys'))
    await page.locator('.keys-page table button.small').first().click()
    await page.locator('.copyable-secret input').waitFor()
    await page.locator('.key-name input').fill('Spare laptop')
    await page.locator('.key-name + button').click()
    await page.locator('.new-key').waitFor()
    await asData('.keys-page code, .keys-page .copyable-secret input')
    expect(notPseudo(await texts('#root'))).toEqual([])
    expect(notPseudo(await labels('#root'))).toEqual([])
    await page.locator('.danger-outline').first().click()
    await page.locator('dialog').waitFor()
    expect(notPseudo(await texts('dialog'))).toEqual([])
    await page.locator('dialog button').first().click()
  })

  it('the login page after the provider’s Cancel: the sentence in the language this browser last saw', async () => {
    await page.getByRole('button', { name: pseudo('Log out') }).click()
    await page.locator('.sso-button').click()
    await PROVIDER_SETUP.cancel(page)
    await page.getByRole('alert').waitFor()
    expect(await page.getByRole('alert').innerText()).toBe(pseudo('The sign-in was cancelled or refused at the identity provider. Ask the organiser, or log in with your password below.'))
    expect(notPseudo(await texts('#root'))).toEqual([])
    expect(notPseudo(await labels('#root'))).toEqual([])
  })
})

describe('Spanish: no English word of these pages, names whole', () => {
  beforeAll(async () => {
    await setLocale('es')
    await page.locator('input[autocomplete="username"]').fill('admin')
    await page.locator('input[type="password"]').fill(ADMIN_PASSWORD)
    await page.locator('form button[type="submit"]').click()
    await page.getByRole('link', { name: 'Calendario' }).waitFor()
  })

  /** No English word on the page, nothing cut or outside; a screenshot. */
  async function spanish(name: string): Promise<void> {
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    expect(wordsIn(await texts('#root'), ENGLISH_WORDS)).toEqual([])
    expect(wordsIn(await labels('#root'), ENGLISH_WORDS)).toEqual([])
    const report = await textFitReport(page, 'x')
    expect([...report.cut, ...report.outside]).toEqual([])
    await screenshot(page, `console-es-${name}`)
  }

  it('Settings', async () => {
    await open('/settings', 'Ajustes')
    await page.getByRole('button', { name: 'Probar la conexión' }).click()
    await page.getByTestId('sso-test-result').waitFor()
    await page.getByRole('button', { name: `Renombrar ${ARENAS[0]}` }).click()
    await spanish('settings')
  })

  it('Data, with the restore question', async () => {
    await open('/data', 'Datos')
    await page.locator('.backups-table tbody tr').first().waitFor()
    await page.getByTestId('standby-lag').waitFor()
    await asData('.backups-table code, .backup-time')
    await spanish('data')
    await page.locator('.backups-table tbody tr button').first().click()
    await page.getByTestId('restore-preview').waitFor()
    expect(wordsIn(await texts('dialog'), ENGLISH_WORDS)).toEqual([])
    await screenshot(page, 'console-es-data-restore')
    await page.getByRole('button', { name: 'Cancelar' }).click()
  })

  it('Log', async () => {
    await open('/log', 'Registro')
    await page.getByTestId('log-entry').first().waitFor()
    await asData('.log-message, .log-time')
    await spanish('log')
  })

  it('My keys, and on a phone', async () => {
    await open('/keys', 'Mis claves')
    await page.getByRole('button', { name: `Mostrar la clave ${KEY_NAMES[0]}` }).click()
    await spanish('keys')
    await page.setViewportSize({ width: 390, height: 844 })
    try {
      const report = await textFitReport(page, 'x')
      await screenshot(page, 'console-es-keys-phone')
      expect([...report.cut, ...report.outside]).toEqual([])
    } finally {
      await page.setViewportSize({ width: 1366, height: 768 })
    }
  })

  it('the login page after the provider’s Cancel', async () => {
    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await page.locator('.sso-button').click()
    await PROVIDER_SETUP.cancel(page)
    await page.getByRole('alert').filter({ hasText: 'El inicio de sesión se ha cancelado o rechazado en el proveedor de identidad.' }).waitFor()
    await spanish('login-sso-error')
    expect(session.browser.problems.filter((line) => line.startsWith(session.origin) && !line.includes('401') && !line.includes('409'))).toEqual([])
  })
})
