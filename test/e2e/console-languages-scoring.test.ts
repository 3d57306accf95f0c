// Issue 31, item 3: the console's Scoring, Score sheet and Reports pages in the venue's language, in real Chromium. Two
// events with the longest names: one scored by points (double entry: a game held with two differing entries, one to
// score, one scored and corrected), one scored by a score sheet with an item of each kind, a foul, a cap and a tie-breaker
// (a game whose scorers' sheets differ, one scored by items and corrected with a red card, a scorer's corners). In the
// pseudo-locale (en-XA) no visible text nor label of these pages escapes the catalogue (data and the server's own words
// excluded); in Spanish no English word shows and names stay whole, the Reports page too on a phone.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CornerEntry, ScoreSheet } from '../../src-main/domain/score-sheet'
import { pseudoText } from '../../src-main/domain/i18n/pseudo-text'
import { screenshot } from '../support/browser'
import { apiCaller, startConsole, type ConsoleSession } from '../support/console'
import { exactly, LONGEST_EVENT_NAME, longestGameName, longestPlayerNames, MAX_EVENT_NAME, MAX_USER_NAME } from '../support/longest-names'
import { removeTempDirs } from '../support/temp'
import { textFitReport } from '../support/text-fit'
import { labelTexts, notPseudo, visibleTexts, wordsIn } from '../support/visible-texts'

const SHEET_EVENT = exactly('Score Sheet Open of the Western Midlands Robotics League for Schools and Makerspaces', MAX_EVENT_NAME)
const PLAYERS = longestPlayerNames().slice(0, 4)
const SCORERS = [exactly('Scorer Annabel Longname-Wolverhampton of the Western Midlands', MAX_USER_NAME), exactly('Scorer Benedict Longname-Warwick of the Western Midlands', MAX_USER_NAME)]
const GAMES = [1, 2, 3, 4, 5].map(longestGameName)
/** Item labels are the organiser's words: data. */
const LABELS = ['Cans in the zone', 'Parked at the end', 'Flag raised', 'Tower height in cm', 'Minor foul', 'Cans and tower together', 'Down', 'Half', 'Up']
const SHEET: ScoreSheet = {
  version: 1,
  items: [
    { kind: 'count', id: 'cans', label: LABELS[0], max: 20, points: 3 },
    { kind: 'yes_no', id: 'parked', label: LABELS[1], points: 10 },
    { kind: 'choice', id: 'flag', label: LABELS[2], options: [{ id: 'down', label: 'Down', points: 0 }, { id: 'half', label: 'Half', points: 5 }, { id: 'up', label: 'Up', points: 10 }] },
    { kind: 'number', id: 'tower', label: LABELS[3], min: 0, max: 100, decimals: 1, points_per_unit: 1, max_points: 50 },
  ],
  penalties: [{ id: 'minor_foul', label: LABELS[4], points: 5, max: 10, to: 'others' }],
  caps: [{ id: 'build', label: LABELS[5], items: ['cans', 'tower'], max_points: 40 }],
  tie_breakers: [{ prefer: 'most', of: 'cans' }],
}
const entry = (cans: number, parked: boolean, fouls = 0): CornerEntry => ({ items: { cans, parked, flag: 'half', tower: 12.5 }, penalties: { minor_foul: fouls }, card: null })

/** Words of these pages' English a Spanish page must not show (whole words, as the pages write them). */
const ENGLISH_WORDS = [
  'Scoring', 'Score', 'scores', 'Scored', 'Held', 'Entries', 'Corner', 'Commit', 'Replay', 'Reason', 'history', 'When', 'Who', 'Before', 'After',
  'Game', 'points', 'league', 'League', 'Save', 'Undo', 'changes', 'Item', 'Items', 'Value', 'Points', 'Compare', 'sheets', 'sheet', 'Double', 'entry',
  'scorer', 'scorers', 'Scorer', 'Add', 'Remove', 'Label', 'Kind', 'Count', 'Choice', 'Number', 'Penalty', 'Penalties', 'Cap', 'Caps', 'Prefer',
  'Preview', 'Export', 'Import', 'Reports', 'Paper', 'Only', 'Everyone', 'Every', 'Schedule', 'Results', 'Standings', 'Downloaded', 'Card',
  'Yes', 'None', 'Yellow', 'Red', 'Green', 'Blue', 'red', 'yellow', 'green', 'blue', 'the', 'of', 'and', 'is', 'not', 'pick', 'differs', 'fouls',
  'Empty', 'Pick', 'Loading', 'Choose', 'Corners', 'Option', 'Cancel', 'Back', 'events', 'Letter', 'with', 'each', 'other',
]

const pseudo = (english: string) => `[${pseudoText(english)}]`

let session: ConsoleSession
let page: Page
let api: ReturnType<typeof apiCaller>
const ids = { points: 0, sheet: 0, held: 0, toScore: 0, scored: 0, heldSheet: 0, scoredSheet: 0 }
/** Every name the pages may show: data, never UI text (the product's name, the events, players, scorers, games, item labels). */
const data = ['Arena Console', 'admin', LONGEST_EVENT_NAME, SHEET_EVENT, ...PLAYERS, ...SCORERS, ...GAMES, ...LABELS, 'Español', 'English']

const setLocale = async (locale: string) => {
  for (const event of [ids.points, ids.sheet]) await api('PUT', `/events/${event}/locale`, { locale })
}
/** The header's Event chosen (kept in this browser), then `path` opened. */
async function open(eventId: number, path: string): Promise<void> {
  await page.evaluate((id) => localStorage.setItem('arena-console.event', String(id)), eventId)
  await page.goto(`${session.origin}${path}`)
}
/** What the page's main part says in words and labels, with `more` data (the server's own words) out. */
async function words(more: string[] = []): Promise<string[]> {
  const known = [...data, ...more]
  const texts = [...(await visibleTexts(page, 'main', known)), ...(await labelTexts(page, 'main', known))]
  // The page has words of its own to check (not a blank or loading page).
  expect(texts.length).toBeGreaterThan(10)
  return texts
}
async function fitsWhole(): Promise<void> {
  const report = await textFitReport(page, 'x')
  expect([...report.cut, ...report.outside]).toEqual([])
}

beforeAll(async () => {
  session = await startConsole()
  page = session.page
  const token = await session.arena.login()
  api = apiCaller(session.arena, token)
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  const players: number[] = []
  for (const name of PLAYERS) players.push(await session.arena.createUser(token, name))
  const scorers = []
  for (const name of SCORERS) scorers.push(await session.arena.createScorer(token, name))

  // Scored by points, with double entry.
  ids.points = (await api('POST', '/events', { name: LONGEST_EVENT_NAME, start_time: t0 - 600, end_time: t0 + 8 * 3600, points_table: [10, 7, 4, 1] })).id
  await api('PUT', `/events/${ids.points}/scoring`, { double_entry: true })
  ids.held = await session.arena.finishedGame(token, players, { name: GAMES[0], event_id: ids.points, play_order: 1 })
  ids.toScore = await session.arena.finishedGame(token, players, { name: GAMES[1], event_id: ids.points, play_order: 2 })
  ids.scored = await session.arena.finishedGame(token, players, { name: GAMES[2], event_id: ids.points, play_order: 3 })
  for (const [index, [, scorerToken]] of scorers.entries()) {
    await apiCaller(session.arena, scorerToken)('POST', `/games/${ids.held}/score-entries`, { red: 30 + index, yellow: 20, green: 10, blue: null })
  }
  await api('PUT', `/games/${ids.scored}/scores`, { red: 40, yellow: 30, green: 20, blue: 10 })
  await api('PUT', `/games/${ids.scored}/scores`, { red: 40, yellow: 35, green: 20, blue: null })

  // Scored by a score sheet, with double entry: one game's sheets differ, another is scored and corrected with a red card.
  ids.sheet = (await api('POST', '/events', { name: SHEET_EVENT, start_time: t0 - 600, end_time: t0 + 8 * 3600, points_table: [8, 6, 4, 2] })).id
  await api('PUT', `/events/${ids.sheet}/score-sheet`, SHEET)
  await api('PUT', `/events/${ids.sheet}/scoring`, { double_entry: true })
  ids.heldSheet = await session.arena.finishedGame(token, players, { name: GAMES[3], event_id: ids.sheet, play_order: 1 })
  ids.scoredSheet = await session.arena.finishedGame(token, players, { name: GAMES[4], event_id: ids.sheet, play_order: 2 })
  const sheets = [[entry(7, true), entry(5, false, 1), entry(2, true), entry(0, false)], [entry(8, true), entry(5, false, 1), entry(2, true), entry(0, false)]]
  for (const [index, [, scorerToken]] of scorers.entries()) {
    for (const [corner, colour] of (['red', 'yellow', 'green', 'blue'] as const).entries()) {
      await apiCaller(session.arena, scorerToken)('PUT', `/games/${ids.heldSheet}/live-sheets/${colour}`, { entry: sheets[index][corner], version: 1, submitted: true })
    }
  }
  const committed = { red: entry(7, true), yellow: entry(5, false, 1), green: entry(2, true), blue: null }
  await api('PUT', `/games/${ids.scoredSheet}/sheet-scores`, committed)
  await api('PUT', `/games/${ids.scoredSheet}/sheet-scores`, { ...committed, red: { ...entry(9, true), card: 'red', card_reason: 'Unsafe driving' } })
  await api('PUT', `/events/${ids.sheet}/scorer-assignments`, { assignments: [{ user_id: scorers[0][0], game_id: null, corners: ['red', 'yellow'] }] })
  data.push('Unsafe driving')
  await setLocale('en-XA')
  await session.logIn()
}, 120_000)

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

describe('the pseudo-locale: every word of the Scoring, Score sheet and Reports pages comes from the catalogue', () => {
  it('Scoring by points: the held entries, the form, a refused save, a correction and its history', async () => {
    await open(ids.points, '/scoring')
    await page.getByTestId(`held-${ids.held}`).waitFor()
    await page.getByRole('heading', { name: pseudo('Score history') }).waitFor({ state: 'detached' })
    expect(notPseudo(await words())).toEqual([])

    await page.goto(`${session.origin}/scoring?game=${ids.toScore}`)
    const form = page.getByRole('form')
    await form.getByRole('textbox').first().fill('abc')
    await form.getByRole('button', { name: pseudo('Save scores') }).click()
    await form.getByText(pseudo('Whole points only')).waitFor()
    await form.getByRole('textbox').first().fill('99999')
    await form.getByRole('textbox').nth(1).fill('20')
    await form.getByRole('textbox').nth(2).fill('10')
    await form.getByRole('checkbox').nth(3).check()
    await form.getByRole('button', { name: pseudo('Save scores') }).click()
    const refused = form.getByRole('alert').first()
    await refused.waitFor()
    // The 422 items said in the console's language (api/problem-words), beside the fields and in the notice.
    expect(notPseudo(await words())).toEqual([])

    await page.goto(`${session.origin}/scoring?game=${ids.scored}`)
    await page.locator('.score-history tbody tr').nth(1).waitFor()
    expect(notPseudo(await words())).toEqual([])
  })

  it('Scoring by a score sheet: the held sheets compared, a correction with its item changes, the replay dialog', async () => {
    await open(ids.sheet, `/scoring?game=${ids.heldSheet}`)
    await page.getByTestId('sheet-corner-red').locator('tr[data-differs="true"]').first().waitFor()
    expect(notPseudo(await words())).toEqual([])

    await page.goto(`${session.origin}/scoring?game=${ids.scoredSheet}`)
    await page.locator('.history-items li').first().waitFor()
    expect(notPseudo(await words())).toEqual([])
    await page.getByRole('button', { name: pseudo('Replay this game') }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(notPseudo([...(await visibleTexts(page, 'dialog', data)), ...(await labelTexts(page, 'dialog', data))])).toEqual([])
    await dialog.getByRole('button', { name: pseudo('Cancel') }).click()
  })

  it('the Score sheet page: the editor with every kind, the preview, the scorers’ corners, a refused save, the remove dialog', async () => {
    await open(ids.sheet, '/score-sheet')
    await page.getByRole('region', { name: pseudo('Preview of a corner') }).waitFor()
    await page.getByRole('region', { name: pseudo("Scorers' corners") }).waitFor()
    const preview = page.getByRole('region', { name: pseudo('Preview of a corner') })
    // Fouls given to the others, a cap reached, a red card: every line of the preview's totals.
    for (let tap = 0; tap < 14; tap++) await preview.locator('.sample-counter button').nth(1).click()
    await preview.locator('.sample-counter button').nth(3).click()
    await preview.getByRole('radio').last().check()
    expect(notPseudo(await words())).toEqual([])

    // A problem of the sheet: the save refused on the page, the problems beside the item in the check's words (api/problem-words, in the console's language).
    await page.getByRole('button', { name: pseudo('Add item') }).click()
    await page.getByRole('button', { name: pseudo('Save score sheet') }).click()
    await page.getByRole('alert').filter({ hasText: pseudoText('Not saved:') }).waitFor()
    expect(await page.locator('.sheet-row-problems li').count()).toBeGreaterThan(0)
    expect(notPseudo(await words())).toEqual([])

    await page.getByRole('button', { name: pseudo('Remove the score sheet') }).click()
    await page.getByRole('dialog').waitFor()
    expect(notPseudo(await visibleTexts(page, 'dialog', data))).toEqual([])
    await page.getByRole('dialog').getByRole('button', { name: pseudo('Cancel') }).click()

    // An event without a sheet.
    await open(ids.points, `/score-sheet?event=${ids.points}`)
    await page.getByRole('button', { name: pseudo('Create a score sheet') }).click()
    await page.getByRole('region', { name: pseudo('Item 1') }).waitFor()
    // A new item's empty label and id are named beside it in the check's words (api/problem-words, in the console's language).
    expect(await page.locator('.sheet-row-problems li').count()).toBeGreaterThan(0)
    expect(notPseudo(await words())).toEqual([])
  })

  it('the Reports page, with a file downloaded', async () => {
    await open(ids.sheet, '/reports')
    const results = page.getByRole('region', { name: pseudo('Results'), exact: true })
    await results.waitFor()
    await Promise.all([page.waitForEvent('download'), results.getByRole('button', { name: pseudo('CSV') }).click()])
    const done = results.getByRole('status')
    await done.waitFor()
    // The file's name is data; its size is words of the console's language ("1.2 KB" accented).
    const file = (await done.locator('code').textContent()) ?? ''
    expect(notPseudo(await words([file]))).toEqual([])
  })
})

describe('Spanish: no English word, names whole', () => {
  beforeAll(() => setLocale('es'))

  it('the Scoring page by points: held entries and the form', async () => {
    await open(ids.points, `/scoring?game=${ids.held}`)
    await page.getByRole('heading', { name: 'Retenidas para el jefe de puntuación (1)' }).waitFor()
    await page.getByRole('heading', { name: 'Historial de puntos' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    expect(wordsIn(await words(), ENGLISH_WORDS)).toEqual([])
    await fitsWhole()
    await screenshot(page, 'console-es-scoring')
    await page.goto(`${session.origin}/scoring?game=${ids.scored}`)
    await page.locator('.score-history tbody tr').nth(1).waitFor()
    expect(wordsIn(await words(), ENGLISH_WORDS)).toEqual([])
    await fitsWhole()
  })

  it('the Scoring page by a score sheet: the comparison and the history of items', async () => {
    await open(ids.sheet, `/scoring?game=${ids.heldSheet}`)
    await page.getByRole('heading', { name: `Comparar las hojas de ${GAMES[3]}` }).waitFor()
    expect(wordsIn(await words(), ENGLISH_WORDS)).toEqual([])
    await fitsWhole()
    await screenshot(page, 'console-es-scoring-sheet')
    await page.goto(`${session.origin}/scoring?game=${ids.scoredSheet}`)
    await page.locator('.history-items li').first().waitFor()
    expect(wordsIn(await words(), ENGLISH_WORDS)).toEqual([])
  })

  it('the Score sheet page', async () => {
    await open(ids.sheet, '/score-sheet')
    await page.getByRole('region', { name: 'Esquinas de los anotadores' }).waitFor()
    expect(wordsIn(await words(), ENGLISH_WORDS)).toEqual([])
    await fitsWhole()
    await screenshot(page, 'console-es-score-sheet')
  })

  it('the Reports page, at 1366 px and on a phone', async () => {
    await open(ids.sheet, '/reports')
    await page.getByRole('region', { name: 'Actas de puntuación', exact: true }).waitFor()
    expect(wordsIn(await words(), ENGLISH_WORDS)).toEqual([])
    await fitsWhole()
    await screenshot(page, 'console-es-reports')
    await page.setViewportSize({ width: 390, height: 844 })
    try {
      await page.getByRole('region', { name: 'Actas de puntuación', exact: true }).waitFor()
      await fitsWhole()
      await screenshot(page, 'console-es-reports-phone')
    } finally {
      await page.setViewportSize({ width: 1366, height: 768 })
    }
    expect(session.browser.problems.filter((problem) => !/status of (404|422)/.test(problem))).toEqual([])
  })
})
