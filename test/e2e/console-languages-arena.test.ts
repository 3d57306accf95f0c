// Issue 31, item 3: the Arena and Screens pages in the console's language, in real Chromium. Each state of the pages —
// the Arena page with no event, nothing on deck, a game on deck with its four corners and its robots checked (one corner
// disabled), the game running with its countdown and the End early question open and a refused key's note, the game ended
// waiting for its scores, and two arenas side by side; the Screens page with its screens (one online, one edited while
// another console changes it, one with its QR code and its New key question open) and the desktop window's displays card —
// in the pseudo-locale (en-XA) shows no visible text or label that did not go through the catalogue, and in Spanish no
// English word of these pages, every name whole (the longest names the API takes). Data (names, addresses, keys) and the
// server's own words (start conditions, robots' and checks' details) are not UI text.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALE_NAMES } from '../../src-main/domain/i18n/locales'
import { pseudoText } from '../../src-main/domain/i18n/pseudo-text'
import { screenshot } from '../support/browser'
import { apiCaller, startConsole, type ConsoleSession } from '../support/console'
import { startFakeRobots, type FakeRobots } from '../support/fake-robots'
import { exactly, longestGameName, longestPlayerNames, LONGEST_EVENT_NAME, MAX_SCREEN_NAME } from '../support/longest-names'
import { SseClient } from '../support/sse-client'
import { removeTempDirs } from '../support/temp'
import { textFitReport } from '../support/text-fit'
import { labelTexts, notPseudo, visibleTexts, wordsIn } from '../support/visible-texts'

/** Words of these pages' English that a Spanish page must not show (whole words; none that Spanish shares: Arena, Plan, No, robot, PC, QR). */
const ENGLISH_WORDS = [
  'Game', 'game', 'games', 'Load', 'Check', 'Checking', 'Start', 'End', 'early', 'Abort', 'Next', 'next', 'Mode', 'Competition', 'Development',
  'rehearsal', 'Up', 'On', 'deck', 'Corner', 'Corners', 'corner', 'Empty', 'Connected', 'Answering', 'answer', 'Waiting', 'Acknowledged',
  'Refused', 'Unreachable', 'Disabled', 'Disable', 'Enable', 'Stop', 'Stopped', 'Time', 'left', 'Planned', 'planned', 'Scheduled',
  'Running', 'Finished', 'Scored', 'Score', 'scores', 'Just', 'played', 'ended', 'behind', 'ahead', 'Apply', 'delay', 'Keys', 'act',
  'Screens', 'Screen', 'screen', 'screens', 'Shows', 'Online', 'Offline', 'since', 'Copy', 'address', 'Show', 'Hide', 'code', 'New',
  'key', 'Delete', 'All', 'View', 'Message', 'text', 'Idle', 'Schedule', 'Standings', 'Queueing', 'Knockout', 'bracket', 'Pit',
  'board', 'Logo', 'Display', 'displays', 'Close', 'This', 'Add', 'name', 'Name', 'Options', 'Loading', 'league', 'friendly',
  'every', 'Every', 'Nothing', 'event', 'the', 'of', 'and', 'is', 'in', 'on', 'at', 'by', 'for', 'to', 'what', 'What', 'happens',
]

/** A message of the catalogue as the pseudo-locale shows it (accented, bracketed). */
const pseudo = (english: string) => `[${pseudoText(english)}]`

/** The arena's keys (C S E A N X) on its buttons: keyboard keys, not words. Only taken out in the pseudo-locale's check. */
const KEYS = ['C', 'S', 'E', 'A', 'N', 'X']
const PLAYERS = longestPlayerNames().slice(0, 4)
const GAMES = [1, 2, 3, 4].map(longestGameName)
const SIDE_ARENA = exactly('Side Arena Behind the Pit Area Next to the Stage Curtain', 60)
const SCREENS = [exactly('Hall TV above the Entrance Doors of the North Sports Hall, next to the Registration Desk', MAX_SCREEN_NAME), 'Corner TV']
/** What the fake desktop shell calls its displays (the OS's names). */
const DISPLAYS = ['Built-in Display', 'SAMSUNG']

let session: ConsoleSession
let page: Page
let api: ReturnType<typeof apiCaller>
let token = ''
let robots: FakeRobots
let eventId = 0
const gameIds: number[] = []
const streams: SseClient[] = []

const setLocale = (locale: string) => api('PUT', `/events/${eventId}/locale`, { locale })
const lang = () => page.evaluate(() => document.documentElement.lang)

/** Every string under the keys the server words itself (start conditions, robots' answers and checks, a pending finish). */
function serverStrings(value: unknown, into: string[] = [], key = ''): string[] {
  if (typeof value === 'string' && ['detail', 'start_conditions', 'reason'].includes(key)) into.push(value)
  else if (Array.isArray(value)) for (const each of value) serverStrings(each, into, key)
  else if (value && typeof value === 'object') for (const [name, each] of Object.entries(value)) serverStrings(each, into, name)
  return into
}

/** What the stream tells a console first: its `state`, with each arena's start conditions (Start's "why not"). */
async function streamState(): Promise<unknown> {
  const stream = await SseClient.open(`${session.arena.base}/stream`, { Authorization: `Bearer ${token}` })
  try {
    return (await stream.next((event) => event.event === 'state')).data
  } finally {
    await stream.close()
  }
}

/** The names and the server's words the pages show now: data, never UI text. */
async function data(): Promise<string[]> {
  const said = [await api('GET', '/arena'), await streamState()]
  for (const id of gameIds) said.push(await api('GET', `/arena/games/${id}/readiness`), await api('GET', `/arena/games/${id}/robots`))
  const arenas = ((await api('GET', '/arenas')) as Array<{ name: string }>).map((arena) => arena.name)
  const urls = await page.locator('a.url').allTextContents()
  return [
    LONGEST_EVENT_NAME, ...PLAYERS, ...GAMES, ...arenas, ...SCREENS, ...DISPLAYS, ...urls, ...robots.robots.map((robot) => robot.ip),
    'Arena Console', 'admin', ...Object.values(LOCALE_NAMES), session.origin, ...said.flatMap((each) => serverStrings(each)),
  ]
}

/** The page in the pseudo-locale: nothing visible and no label that did not go through the catalogue. */
async function pseudoCheck(root = '#main'): Promise<void> {
  const names = [...(await data()), ...KEYS]
  expect(notPseudo(await visibleTexts(page, root, names))).toEqual([])
  expect(notPseudo(await labelTexts(page, root, names))).toEqual([])
}

/** The page in Spanish: no English word of these pages, shown or said, and every text whole. */
async function spanishCheck(root = '#main'): Promise<void> {
  const names = await data()
  expect(wordsIn([...(await visibleTexts(page, root, names)), ...(await labelTexts(page, root, names))], ENGLISH_WORDS)).toEqual([])
  const report = await textFitReport(page, 'x')
  expect([...report.cut, ...report.outside]).toEqual([])
}

/** The event's language, then the console following it live. */
async function speak(locale: 'en-XA' | 'es'): Promise<void> {
  await setLocale(locale)
  await expect.poll(lang).toBe(locale)
  await page.getByRole('navigation', { name: locale === 'es' ? 'Páginas' : pseudo('Pages') }).waitFor()
}

/** Both checks of one state: the pseudo-locale, then Spanish (with a screenshot when named). */
async function bothLanguages(shot?: string, ready?: (locale: 'en-XA' | 'es') => Promise<unknown>): Promise<void> {
  await speak('en-XA')
  await ready?.('en-XA')
  await pseudoCheck()
  await speak('es')
  await ready?.('es')
  if (shot) await screenshot(page, shot)
  await spanishCheck()
}

const inLocale = (locale: 'en-XA' | 'es', english: string, spanish: string) => (locale === 'es' ? spanish : pseudo(english))

beforeAll(async () => {
  robots = await startFakeRobots(['answers', 'answers', 'refuses'], 0, 171)
  session = await startConsole()
  page = session.page
  token = await session.arena.login()
  api = apiCaller(session.arena, token)
  await api('PATCH', '/system/settings', { robot_port: robots.port, robot_timeout_ms: 5000 })
}, 60_000)

afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()))
  await session?.close()
  await robots?.close()
  removeTempDirs()
})

describe('the Arena page', () => {
  it('with no event yet: the browser’s own choice of language (no event to follow)', async () => {
    await session.logIn()
    await page.evaluate(() => localStorage.setItem('arena-console.language', 'en-XA'))
    await page.goto(`${session.origin}/arena`)
    await page.getByRole('link', { name: pseudo('Events') }).first().waitFor()
    await page.getByTestId('next-step').waitFor()
    await pseudoCheck()
    await page.evaluate(() => localStorage.setItem('arena-console.language', 'es'))
    await page.reload()
    await page.getByText('Aún no hay ningún evento').waitFor()
    await spanishCheck()
    await page.evaluate(() => localStorage.removeItem('arena-console.language'))
  })

  it('an event with games, nothing on deck', async () => {
    const t0 = Math.floor(session.arena.clock.now() / 1000)
    eventId = (await api('POST', '/events', { name: LONGEST_EVENT_NAME, start_time: t0 - 600, end_time: t0 + 8 * 3600 })).id
    const players: number[] = []
    for (const [index, name] of PLAYERS.entries()) {
      const robot = robots.robots[index]
      players.push(await session.arena.createUser(token, name, robot ? { robot_ip: robot.ip } : {}))
    }
    const [red, yellow, green, blue] = players
    for (const [index, name] of GAMES.entries()) {
      const start = t0 + 600 + index * 300
      const game = await api('POST', '/games', { name, event_id: eventId, play_order: index + 1, start_time: start, end_time: start + 150, league: index !== 3 })
      await api('PUT', `/games/${game.id}/corners`, { red, yellow, green, blue })
      gameIds.push(game.id)
    }
    await page.reload()
    await bothLanguages(undefined, (locale) => page.getByRole('heading', { name: inLocale(locale, 'Up next', 'A continuación') }).waitFor())
  })

  it('a game on deck: its four corners, its robots checked, one corner disabled', async () => {
    await api('POST', '/arena/on-deck/next')
    await page.getByTestId('corner-blue').locator('button.corner-command').click()
    // Check robots, by its key (C).
    await page.getByTestId('mark-blue').waitFor()
    await page.keyboard.press('c')
    await bothLanguages(undefined, async (locale) => {
      await page.getByTestId('mark-blue').waitFor()
      await page.getByTestId('ready-green').filter({ hasText: inLocale(locale, 'Answering', 'Responde') }).waitFor()
    })
  })

  it('the game running with its countdown: robots’ answers, the game on deck, the End early question and a refused key’s note', async () => {
    await api('POST', `/arena/games/${gameIds[0]}/start`, { mode: 'competition' })
    await speak('en-XA')
    await page.getByRole('timer', { name: pseudo('Time left') }).waitFor()
    await page.getByTestId('robot-green').filter({ hasText: pseudo('Refused') }).waitFor()
    await page.getByTestId('on-deck-name').waitFor()
    // A key the state does not allow leaves its note (the reason is the server's start conditions); E asks first.
    await page.keyboard.press('s')
    await page.getByTestId('arena-notice').waitFor()
    await page.keyboard.press('e')
    await page.getByRole('dialog').waitFor()
    await pseudoCheck()
    await speak('es')
    await page.getByRole('dialog', { name: '¿Terminar esta partida antes de tiempo?' }).waitFor()
    await screenshot(page, 'console-es-arena-running')
    await spanishCheck()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
  })

  it('the game ended, waiting for its scores', async () => {
    await api('POST', `/arena/games/${gameIds[0]}/stop`)
    await bothLanguages(undefined, (locale) => page.getByRole('region', { name: inLocale(locale, 'Just played', 'Recién jugada') }).waitFor())
  })

  it('two arenas side by side', async () => {
    const side = (await api('POST', '/arenas', { name: SIDE_ARENA })).id as number
    await api('PUT', `/games/${gameIds[3]}/arena`, { arena_id: side })
    await bothLanguages('console-es-arena-two', async () => {
      await page.getByRole('region', { name: SIDE_ARENA, exact: true }).waitFor()
      await page.getByTestId('keys-target').waitFor()
    })
  })
})

describe('the Screens page', () => {
  it('its screens (one online, one edited while another console changes it, a QR code, the New key question) and this PC’s displays', async () => {
    const [hall, corner] = await Promise.all(SCREENS.map((name) => api('POST', '/screens', { name }) as Promise<{ id: number; key: string }>))
    await api('PATCH', `/screens/${corner.id}`, { current: 'corner', config: '{"corner":"green"}' })
    streams.push(await SseClient.open(`${session.arena.base}/stream?key=${hall.key}`))
    // The desktop window's bridge over a fake shell: two displays, the unplugged one waiting for the hall screen.
    const displays = [
      { id: 1, label: DISPLAYS[0], width: 1440, height: 900, primary: true, connected: true, screenId: null },
      { id: 2, label: DISPLAYS[1], width: 1920, height: 1080, primary: false, connected: false, screenId: hall.id },
    ]
    await page.addInitScript((listed) => {
      const nothing = async () => undefined
      window.arenaDesktop = {
        isDesktop: true,
        appVersion: async () => '0.1.0',
        exportDataFile: async () => ({ saved: false }),
        ...{ openDataFolder: nothing, openLogFolder: nothing, followPrimary: nothing, openScreenWindow: nothing, closeScreenWindow: nothing },
        listDisplays: async () => listed,
      }
    }, displays)
    await speak('en-XA')
    await page.goto(`${session.origin}/screens`)
    await page.getByTestId(`presence-${hall.id}`).filter({ hasText: pseudoText('Online since') }).waitFor()
    await page.getByTestId('display-state-2').waitFor()
    // Edited here (the message view of the hall screen), then changed by another console: the notice says what.
    const hallCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: SCREENS[0] }) })
    await hallCard.locator('select').first().selectOption('message')
    await api('PATCH', `/screens/${hall.id}`, { current: 'standings', config: '{}' })
    await hallCard.getByTestId('changed-elsewhere').waitFor()
    const cornerCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: SCREENS[1] }) })
    await cornerCard.getByRole('button', { name: pseudo('Show QR code') }).click()
    await cornerCard.getByRole('img').waitFor()
    await cornerCard.getByRole('button', { name: pseudo('New key') }).click()
    await page.getByRole('dialog').waitFor()
    await pseudoCheck()
    await speak('es')
    await page.getByRole('dialog', { name: `¿Clave nueva para ${SCREENS[1]}?` }).waitFor()
    await page.getByRole('heading', { name: 'Los monitores de este PC' }).waitFor()
    await screenshot(page, 'console-es-screens')
    await spanishCheck()
    expect(session.browser.problems).toEqual([])
  })
})
