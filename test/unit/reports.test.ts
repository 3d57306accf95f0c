// The reports' pure parts on tables of cases: pages from line heights, breaks from planned gaps, what the embedded
// fonts can print, file names, team sheets, bracket rounds, the standings' words, CSV cells guarded against formulas.
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { bracketRounds } from '../../src-main/reports/bracket-report'
import { printable, REPLACEMENT } from '../../src-main/reports/page-frame'
import { slug } from '../../src-main/reports/render-report'
import { reportCsv } from '../../src-main/reports/report-csv'
import type { ReportData, ReportGame } from '../../src-main/reports/report-data'
import { breakMinutes, schedulePdf } from '../../src-main/reports/schedule-report'
import { standingsIntro } from '../../src-main/reports/standings-report'
import { paginate } from '../../src-main/reports/table'
import { teamSheets } from '../../src-main/reports/team-sheets-report'
import { gameFixture } from '../support/game-fixture'
import { pdfPages } from '../support/pdf-reader'

function entry(id: number, planned: [number, number] | null, corners: Array<number | null> = [1, 2, 3, 4]): ReportGame {
  return { game: gameFixture(id, 'scheduled', { corners, corner_names: corners.map((player) => (player === null ? '' : `P${player}`)) }), planned: planned && { start: planned[0], end: planned[1] }, actual: null, corrected: false }
}

function data(games: ReportGame[], fields: Partial<ReportData> = {}): ReportData {
  return { eventName: 'Cup', games, changeoverSeconds: 120, standings: { complete: true, unscoredGames: 0, rows: [] }, pointsTable: [8, 6, 4, 2], knockout: [], timeStyle: { clockFormat: '24h' }, ...fields }
}

describe('paginate', () => {
  it.each([
    { heights: [], first: 100, later: 100, pages: [[]] },
    { heights: [10, 10, 10], first: 30, later: 30, pages: [[0, 1, 2]] },
    { heights: [10, 10, 10, 10], first: 30, later: 30, pages: [[0, 1, 2], [3]] },
    { heights: [10, 10, 10, 10, 10], first: 15, later: 30, pages: [[0], [1, 2, 3], [4]] },
    { heights: [50], first: 30, later: 30, pages: [[0]] },
    { heights: [10, 10, 20, 10], first: 40, later: 40, heading: 2, pages: [[0, 1], [2, 3]] },
    { heights: [20, 10, 10], first: 25, later: 40, heading: 0, pages: [[0], [1, 2]] },
  ])('$heights in $first then $later: $pages', ({ heights, first, later, heading, pages }) => {
    expect(paginate(heights, first, later, (index) => index === heading)).toEqual(pages)
  })
})

describe('breakMinutes', () => {
  it.each([
    { name: 'games back to back after the changeover', before: [0, 150], after: [270, 420], minutes: 0 },
    { name: 'a 30-minute break', before: [0, 150], after: [270 + 1800, 420 + 1800], minutes: 30 },
    { name: 'less than a minute more than the changeover', before: [0, 150], after: [300, 450], minutes: 0 },
    { name: 'an overlap after a delay', before: [0, 150], after: [100, 250], minutes: 0 },
    { name: 'no planned times', before: null, after: [270, 420], minutes: 0 },
  ] as const)('$name: $minutes', ({ before, after, minutes }) => {
    expect(breakMinutes(entry(1, before ? [...before] : null), entry(2, after ? [...after] : null), 120)).toBe(minutes)
  })
})

describe('printable', () => {
  const R = REPLACEMENT
  it.each([
    ['Ada Lovelace', 'Ada Lovelace'],
    ['Zoë Müller – “Q”', 'Zoë Müller – “Q”'],
    // Latin Extended-A and -B, Greek, Cyrillic: the embedded DejaVu Sans has them all.
    ['Łódź Żubry', 'Łódź Żubry'],
    ['Škoda Robotics', 'Škoda Robotics'],
    ['Dvořák ǅemal Ș', 'Dvořák ǅemal Ș'],
    ['Ομάδα Ρομπότ', 'Ομάδα Ρομπότ'],
    ['Роботы Казань', 'Роботы Казань'],
    ['Вікінги Київ ђ', 'Вікінги Київ ђ'],
    ['Who? €5 …', 'Who? €5 …'],
    // Composed as one letter where Unicode has one (e + combining acute → é).
    ['Rene\u0301e', 'Renée'],
    // CJK: the machine's Noto CJK (fallback-fonts.ts; .ci/run installs Debian's fonts-noto-cjk).
    ['中文', '中文'],
    ['Robo 中文 Team', 'Robo 中文 Team'],
    // The kana length mark is of no one script (Common): asked of the fonts of the scripts that use it.
    ['ロボットチーム', 'ロボットチーム'],
    // What no font at hand has: one replacement per user-perceived character (an emoji, a cuneiform sign).
    ['Robo 🙂', `Robo ${R}`],
    ['Robo 𒀀𒀁', `Robo ${R}${R}`],
    ['👍🏽 Go', `${R} Go`],
    ['👨‍👩‍👧 Family', `${R} Family`],
    // Full-width letters the fonts lack print as the plain letters they stand for.
    ['ＲＯＢＯ', 'ROBO'],
    // Right-to-left letters: the shipped Noto fonts have them, and the bidi step orders them (text-runs.ts).
    ['Team שלום', 'Team שלום'],
    ['فريق Robo', 'فريق Robo'],
    // The bidi algorithm's isolates print nothing, and are kept for it.
    ['\u2068שלום\u2069 — 3', '\u2068שלום\u2069 — 3'],
    // Control characters never reach the page.
    ['Line\nbreak\tand\u0007bell', `Line${R}break${R}and${R}bell`],
    ['\r\n', R],
    ['', ''],
  ])('%j → %j', (text, shown) => {
    expect(printable(text)).toBe(shown)
  })

  it('asks the font it is given: a font without Greek replaces Greek letters', () => {
    const latinOnly = (codePoint: number) => codePoint < 0x250
    expect(printable('Ομάδα Łódź', latinOnly)).toBe(`${R}${R}${R}${R}${R} Łódź`)
  })

  it('keeps control characters out even from a font that maps them', () => {
    expect(printable('Tab\there\u0085', () => true)).toBe(`Tab${R}here${R}`)
  })
})

describe('slug', () => {
  it.each([
    ['Spring Cup 2026', 'spring-cup-2026'],
    ['  Zoë’s "Cup"! ', 'zoe-s-cup'],
    ['中文', 'event'],
    ['a/../b', 'a-b'],
  ])('%s → %s', (name, expected) => {
    expect(slug(name)).toBe(expected)
  })
})

describe('teamSheets', () => {
  const games = [entry(1, [0, 150], [1, 2, 3, 4]), entry(2, [300, 450], [5, 1, null, 2]), entry(3, [600, 750], [3, 4, 5, null])]

  it('a sheet per seated player, by name, with exactly their games in running order and their corner', () => {
    const sheets = teamSheets(data(games))
    expect(sheets.map((sheet) => [sheet.name, sheet.games.map(({ entry: game, corner }) => [game.game.id, corner])])).toEqual([
      ['P1', [[1, 0], [2, 1]]],
      ['P2', [[1, 1], [2, 3]]],
      ['P3', [[1, 2], [3, 0]]],
      ['P4', [[1, 3], [3, 1]]],
      ['P5', [[2, 0], [3, 2]]],
    ])
  })

  it("only one player's sheet when asked", () => {
    expect(teamSheets(data(games), 5).map((sheet) => sheet.userId)).toEqual([5])
  })
})

describe('bracketRounds', () => {
  it.each([
    { name: 'a final alone', rounds: [[1, 1]], titles: ['Round 1'] },
    { name: 'semi-finals and a final', rounds: [[1, 2], [2, 1]], titles: ['Round 1: semi-finals', 'Round 2: final'] },
    { name: 'quarter-finals, semi-finals, final', rounds: [[1, 4], [2, 2], [3, 1]], titles: ['Round 1: quarter-finals', 'Round 2: semi-finals', 'Round 3: final'] },
    { name: 'a first round with byes', rounds: [[1, 3], [2, 2], [3, 1]], titles: ['Round 1', 'Round 2: semi-finals', 'Round 3: final'] },
  ])('$name', ({ rounds, titles }) => {
    let id = 0
    const games = rounds.flatMap(([round, count]) => Array.from({ length: count }, () => gameFixture((id += 1), 'scheduled', { league: false, tournament_round: round })))
    expect(bracketRounds(games.reverse()).map((round) => round.title)).toEqual(titles)
  })
})

describe('standingsIntro', () => {
  it.each([
    { table: [8, 6, 4, 2], complete: true, unscored: 0, points: 'League points per game by place: 1st 8, 2nd 6, 3rd 4, 4th 2.', state: 'The league is complete: every league game is scored.' },
    { table: [3, 2, 1, 0], complete: false, unscored: 1, points: 'League points per game by place: 1st 3, 2nd 2, 3rd 1, 4th 0.', state: 'Not final: 1 league game is not scored yet.' },
    { table: [8, 6, 4, 2], complete: false, unscored: 5, points: 'League points per game by place: 1st 8, 2nd 6, 3rd 4, 4th 2.', state: 'Not final: 5 league games are not scored yet.' },
  ])('$table, $unscored unscored', ({ table, complete, unscored, points, state }) => {
    const lines = standingsIntro(data([], { pointsTable: table, standings: { complete, unscoredGames: unscored, rows: [] } }))
    expect(lines[0]).toBe('Ranked by league points, then game points; players equal in both share a rank (listed by name).')
    expect(lines[1]).toBe(points)
    expect(lines[3]).toBe(state)
  })
})

describe('reportCsv', () => {
  it('guards formula-looking cells and re-parses to the same rows', () => {
    const rows = [['=SUM(A1)', '+1', 'plain', "'=quoted"], ['@x', '-2', 'a,"b"', '']]
    const text = reportCsv(['a', 'b', 'c', 'd'], rows)
    expect(text.startsWith('\uFEFFa,b,c,d\r\n')).toBe(true)
    const parsed: string[][] = parse(text, { bom: true, from_line: 2 })
    expect(parsed).toEqual([["'=SUM(A1)", "'+1", 'plain', "''=quoted"], ["'@x", "'-2", 'a,"b"', '']])
  })
})

describe('rendering off the event loop', () => {
  it('lets the event loop turn while a long schedule is drawn (between pages and within them)', async () => {
    const games = Array.from({ length: 200 }, (_, index) => entry(index + 1, [index * 270, index * 270 + 150]))
    let turns = 0
    let rendering = true
    const spin = () => {
      turns += 1
      if (rendering) setImmediate(spin)
    }
    setImmediate(spin)
    const pdf = await schedulePdf(data(games), { eventName: 'Cup', title: 'Schedule', madeAt: 'Made now', paper: 'a4' })
    rendering = false
    const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length
    expect(pages).toBeGreaterThan(5)
    // At least a turn per page and one per few rows: 200 rows at 8 lines a turn.
    expect(turns).toBeGreaterThanOrEqual(200 / 8)
  })
})

describe('the embedded fonts across reports', () => {
  it('keep each character readable in a later report (a glyph first written as part of another still reads as itself)', async () => {
    const frame = (title: string) => ({ eventName: 'Cup', title, madeAt: 'Made now', paper: 'a4' as const })
    const named = (name: string) => data([{ ...entry(1, [0, 150]), game: gameFixture(1, 'scheduled', { corners: [1, null, null, null], corner_names: [name, '', '', ''] }) }])
    // "ы" is drawn in DejaVu Sans from the glyphs of "ь" and "ı": the first report writes "ь" only as a part.
    const first = await pdfPages(await schedulePdf(named('Быстры'), frame('First')))
    expect(first.join('\n')).toMatch(/^\s*1\s.*\sБыстры\s/m)
    const later = await pdfPages(await schedulePdf(named('Казань'), frame('Later')))
    expect(later.join('\n')).toMatch(/^\s*1\s.*\sКазань\s/m)
  })
})
