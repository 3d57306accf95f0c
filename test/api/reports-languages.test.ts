// Reports in the event's language (issue 31, item 3): the event's locale set over the API (PUT /events/{id}/locale), every
// PDF report downloaded over real HTTP and read back with pdftotext. In Spanish: the Spanish headings, and no English UI
// word of a list; in the pseudo-locale: no ASCII letter left once the data (names of players, games, the event, the
// sheet's items) is taken out, so every fixed text went through the catalogue. Names print whole. CSVs stay English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GameRecord } from '../../src-main/domain/game-record'
import type { Locale } from '../../src-main/domain/i18n/locales'
import { startTestServer, type TestServer } from '../support/api-server'
import { firstPagePng, pdfPages } from '../support/pdf-reader'
import { CANS, DISTANCE, FLAG, MAJOR_FOUL, MINOR_FOUL, PARKED, sheetOf } from '../support/score-sheets'
import { removeTempDirs } from '../support/temp'

const PLAYERS = ['Ximena Quispe', 'Ola Nordmann', 'Józef Wąsik', 'Zoë Brandt', 'Ifeoma Okafor', 'Mateus Lima', 'Yuki Tanabe', 'Dmitri Orlov']
const REPORTS = ['schedule', 'team-sheets', 'score-sheets', 'results', 'standings', 'bracket'] as const
type Report = (typeof REPORTS)[number]
const SHEET = sheetOf([CANS, PARKED, FLAG, DISTANCE], { penalties: [MINOR_FOUL, MAJOR_FOUL] })
/** What the sheet prints that is data: its labels and its options' labels. */
const SHEET_DATA = [...SHEET.items.map((item) => item.label), ...(FLAG.kind === 'choice' ? FLAG.options.map((option) => option.label) : []), ...SHEET.penalties.map((penalty) => penalty.label)]

/** Words of the English reports that no Spanish report may print (whole words, case as printed). */
const ENGLISH_WORDS = [
  'Schedule', 'Team sheets', 'Score sheets', 'Results', 'Standings', 'Knockout', 'Made', 'Page', 'of',
  'Game', 'Kind', 'Planned', 'Actual', 'Status', 'Red', 'Yellow', 'Green', 'Blue', 'League', 'Round', 'semi-finals',
  'Rank', 'Player', 'League points', 'Game points', 'Games played', 'Corner', 'Against', 'Note', 'scheduled', 'scored',
  'running', 'finished', 'gp', 'lp', 'corrected', 'no-show', 'No-show', 'to be decided', 'went through', 'WINNER',
  'Referee', 'Head referee', 'Signature', 'Notes', 'Item', 'Tick or write in', 'Points', 'Scored', 'Reason', 'Card',
  'each', 'at most', 'if yes', 'as ticked', 'per unit', 'whole', 'up to', 'Together', 'pts', 'the', 'and', 'is', 'not',
]

/** Per report, headings the Spanish PDF must print. */
const SPANISH: Record<Report, string[]> = {
  schedule: ['Calendario', 'N.º', 'Partida', 'Tipo', 'Previsto', 'Real', 'Estado', 'Rojo', 'Amarillo', 'Verde', 'Azul', 'Liga', 'puntuada', 'Página 1 de 1', 'Generado el'],
  'team-sheets': ['Hojas de equipo', 'Rincón', 'Contra', '2 partidas. Esté en la arena con su robot antes de la hora prevista.'],
  'score-sheets': ['Actas de puntuación', 'Elemento', 'Marque o escriba', 'Puntos', 'Obtenido', 'Motivo:', 'No presentado', 'Árbitro:', 'Árbitro principal:', 'Firma:', 'Notas', '5 cada uno', '10 si es sí', 'según lo marcado', '0–300, hasta 1 decimal', '0,5 por unidad', 'Amarilla', 'Roja', 'Puntos de partida (total)'],
  results: ['Resultados', 'pp: puntos de partida, pl: puntos de liga.', 'Nota', '40 pp, 8 pl'],
  standings: ['Clasificación', 'Puesto', 'Jugador', 'Puntos de liga', 'Puntos de partida', 'Partidas jugadas', 'Ordenado por puntos de liga', '1.º 8, 2.º 6, 3.º 4, 4.º 2.', 'La liga ha terminado'],
  bracket: ['Cuadro eliminatorio', 'Ronda 1: semifinales', 'Ronda 2: final', 'pasó', 'por decidir', 'programada'],
}

let t: TestServer
let admin: string
/** The event of plain scores (league, then a knockout) and the event scored by items (its score sheets). */
let eventId: number
let sheetEventId: number

async function ok(method: string, path: string, json?: unknown): Promise<any> {
  const answer = await t.call(method, path, { token: admin, json })
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300)
  return answer.body
}

async function play(id: number, points: number[]): Promise<void> {
  await ok('POST', `/arena/games/${id}/start`, { mode: 'competition' })
  await ok('POST', `/arena/games/${id}/stop`)
  await ok('PUT', `/games/${id}/scores`, { red: points[0], yellow: points[1], green: points[2], blue: points[3] })
}

async function download(event: number, report: Report, format = 'pdf'): Promise<Buffer> {
  const response = await fetch(`${t.base}/events/${event}/reports/${report}?format=${format}`, { headers: { Authorization: `Bearer ${admin}` } })
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(response.status, bytes.toString('utf8').slice(0, 300)).toBe(200)
  return bytes
}

/** Every data string the reports of `event` print: the event's, players', games' and the sheet's names. */
async function dataOf(event: number): Promise<string[]> {
  const games = (await ok('GET', `/games?event_id=${event}&limit=500`)) as GameRecord[]
  const eventName = ((await ok('GET', `/events/${event}`)) as { name: string }).name
  return [eventName, ...PLAYERS, ...games.map((game) => game.name), ...SHEET_DATA].sort((a, b) => b.length - a.length)
}

/** The report's text, read back with pdftotext, runs of spaces made one; its first page kept as a picture to look at. */
async function pdfText(event: number, report: Report, locale: Locale): Promise<string> {
  const bytes = await download(event, report)
  await firstPagePng(bytes, `${report}-${locale}`)
  return (await pdfPages(bytes)).join('\n').replace(/[^\S\n]+/gu, ' ')
}

function withoutData(text: string, data: readonly string[]): string {
  return data.reduce((rest, name) => rest.split(name).join(' '), text)
}

async function setLocale(event: number, locale: Locale): Promise<void> {
  expect(await ok('PUT', `/events/${event}/locale`, { locale })).toEqual({ locale })
}

const eventOf = (report: Report) => (report === 'score-sheets' ? sheetEventId : eventId)

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  const ids: number[] = []
  for (const name of PLAYERS) ids.push(await t.createUser(admin, name))
  eventId = (await ok('POST', '/events', { name: 'Copa de Invierno', start_time: 1_795_420_800, end_time: 1_795_464_000 })).id
  for (let index = 0; index < 2; index += 1) {
    const game = await ok('POST', '/games', { name: `L${index + 1}`, event_id: eventId })
    const [red, yellow, green, blue] = ids.slice(index * 4, index * 4 + 4)
    await ok('PUT', `/games/${game.id}/corners`, { red, yellow, green, blue })
    await play(game.id, index === 0 ? [40, 30, 20, 10] : [35, 25, 15, 5])
  }
  const knockout = (await ok('POST', `/events/${eventId}/knockouts`, { players: 8 })).games as GameRecord[]
  await play(knockout[0].id, [50, 40, 30, 20])
  sheetEventId = (await ok('POST', '/events', { name: 'Copa por elementos', start_time: 1_795_420_800, end_time: 1_795_464_000 })).id
  await ok('PUT', `/events/${sheetEventId}/score-sheet`, SHEET)
  await ok('POST', `/events/${sheetEventId}/schedule`, { players: ids.slice(0, 4), games_per_player: 1, seed: 5 })
})

afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

describe('reports in Spanish', () => {
  beforeAll(async () => {
    await setLocale(eventId, 'es')
    await setLocale(sheetEventId, 'es')
  })

  it.each(REPORTS)('%s: Spanish headings, no English word, every name whole', async (report) => {
    const text = await pdfText(eventOf(report), report, 'es')
    for (const heading of SPANISH[report]) expect(text, heading).toContain(heading)
    const rest = withoutData(text, await dataOf(eventOf(report)))
    const english = ENGLISH_WORDS.filter((word) => new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}-])`, 'u').test(rest))
    expect(english, rest).toEqual([])
    if (report !== 'score-sheets') for (const name of PLAYERS) expect(text).toContain(name)
  })

  it('keeps the CSV files in English: the same headers and words in every language', async () => {
    const csv = (await download(eventId, 'schedule', 'csv')).toString('utf8')
    expect(csv.split('\r\n')[0]).toBe('\uFEFFplay_order,game_id,game,kind,status,planned_start,planned_end,actual_start,actual_end,break_before_min,red,yellow,green,blue')
    expect(csv).toContain(',League,scored,')
    expect((await download(eventId, 'bracket', 'csv')).toString('utf8')).toContain('Round 1: semi-finals')
  })
})

describe('reports in the pseudo-locale', () => {
  beforeAll(async () => {
    await setLocale(eventId, 'en-XA')
    await setLocale(sheetEventId, 'en-XA')
  })

  it.each(REPORTS)('%s: no fixed text left unaccented', async (report) => {
    const text = await pdfText(eventOf(report), report, 'en-XA')
    const rest = withoutData(text, await dataOf(eventOf(report)))
    expect(rest.match(/[A-Za-z]+/g) ?? [], rest).toEqual([])
    // Accented text prints as itself (the fonts have every accented letter the pseudo-locale uses).
    expect(text).not.toContain('\uFFFD')
  })
})
