// Issue 31, item 3: the Schedule, Events and Players pages in the console's language, in real Chromium. With the event in
// the pseudo-locale (en-XA) no visible text, aria-label, title or placeholder of these pages is left out of the catalogue
// (data excluded: names of the event, players, games, the CSV's own columns and values, language names); in Spanish no
// English word of these pages shows and names stay whole. Every state shown: the games table with scored, finished,
// running and scheduled games, an empty filter, the league generator's proposal, the knockout bracket, the new game
// form, the delay form, the corner editor with its clashes and its confirmation; the events table, the event form with
// a problem, the delete confirmation; the players table, the player and password dialogs, a CSV import's preview and result.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALE_NAMES } from '../../src-main/domain/i18n/locales'
import { pseudoText } from '../../src-main/domain/i18n/pseudo-text'
import { IMPORT_COLUMNS, OPTIONAL_IMPORT_COLUMNS } from '../../src-renderer/operator/pages/players/import-columns'
import { screenshot } from '../support/browser'
import { apiCaller, startConsole, type ConsoleSession } from '../support/console'
import { exactly, LONGEST_EVENT_NAME, longestGameName, longestPlayerNames, MAX_USER_NAME } from '../support/longest-names'
import { removeTempDirs, tempDir } from '../support/temp'
import { textFitReport } from '../support/text-fit'
import { labelTexts, notPseudo, visibleTexts, wordsIn } from '../support/visible-texts'

/** Words of these pages' English that a Spanish page must not show (whole words; "No", "final", "Arena", "CSV" are Spanish too). */
const ENGLISH_WORDS = [
  'Schedule', 'Game', 'Games', 'game', 'games', 'Planned', 'Actual', 'State', 'Actions', 'Corners', 'corner', 'Edit', 'Delete',
  'Played', 'League', 'league', 'Knockout', 'Knockouts', 'New', 'Apply', 'delay', 'Generate', 'Round', 'Preview', 'Commit',
  'Seed', 'Breaks', 'Players', 'Player', 'player', 'players', 'Every', 'Scheduled', 'Running', 'Finished', 'Scored', 'Events',
  'Name', 'Starts', 'Ends', 'Score', 'sheet', 'Cancel', 'Save', 'Create', 'event', 'Import', 'Role', 'Plays', 'Robot', 'Yes',
  'Admin', 'Reset', 'password', 'Search', 'Export', 'Update', 'Row', 'Action', 'file', 'the', 'of', 'and', 'to', 'in', 'is',
  'with', 'empty', 'Language', 'screens', 'Dismiss', 'Clear', 'filters', 'Check', 'before', 'saving', 'anyway', 'sits', 'rest',
]

const pseudo = (english: string) => `[${pseudoText(english)}]`

/** Eight players in the games: the longest names with spaces (an unbroken 64-letter word cannot fit four corner columns in
 * any language: operator-schedule-fit.test.ts), and two of everyday length; the unbroken ones are players not playing. */
const PLAYERS = [...longestPlayerNames().filter((name) => name.includes(' ')), 'Gear Heads', 'Bolt Brigade']
const NOT_PLAYING = longestPlayerNames().filter((name) => !name.includes(' '))
const COACH = exactly('Coach Zed, Mentor of the Western Midlands Robotics, Not Playing', MAX_USER_NAME)
const EXHIBITIONS = [longestGameName(1), longestGameName(2)]
const CSV_NAME = 'players-to-import.csv'
const CSV_NEW = ['Newcomer Nora of the Makerspace', 'Newcomer Nils of the Makerspace']
const YES_NO_VALUES = 'true, false, 1, 0, yes, no'
/** What the filters are searched for: matches nothing. */
const NO_SUCH_NAME = 'nobody by this name'

/** The part of the Schedule page that is not this group's: the plan figure (components/PlanDeviation, shared). */
const SHARED_PARTS = '#main .plan-deviation'

let session: ConsoleSession
let page: Page
let api: ReturnType<typeof apiCaller>
let eventId = 0
let exhibitionB = 0
let files = ''
/** Every name the pages may show: data, never UI text (game names the server gives included, read once made). */
const data = [LONGEST_EVENT_NAME, ...PLAYERS, ...NOT_PLAYING, COACH, ...EXHIBITIONS, ...CSV_NEW, CSV_NAME, 'admin', NO_SUCH_NAME, ...Object.values(LOCALE_NAMES)]
data.push(IMPORT_COLUMNS.join(', '), OPTIONAL_IMPORT_COLUMNS.join(', '), ...IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS, YES_NO_VALUES, 'true', 'false', '192.168.1.21')

const setLocale = (locale: string) => api('PUT', `/events/${eventId}/locale`, { locale })

/** What the texts under #main say, less the shared parts' own (checked by their owners). */
async function pageTexts(read: typeof visibleTexts): Promise<string[]> {
  const all = await read(page, '#main', data)
  const shared = await read(page, SHARED_PARTS, data)
  for (const text of shared) {
    const at = all.indexOf(text)
    if (at >= 0) all.splice(at, 1)
  }
  return all
}

/** en-XA: no visible text nor label of these pages outside the catalogue. */
async function allPseudo(): Promise<void> {
  expect(notPseudo(await pageTexts(visibleTexts))).toEqual([])
  expect(notPseudo(await pageTexts(labelTexts))).toEqual([])
}

/** Spanish: no English word, names whole; a screenshot. */
async function allSpanish(name: string): Promise<void> {
  expect(wordsIn(await pageTexts(visibleTexts), ENGLISH_WORDS)).toEqual([])
  expect(wordsIn(await pageTexts(labelTexts), ENGLISH_WORDS)).toEqual([])
  const report = await textFitReport(page, 'x')
  expect([...report.cut, ...report.outside]).toEqual([])
  await screenshot(page, `console-es-${name}`)
}

/** Plays a game through the arena (start, 140 s, stop) and, with `scores`, scores it. */
async function play(gameId: number, scores?: Record<string, number>, stop = true): Promise<void> {
  const game = await api('GET', `/games/${gameId}`)
  const clock = session.arena.clock
  if (game.start_time !== null) clock.advance(Math.max(0, game.start_time * 1000 - clock.now()))
  await api('POST', `/arena/games/${gameId}/start`, { mode: 'competition' })
  if (!stop) return
  clock.advance(140_000)
  await api('POST', `/arena/games/${gameId}/stop`)
  if (scores) await api('PUT', `/games/${gameId}/scores`, scores)
}

const COLOURS = ['red', 'yellow', 'green', 'blue'] as const
const scoresOf = (corners: Array<number | null>) => Object.fromEntries(corners.flatMap((id, corner) => (id === null ? [] : [[COLOURS[corner], 100 + id]])))

beforeAll(async () => {
  session = await startConsole()
  page = session.page
  const token = await session.arena.login()
  api = apiCaller(session.arena, token)
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  eventId = (await api('POST', '/events', { name: LONGEST_EVENT_NAME, start_time: t0 + 600, end_time: t0 + 8 * 3600 })).id
  const ids: number[] = []
  for (const name of PLAYERS) ids.push((await api('POST', '/users', { name, password: 'password', is_playing: true })).id)
  const coach = (await api('POST', '/users', { name: COACH, password: 'password', is_playing: false })).id
  for (const name of NOT_PLAYING) await api('POST', '/users', { name, password: 'password', is_playing: false })
  // The league (two games) played and scored; the knockout made: one semi-final finished, the other running, the final to be decided.
  const league = (await api('POST', `/events/${eventId}/schedule`, { games_per_player: 1 })).games
  for (const game of league) await play(game.id, scoresOf(game.corners))
  const knockout = (await api('POST', `/events/${eventId}/knockouts`, { players: 8 })).games
  await play(knockout[0].id)
  await play(knockout[1].id, undefined, false)
  // Two games out of the league, the same player in both (no rest), the second with a player who is not playing.
  const [a, b] = [
    await api('POST', '/games', { name: EXHIBITIONS[0], event_id: eventId, league: false }),
    await api('POST', '/games', { name: EXHIBITIONS[1], event_id: eventId, league: false }),
  ]
  await api('PUT', `/games/${a.id}/corners`, { red: ids[0], yellow: ids[1] })
  await api('PUT', `/games/${b.id}/corners`, { red: ids[0], yellow: coach })
  exhibitionB = b.id
  data.push(...[...league, ...knockout].map((game: { name: string }) => game.name))
  // The league generator's proposal (the form's defaults, keeping the games played): its games' names are the server's.
  const proposal = await api('POST', `/events/${eventId}/schedule/preview`, { games_per_player: 3, seed: 1, replace_scheduled: true })
  data.push(...proposal.games.map((game: { name: string }) => game.name))
  files = tempDir('console-languages-schedule')
  writeFileSync(join(files, CSV_NAME), ['username,password,is_admin,is_playing,robot_ip', `${PLAYERS[0]},,false,true,192.168.1.21`, ...CSV_NEW.map((name) => `${name},new-password-1,false,true,`)].join('\r\n'))
  await setLocale('en-XA')
  await session.logIn()
}, 120_000)

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

/** The Schedule page's states, in the language in force (`say`: a UI text as the page shows it). */
async function scheduleStates(say: (english: string) => string, check: (name: string) => Promise<void>): Promise<void> {
  await page.goto(`${session.origin}/schedule`)
  await page.locator('tbody .status-running').waitFor()
  await expect.poll(() => page.locator('tbody tr[data-game-id]').count()).toBe(7)
  await check('schedule')
  // An empty filter.
  await page.getByLabel(say('Player'), { exact: true }).fill(NO_SUCH_NAME)
  await page.getByText(say('No game matches these filters.')).waitFor()
  await check('schedule-empty-filter')
  await page.getByRole('button', { name: say('Clear filters') }).click()
  // The league generator's proposal, keeping the games played.
  await page.getByRole('button', { name: say('Generate league schedule') }).click()
  await page.locator('.league-generator input[name="replace_scheduled"]').check()
  await page.getByRole('button', { name: say('Preview'), exact: true }).click()
  await page.locator('.proposed-games tbody tr').first().waitFor()
  await check('schedule-league')
  // The knockout bracket.
  await page.getByRole('button', { name: say('Knockouts') }).click()
  await page.locator('.bracket-game').nth(2).waitFor()
  await check('schedule-knockouts')
  // The new game form, out of the league (its round shows), with a problem of its own.
  await page.getByRole('button', { name: say('New game') }).click()
  await page.getByLabel(say('Counts for the league')).uncheck()
  await page.getByRole('button', { name: say('Add the game') }).click()
  await page.getByText(say('Give the game a name')).waitFor()
  await check('schedule-new-game')
  // The delay form.
  await page.getByRole('button', { name: say('Apply a delay') }).click()
  await page.getByRole('button', { name: say('Apply delay'), exact: true }).waitFor()
  await check('schedule-delay')
  await page.getByRole('button', { name: say('Apply a delay') }).click()
  // The corner editor of the second exhibition: no rest, not playing, and one player in two corners; then the confirmation.
  const row = page.locator(`tr[data-game-id="${exhibitionB}"]`)
  await row.locator('button', { hasText: say('Corners') }).click()
  const blue = page.getByRole('combobox', { name: say('Blue corner') })
  await blue.click()
  await blue.fill(PLAYERS[0].slice(0, 20))
  await page.getByRole('option', { name: PLAYERS[0], exact: true }).click()
  await expect.poll(() => page.locator('.corner-editor .clash').count()).toBe(3)
  await check('schedule-corners')
  await page.getByRole('combobox', { name: say('Blue corner') }).click()
  await page.getByRole('option', { name: say('(empty)') }).click()
  await page.getByRole('button', { name: say('Save corners') }).click()
  await page.getByRole('dialog').waitFor()
  await check('schedule-corners-confirm')
  await page.getByRole('dialog').getByRole('button', { name: say('Cancel') }).click()
  // The edit form of a game, under its row.
  await row.locator('button', { hasText: say('Edit') }).click()
  await page.locator('.row-editor .game-form').waitFor()
  await check('schedule-edit-game')
}

async function eventsStates(say: (english: string) => string, check: (name: string) => Promise<void>): Promise<void> {
  await page.goto(`${session.origin}/events`)
  await page.locator('.event-name').first().waitFor()
  await check('events')
  await page.getByRole('button', { name: say('New event') }).click()
  await page.getByLabel(say('Event name')).fill(' ')
  await page.getByLabel(say('4th place')).fill('9')
  await page.getByRole('button', { name: say('Create event') }).click()
  await page.getByText(say('Enter a name')).waitFor()
  await check('events-new')
  await page.getByRole('button', { name: say('Cancel') }).click()
  await page.locator('.row-actions button').first().click()
  await page.getByTestId('event-language').waitFor()
  await check('events-edit')
  await page.locator('.row-actions button').last().click()
  await page.getByRole('dialog').waitFor()
  await check('events-delete')
  await page.getByRole('dialog').getByRole('button', { name: say('Cancel') }).click()
}

async function playersStates(say: (english: string) => string, check: (name: string) => Promise<void>): Promise<void> {
  await page.goto(`${session.origin}/players`)
  await page.locator('.players-table tbody tr').nth(11).waitFor()
  await check('players')
  await page.getByLabel(say('Search players')).fill(NO_SUCH_NAME)
  await page.locator('.players-page .empty').waitFor()
  await check('players-no-match')
  await page.getByLabel(say('Search players')).fill('')
  await page.getByRole('button', { name: say('New player') }).click()
  await page.getByRole('dialog').getByRole('button', { name: say('Create player') }).click()
  await page.getByText(say('Choose a password for the new player')).waitFor()
  await check('players-new')
  await page.getByRole('dialog').getByRole('button', { name: say('Cancel') }).click()
  await page.locator('.players-table tbody tr').nth(1).locator('button').nth(1).click()
  await page.getByRole('dialog').waitFor()
  await check('players-password')
  await page.getByRole('dialog').getByRole('button', { name: say('Cancel') }).click()
  await page.locator('.players-table tbody tr').nth(1).locator('button').first().click()
  await page.getByRole('dialog').locator('form').waitFor()
  await check('players-edit')
  await page.getByRole('dialog').getByRole('button', { name: say('Cancel') }).click()
  await page.getByLabel(say('CSV file')).setInputFiles(join(files, CSV_NAME))
  await page.locator('.import-preview tbody tr').nth(2).waitFor()
  await check('players-import-preview')
}

describe('the pseudo-locale: every word of the Schedule, Events and Players pages comes from the catalogue', () => {
  it('Schedule: the games, an empty filter, the proposal, the bracket, the forms, the corner editor and its confirmation', async () => {
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-XA')
    await scheduleStates(pseudo, allPseudo)
  })

  it('Events: the table, the new event with a problem, the edit form and its language, the delete confirmation', async () => {
    await eventsStates(pseudo, allPseudo)
  })

  it('Players: the table, no match, the player and password dialogs, a CSV preview', async () => {
    await playersStates(pseudo, allPseudo)
  })
})

describe('Spanish: no English word, names whole', () => {
  const SPANISH: Record<string, string> = {
    Player: 'Jugador', 'No game matches these filters.': 'Ninguna partida coincide con estos filtros.', 'Clear filters': 'Quitar los filtros',
    'Generate league schedule': 'Generar el calendario de liga', Preview: 'Vista previa', Knockouts: 'Eliminatorias', 'New game': 'Nueva partida',
    'Counts for the league': 'Cuenta para la liga', 'Add the game': 'Añadir la partida', 'Give the game a name': 'Ponle un nombre a la partida',
    'Apply a delay': 'Aplicar un retraso', 'Apply delay': 'Aplicar el retraso', Corners: 'Esquinas', 'Blue corner': 'Esquina azul',
    '(empty)': '(vacía)', 'Save corners': 'Guardar las esquinas', Cancel: 'Cancelar', Edit: 'Editar', 'New event': 'Nuevo evento',
    'Event name': 'Nombre del evento', '4th place': '4.º puesto', 'Create event': 'Crear el evento', 'Enter a name': 'Escribe un nombre',
    'Search players': 'Buscar jugadores', 'New player': 'Nuevo jugador', 'Create player': 'Crear el jugador',
    'Choose a password for the new player': 'Elige una contraseña para el nuevo jugador', 'CSV file': 'Archivo CSV',
  }
  const say = (english: string) => SPANISH[english] ?? english

  beforeAll(async () => {
    await setLocale('es')
    await page.waitForFunction(() => document.documentElement.lang === 'es')
  })

  it('Schedule', async () => {
    await scheduleStates(say, allSpanish)
  })

  it('Events', async () => {
    await eventsStates(say, allSpanish)
  })

  it('Players, and a CSV import’s result', async () => {
    await playersStates(say, allSpanish)
    await page.getByRole('button', { name: 'Importar', exact: true }).click()
    await page.getByText(`${CSV_NAME} importado: 2 creados, 1 actualizados.`).waitFor()
    await allSpanish('players-imported')
    expect(session.browser.problems).toEqual([])
  })
})
