// Issue 31, item 3: a refused request's problems in the console's language, in real Chromium. Forms the server refuses
// with 422 items — the arena settings (three bounds), a new event (a name too long), a scorer's number form on a phone
// (two corners' points over the bound) — show each item beside its field and in the "The server refused this" notice: in
// the pseudo-locale (en-XA) not one unaccented letter is left there; in Spanish the sentences read as the catalogue words
// them, no English word shows and nothing is cut, at 390 px too. English stays as it was (the first check).
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUES, type MessageId } from '../../src-main/domain/i18n/catalogues'
import { LOCALE_NAMES } from '../../src-main/domain/i18n/locales'
import { pseudoText } from '../../src-main/domain/i18n/pseudo-text'
import { MAX_GAME_POINTS } from '../../src-main/domain/game-points-range'
import { openBrowser, screenshot, type BrowserSession } from '../support/browser'
import { apiCaller, startConsole, type ConsoleSession } from '../support/console'
import { exactly, longestGameName, longestPlayerNames, LONGEST_EVENT_NAME, MAX_EVENT_NAME } from '../support/longest-names'
import { removeTempDirs } from '../support/temp'
import { textFitReport } from '../support/text-fit'
import { labelTexts, notPseudo, visibleTexts, wordsIn } from '../support/visible-texts'

/** The problem sentences' English words, which a Spanish page must not show. */
const ENGLISH_WORDS = ['The', 'must', 'Must', 'be', 'at', 'least', 'most', 'have', 'characters', 'value', 'game', 'length', 'port', 'timeout', 'refused', 'server', 'points', 'name', 'red', 'yellow']

type Shown = 'en-XA' | 'es'
/** A message of the catalogue as `locale` shows it (the pseudo-locale: accented and bracketed). */
const say = (locale: Shown, id: MessageId) => (locale === 'es' ? CATALOGUES.es[id] : `[${pseudoText(CATALOGUES.en[id])}]`)

const TOO_LONG_NAME = exactly('Refused Open of the Western Midlands Robotics League, One Letter Too Long for the API', MAX_EVENT_NAME + 1)
const SCORER = 'Scorer Ann Longname of the Western Midlands'
const PLAYERS = longestPlayerNames().slice(0, 4)

let session: ConsoleSession
let page: Page
let phone: BrowserSession
let tablet: Page
let api: ReturnType<typeof apiCaller>
let eventId = 0
const toScore: string[] = []
/** Every name the pages may show: data, never UI text; the numbers of the bounds are digits. */
const data = [LONGEST_EVENT_NAME, TOO_LONG_NAME, SCORER, ...PLAYERS, 'Arena Console', 'admin', ...Object.values(LOCALE_NAMES)]

const setLocale = async (locale: string) => {
  await api('PUT', `/events/${eventId}/locale`, { locale })
}

/** The problems said under `root`: the notice's lines and the sentences beside the fields. */
const problemsIn = async (root: Locator) => (await root.locator('.field-problem, .error-notice li').allInnerTexts()).map((text) => text.trim())

/** Every word under `root` and its labels: from the catalogue (en-XA), no English word and nothing cut (es). */
async function expectLocalised(on: Page, root: string, locale: Shown): Promise<void> {
  const texts = [...(await visibleTexts(on, root, data)), ...(await labelTexts(on, root, data))]
  if (locale === 'en-XA') expect(notPseudo(texts)).toEqual([])
  else {
    expect(wordsIn(texts, ENGLISH_WORDS)).toEqual([])
    const report = await textFitReport(on, 'x')
    expect([...report.cut, ...report.outside]).toEqual([])
  }
}

/** The arena settings refused on three bounds: each beside its field, and listed in the notice with its field's name. */
async function refusedSettings(locale: Shown | 'en'): Promise<Locator> {
  await page.goto(`${session.origin}/settings`)
  const form = page.locator('section[aria-labelledby="arena-settings-heading"]')
  await form.locator('input[name="game_length_s"]').fill('5')
  await form.locator('input[name="robot_port"]').fill('70000')
  await form.locator('input[name="robot_timeout_ms"]').fill('10')
  await form.locator('button[type="submit"]').click()
  await form.locator('.error-notice li').nth(2).waitFor()
  await expect.poll(() => form.locator('.field-problem').count()).toBe(3)
  if (locale !== 'en') await screenshot(page, `console-${locale}-problems-settings`)
  return form
}

/** A new event refused on its name's length (the form checks the points table itself). */
async function refusedEvent(locale: Shown): Promise<Locator> {
  await page.goto(`${session.origin}/events`)
  await page.getByRole('button', { name: say(locale, 'console.events.new') }).click()
  const form = page.locator('form.event-form')
  await form.locator('input[name="name"]').fill(TOO_LONG_NAME)
  await form.locator('button[type="submit"]').click()
  await form.locator('.field-problem').waitFor()
  await screenshot(page, `console-${locale}-problems-event`)
  return form
}

/** A scorer's number form on a phone, refused on two corners' points. */
async function refusedScores(locale: Shown, round: number): Promise<Locator> {
  await tablet.evaluate((id) => localStorage.setItem('arena-console.event', String(id)), eventId)
  await tablet.goto(`${session.origin}/scorer`)
  await tablet.locator(`.scorer-page[lang="${locale}"]`).waitFor()
  await tablet.getByRole('button', { name: toScore[round] }).click()
  const points = ['red', 'yellow', 'green', 'blue'].map((colour) => tablet.getByTestId(`tablet-${colour}`).locator('input[type="text"]'))
  for (const [index, input] of points.entries()) await input.fill(String(index < 2 ? MAX_GAME_POINTS + 1 : 10))
  await tablet.locator('.tablet-actions button[type="submit"]').click()
  const form = tablet.locator('.scorer-page')
  await expect.poll(() => form.locator('.tablet-problems .field-problem').count()).toBe(2)
  await screenshot(tablet, `console-${locale}-problems-tablet-phone`)
  return form
}

beforeAll(async () => {
  session = await startConsole()
  page = session.page
  const token = await session.arena.login()
  api = apiCaller(session.arena, token)
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  eventId = (await api('POST', '/events', { name: LONGEST_EVENT_NAME, start_time: t0 - 3600, end_time: t0 + 8 * 3600 })).id
  const seats: number[] = []
  for (const name of PLAYERS) seats.push(await session.arena.createUser(token, name))
  await session.arena.createScorer(token, SCORER)
  for (let index = 1; index <= 2; index += 1) {
    const name = longestGameName(index)
    data.push(name)
    toScore.push(name)
    await session.arena.finishedGame(token, seats, { name, event_id: eventId, play_order: index })
  }
  await session.logIn()
  phone = await openBrowser({ width: 390, height: 844 })
  tablet = await phone.newPage()
  tablet.setDefaultTimeout(10_000)
  await tablet.goto(`${session.origin}/`)
  await tablet.getByLabel('Username').fill(SCORER)
  await tablet.getByLabel('Password').fill(`${SCORER}-password`)
  await tablet.getByRole('button', { name: 'Log in' }).click()
  await tablet.getByTestId('current-user').filter({ hasText: SCORER }).waitFor()
}, 120_000)

afterAll(async () => {
  await phone?.close()
  await session?.close()
  removeTempDirs()
})

describe('a refused request’s problems in the console’s language', () => {
  it('English: as it always was', async () => {
    const form = await refusedSettings('en')
    expect(await problemsIn(form)).toEqual([
      'Must be at least 10.',
      'Must be at most 65535.',
      'Must be at least 50.',
      'The game length must be at least 10.',
      'The robot port must be at most 65535.',
      'The robot timeout must be at least 50.',
    ])
  })

  it.each([['en-XA'], ['es']] as const)('%s: the arena settings, a new event, a scorer’s form on a phone', async (locale) => {
    await setLocale(locale)
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale)

    const settings = await refusedSettings(locale)
    await expectLocalised(page, 'section[aria-labelledby="arena-settings-heading"]', locale)
    if (locale === 'es') {
      expect(await problemsIn(settings)).toEqual([
        'Debe ser como mínimo 10.',
        'Debe ser como máximo 65535.',
        'Debe ser como mínimo 50.',
        'Duración de la partida: debe ser como mínimo 10.',
        'Puerto de los robots: debe ser como máximo 65535.',
        'Tiempo de espera del robot: debe ser como mínimo 50.',
      ])
    }

    const event = await refusedEvent(locale)
    await expectLocalised(page, 'form.event-form', locale)
    if (locale === 'es') expect(await problemsIn(event)).toEqual(['Debe tener como máximo 100 caracteres.'])

    const scores = await refusedScores(locale, locale === 'es' ? 1 : 0)
    await expectLocalised(tablet, '.scorer-page', locale)
    if (locale === 'es') {
      const most = `Debe ser como máximo ${MAX_GAME_POINTS}.`
      expect(await problemsIn(scores)).toEqual([most, most, `Rojo: debe ser como máximo ${MAX_GAME_POINTS}.`, `Amarillo: debe ser como máximo ${MAX_GAME_POINTS}.`])
    }
  })

  it('left the browsers’ consoles clean but for the refused calls', () => {
    const refusedCalls = (line: string) => line.includes('422')
    expect(session.browser.problems.filter((line) => !refusedCalls(line))).toEqual([])
    expect(phone.problems.filter((line) => !refusedCalls(line))).toEqual([])
  })
})
