// Reports print every team's name: players named in Polish, Czech, Romanian, Greek, Cyrillic, Chinese, Japanese, Korean,
// Arabic, Hebrew, and mixing scripts ("Robo 中文", "Robo فريق 7") read back exactly from the PDFs (pdftotext) of the
// schedule, a team sheet, the score sheets, the standings and the results; an emoji or a script no font at hand has
// (cuneiform) prints one replacement character; DejaVu Sans and the fallback fonts are embedded (pdffonts), each read once.
// The CJK names need the machine's Noto CJK (Debian fonts-noto-cjk: .ci/run installs it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPLACEMENT } from '../../src-main/reports/page-frame'
import { renderReport } from '../../src-main/reports/render-report'
import { fallbackFileReads } from '../../src-main/reports/fallback-fonts'
import { fontFileReads } from '../../src-main/reports/report-fonts'
import { startTestServer, type TestServer } from '../support/api-server'
import { firstPagePng, pdfFonts, pdfPages, pdfRawPages } from '../support/pdf-reader'
import { removeTempDirs } from '../support/temp'

const COLOURS = ['Red', 'Yellow', 'Green', 'Blue']
const NAMED_IN_SCRIPTS = ['Łódź Żubry', 'Škoda Robotics', 'Ομάδα Ρομπότ', 'Роботы Казань', 'Dvořák Ștefan', 'Вікінги Київ', 'Ada', 'Bea']
/** By script: Chinese, Japanese (kana and kanji), Korean, Arabic, Hebrew, and two that mix scripts and directions. */
const NAMED_IN_OTHER_FONTS = ['机器人队', 'ロボット東京', '로봇 팀', 'فريق الروبوت', 'צוות רובוטים', 'Robo 中文', 'Robo فريق 7']
const MIXED = 'Robo 中文 🙂 𒀀'
/** An emoji and a cuneiform sign: no font at hand has them. */
const MIXED_PRINTED = `Robo 中文 ${REPLACEMENT} ${REPLACEMENT}`
const EVENT_NAME = 'Κύπελλο Łódź 2026'

interface Game {
  id: number
  name: string
  play_order: number
  corners: Array<number | null>
  corner_names: string[]
}

let t: TestServer
let admin: string
let eventId: number
const ids = new Map<string, number>()

/**
 * What pdftotext reads back of a player's name. It gives right-to-left words back in logical order, but reads a line's
 * words from left to right as they stand on the page: in "Robo فريق 7" the 7 follows the Arabic word in reading order,
 * so it stands to its left (as a browser shows it: the bidi algorithm), and is read back before it.
 */
function printed(name: string): string {
  if (name === 'Robo فريق 7') return 'Robo 7 فريق'
  return name === MIXED ? MIXED_PRINTED : name
}

async function pdf(name: string, query = ''): Promise<{ bytes: Buffer; text: string; pages: string[] }> {
  const response = await fetch(`${t.base}/events/${eventId}/reports/${name}${query}`, { headers: { Authorization: `Bearer ${admin}` } })
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(response.status, bytes.toString('utf8').slice(0, 300)).toBe(200)
  // pdftotext gives right-to-left text back in logical order, between an embedding mark and a pop (U+202B…U+202C): taken out.
  const pages = (await pdfPages(bytes)).map((page) => page.replace(/[\u202A-\u202E]/g, ''))
  return { bytes, text: pages.join('\n'), pages }
}

async function games(): Promise<Game[]> {
  const answer = await t.call('GET', `/games?event_id=${eventId}&limit=500`, { token: admin })
  expect(answer.status, answer.text).toBe(200)
  return (answer.body as Game[]).sort((a, b) => a.play_order - b.play_order)
}

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  for (const name of [...NAMED_IN_SCRIPTS, ...NAMED_IN_OTHER_FONTS, MIXED]) ids.set(name, await t.createUser(admin, name))
  const event = await t.call('POST', '/events', { token: admin, json: { name: EVENT_NAME, start_time: 1_795_420_800, end_time: 1_795_464_000 } })
  expect(event.status, event.text).toBe(201)
  eventId = event.body.id
  const schedule = await t.call('POST', `/events/${eventId}/schedule`, { token: admin, json: { players: [...ids.values()], games_per_player: 2, seed: 5 } })
  expect(schedule.status, schedule.text).toBe(201)
  for (const [index, game] of (await games()).entries()) {
    expect((await t.call('POST', `/arena/games/${game.id}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
    expect((await t.call('POST', `/arena/games/${game.id}/stop`, { token: admin })).status).toBe(200)
    const points = { red: 10 + index, yellow: 20, green: 5 * index, blue: 7 }
    const scored = await t.call('PUT', `/games/${game.id}/scores`, { token: admin, json: points })
    expect(scored.status, scored.text).toBe(200)
  }
})

afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

describe('names in other scripts', () => {
  it('print exactly on the schedule, with the event name in the frame', async () => {
    const { bytes, text, pages } = await pdf('schedule')
    // Each name under its corner's colour (the column's title), in running order.
    expect(text).toMatch(/Red\s+Yellow\s+Green\s+Blue/)
    for (const game of await games()) {
      const row = text.split('\n').find((line) => new RegExp(`^\\s*${game.play_order}\\s`).test(line))!
      expect(row).toMatch(new RegExp(game.corner_names.map((name) => printed(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s{2,}')))
    }
    for (const page of pages) expect(page).toContain(EVENT_NAME)
    expect(text).not.toContain('?')
    await firstPagePng(bytes, 'schedule-names-in-scripts')
  })

  it('print exactly on a team sheet', async () => {
    for (const name of ['Ομάδα Ρομπότ', 'Роботы Казань', 'Łódź Żubry']) {
      const { pages } = await pdf('team-sheets', `?user_id=${ids.get(name)}`)
      expect(pages).toHaveLength(1)
      expect(pages[0]).toMatch(new RegExp(`^\\s*${name}\\s*$`, 'm'))
    }
    const all = await pdf('team-sheets')
    for (const name of [...NAMED_IN_SCRIPTS, ...NAMED_IN_OTHER_FONTS, MIXED].map(printed)) expect(all.pages.some((page) => new RegExp(`^\\s*${name}\\s*$`, 'm').test(page)), name).toBe(true)
  })

  it('print exactly on the score sheets, beside their colour', async () => {
    const { pages } = await pdf('score-sheets')
    const all = await games()
    expect(pages).toHaveLength(all.length)
    for (const [index, game] of all.entries()) {
      for (const [corner, name] of game.corner_names.entries()) expect(pages[index]).toMatch(new RegExp(`${COLOURS[corner]}\\s+${printed(name)}`))
    }
  })

  it('print exactly in the standings, one row per player', async () => {
    const { text } = await pdf('standings')
    const api = await t.call('GET', `/events/${eventId}/standings`, { token: admin })
    const names = text.split('\n').flatMap((line) => {
      const row = /^\s*\d+\s+(.+?)\s{2,}-?\d+\s+-?\d+\s+\d+\s*$/.exec(line)
      return row ? [row[1]] : []
    })
    expect(names).toEqual(api.body.rows.map((row: { name: string }) => printed(row.name)))
    expect(names).toEqual(expect.arrayContaining([...NAMED_IN_SCRIPTS, ...NAMED_IN_OTHER_FONTS, MIXED].map(printed)))
  })

  it('print exactly in the results, each name before its points (the name kept apart from the sentence)', async () => {
    const { bytes } = await pdf('results')
    await firstPagePng(bytes, 'results-names-in-scripts')
    // pdftotext -layout reorders a line mixing directions by its own guess; -raw gives the words as they stand on the
    // page, left to right, each right-to-left word in logical order: a Hebrew or Arabic name's words come last first.
    const text = (await pdfRawPages(bytes)).join('\n').replace(/[\u202A-\u202E]/g, '')
    const onThePage = (name: string) => (/^[\p{Script=Hebrew}\p{Script=Arabic} ]+$/u.test(name) ? name.split(' ').reverse().join(' ') : printed(name))
    for (const name of [...NAMED_IN_OTHER_FONTS, MIXED]) expect(text, name).toMatch(new RegExp(`${onThePage(name)} — \\d+ gp, \\d+ lp`))
  })

  it('keep a name whole where some of it has no font: one replacement character for an emoji, one for a cuneiform sign', async () => {
    const { text } = await pdf('schedule')
    expect(text).toContain(MIXED_PRINTED)
    expect(text).not.toContain('🙂')
    expect(text).not.toContain('𒀀')
  })
})

describe('the embedded font', () => {
  it('is DejaVu Sans, regular and bold, with Noto for Arabic, Hebrew and CJK, all embedded (pdffonts), and no built-in font is left', async () => {
    for (const report of ['schedule', 'team-sheets', 'score-sheets', 'standings', 'results', 'bracket']) {
      const fonts = await pdfFonts((await pdf(report)).bytes)
      const names = fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''))
      expect(names, report).toEqual(expect.arrayContaining(['DejaVuSans', 'DejaVuSans-Bold']))
      expect(names.filter((name) => !/^(DejaVuSans|NotoNaskhArabic|NotoSansHebrew|NotoSansCJK)/.test(name)), report).toEqual([])
      for (const font of fonts) expect(font.embedded, `${report}: ${font.name}`).toBe(true)
    }
    const schedule = (await pdfFonts((await pdf('schedule')).bytes)).map((font) => font.name.replace(/^[A-Z]{6}\+/, ''))
    expect(schedule).toEqual(expect.arrayContaining(['NotoNaskhArabic', 'NotoSansHebrew', 'NotoSansCJKsc-Regular', 'NotoSansCJKjp-Regular', 'NotoSansCJKkr-Regular']))
  })

  it('is read from its files once per thread, however many reports it renders', async () => {
    // The server renders on its report thread, kept between reports; here the renderer runs in this thread.
    for (const report of ['schedule', 'standings', 'schedule'] as const) {
      const data = await t.server.services.reports.data(eventId, report)
      await renderReport({ report, format: 'pdf', paper: 'a4' }, data, 'Made now')
    }
    expect(fontFileReads()).toBe(3)
    // Noto Naskh Arabic, Noto Sans Hebrew and the Noto CJK collection (the 19 MB file once for its three faces), regular and bold.
    expect(fallbackFileReads()).toBe(6)
  })
})
