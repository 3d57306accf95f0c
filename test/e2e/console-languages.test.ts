// Issue 31, item 3: the operator console in the venue's language, in real Chromium. The console speaks the chosen
// event's locale (a browser may keep its own choice in the header's Language menu); before login, the language this
// browser last saw. With the event in the pseudo-locale (en-XA) the translated pages show no visible text that did not go
// through the catalogue (data excluded: event, user and language names, addresses, the product's name); in Spanish no
// English UI word shows and names stay whole. Translated so far: the frame (header, navigation, banners), Login, First run.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALE_NAMES } from '../../src-main/domain/i18n/locales'
import { pseudoText } from '../../src-main/domain/i18n/pseudo-text'
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/api-server'
import { screenshot } from '../support/browser'
import { apiCaller, RENDERER_DIR, startConsole, type ConsoleSession } from '../support/console'
import { LONGEST_EVENT_NAME } from '../support/longest-names'
import { removeTempDirs } from '../support/temp'
import { textFitReport } from '../support/text-fit'
import { notPseudo, visibleTexts, wordsIn } from '../support/visible-texts'

/** Words of the console's English a Spanish page must not show (whole words, as written on the pages). */
const ENGLISH_WORDS = [
  'Log', 'out', 'in', 'Live', 'Connecting', 'Offline', 'Event', 'Language', 'Help', 'Schedule', 'Scoring', 'Scorer', 'tablet',
  'Standings', 'Reports', 'Players', 'Events', 'Screens', 'My', 'keys', 'Settings', 'Data', 'Skip', 'Username', 'Password',
  'Logged', 'as', 'the', 'of', 'Enter', 'your', 'Cancel', 'OK', 'Welcome', 'Set', 'administrator', 'Choose', 'Create', 'start', 'again',
]

/** A message of the catalogue as the pseudo-locale shows it (accented, bracketed). */
const pseudo = (english: string) => `[${pseudoText(english)}]`

/** The navigation, in English or Spanish (an empty page's own links name the same pages). */
const PAGES = /^(Pages|Páginas)$/

/** The frame around every page: the header and the navigation. */
const FRAME = '.topbar, .sidebar'

let session: ConsoleSession
let firstRun: TestServer
let page: Page
let api: ReturnType<typeof apiCaller>
let eventId = 0
const FROM = 'http://127.0.0.1:9'
/** Every name the pages may show: data, never UI text. */
const data = [LONGEST_EVENT_NAME, 'Arena Console', 'admin', ...Object.values(LOCALE_NAMES), FROM]

const setLocale = (locale: string) => api('PUT', `/events/${eventId}/locale`, { locale })
const texts = (root: string) => visibleTexts(page, root, [...data, session.origin])
const lang = () => page.evaluate(() => document.documentElement.lang)

beforeAll(async () => {
  session = await startConsole()
  page = session.page
  const token = await session.arena.login()
  api = apiCaller(session.arena, token)
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  eventId = (await api('POST', '/events', { name: LONGEST_EVENT_NAME, start_time: t0 - 600, end_time: t0 + 8 * 3600 })).id
  await setLocale('en-XA')
  firstRun = await startTestServer({ rendererDir: RENDERER_DIR, firstRun: 'page', adminPassword: undefined })
}, 120_000)

afterAll(async () => {
  await firstRun?.server.close()
  await session?.close()
  removeTempDirs()
})

describe('the pseudo-locale: every visible word of the translated pages comes from the catalogue', () => {
  it('the frame (header, navigation) once logged in: the event’s language', async () => {
    // A browser that never saw the event: the login page is English, the console then follows the event.
    await session.logIn()
    await expect.poll(lang).toBe('en-XA')
    await page.getByRole('link', { name: pseudo('Schedule') }).waitFor()
    await page.getByRole('status').filter({ hasText: pseudo('Live') }).waitFor()
    expect(notPseudo(await texts(FRAME))).toEqual([])
    expect(await page.title()).toBe(`${pseudo('Arena')} — Arena Console`)
  })

  it('the banner of a console moved to the PC that took over', async () => {
    const token = await page.evaluate(() => localStorage.getItem('arena-console.token'))
    await page.goto('about:blank')
    await page.goto(`${session.origin}/arena#arena-handover=${token}&epoch=2&from=${encodeURIComponent(FROM)}`)
    const notice = page.getByTestId('taken-over-notice')
    await notice.waitFor()
    expect(notPseudo(await texts('[data-testid="taken-over-notice"]'))).toEqual([])
    await notice.getByRole('button', { name: pseudo('OK') }).click()
    await notice.waitFor({ state: 'detached' })
  })

  it('the login page after logging out: the language this browser last saw', async () => {
    await page.getByRole('button', { name: pseudo('Log out') }).click()
    await page.getByRole('heading', { name: pseudo('Log in') }).waitFor()
    await page.getByRole('button', { name: pseudo('Log in') }).click()
    await page.getByText(pseudo('Enter your username')).waitFor()
    expect(await lang()).toBe('en-XA')
    expect(notPseudo(await texts('#root'))).toEqual([])
  })

  it('the first-run page', async () => {
    const first = await session.browser.context.newPage()
    try {
      // The first-run server is another origin: this browser saw the pseudo-locale there too.
      await first.addInitScript(() => localStorage.setItem('arena-console.event-language', 'en-XA'))
      await first.goto(`http://127.0.0.1:${firstRun.server.port}/`)
      await first.getByRole('heading', { name: pseudo('Welcome to Arena Console') }).waitFor()
      await first.getByRole('button', { name: pseudo('Create the administrator and start') }).click()
      await first.getByText(pseudo('Choose a password')).waitFor()
      expect(notPseudo(await visibleTexts(first, '#root', data))).toEqual([])
    } finally {
      await first.close()
    }
  })
})

describe('Spanish: no English word, names whole, lang="es"', () => {
  beforeAll(() => setLocale('es'))

  it('the frame once logged in (from a login page still in the language last seen)', async () => {
    await page.getByLabel(pseudo('Username')).fill('admin')
    await page.getByLabel(pseudo('Password')).fill(ADMIN_PASSWORD)
    await page.getByRole('button', { name: pseudo('Log in') }).click()
    await page.getByRole('navigation', { name: PAGES }).getByRole('link', { name: 'Calendario' }).waitFor()
    expect(await lang()).toBe('es')
    await screenshot(page, 'console-es-arena')
    expect(wordsIn(await texts(FRAME), ENGLISH_WORDS)).toEqual([])
    const report = await textFitReport(page, 'x')
    expect([...report.cut, ...report.outside]).toEqual([])
  })

  it('the frame on a phone (a player’s page): the header wraps, names whole', async () => {
    await page.setViewportSize({ width: 360, height: 740 })
    try {
      await page.goto(`${session.origin}/standings`)
      await page.getByRole('link', { name: 'Clasificación' }).waitFor()
      await screenshot(page, 'console-es-phone')
      const report = await textFitReport(page, 'x')
      expect([...report.cut, ...report.outside]).toEqual([])
    } finally {
      await page.setViewportSize({ width: 1366, height: 768 })
    }
  })

  it('the login page', async () => {
    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor()
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await page.getByText('Escribe tu usuario').waitFor()
    expect(wordsIn(await texts('#root'), ENGLISH_WORDS)).toEqual([])
  })
})

describe('the browser’s own choice, and the event’s language live', () => {
  it('English kept by this browser at a Spanish event, across a reload; back to the event’s language', async () => {
    await page.getByLabel('Usuario').fill('admin')
    await page.getByLabel('Contraseña').fill(ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    const menu = page.getByLabel('Idioma')
    await expect.poll(() => menu.inputValue()).toBe('')
    await menu.selectOption('en')
    await page.getByRole('navigation', { name: PAGES }).getByRole('link', { name: 'Schedule' }).waitFor()
    expect(await lang()).toBe('en')
    await page.reload()
    await page.getByRole('navigation', { name: PAGES }).getByRole('link', { name: 'Schedule' }).waitFor()
    await page.getByLabel('Language').selectOption('')
    await page.getByRole('navigation', { name: PAGES }).getByRole('link', { name: 'Calendario' }).waitFor()
  })

  it('follows the event’s language when it changes, without a reload', async () => {
    await setLocale('en')
    await page.getByRole('navigation', { name: PAGES }).getByRole('link', { name: 'Schedule' }).waitFor({ timeout: 5000 })
    await page.getByRole('button', { name: 'Log out' }).waitFor()
    expect(await lang()).toBe('en')
    expect(session.browser.problems).toEqual([])
  })
})
