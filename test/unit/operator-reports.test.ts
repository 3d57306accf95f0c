// The Reports page's pure parts: who is offered which report, the path and fallback name of a download, the paper size
// by default, and the players offered for one team sheet.
import { describe, expect, it } from 'vitest'
import { initialPaper } from '../../src-renderer/operator/pages/reports/paper'
import { GAME_REPORTS } from '../../src-main/contract/reports.schema'
import { fallbackName, REPORTS, reportPath, reportsFor, type ReportRequest } from '../../src-renderer/operator/pages/reports/report-catalogue'
import { seatedPlayers } from '../../src-renderer/operator/pages/reports/seated-players'

describe('reportsFor', () => {
  const ALL = ['schedule', 'team-sheets', 'score-sheets', 'results', 'standings', 'bracket']
  const PUBLIC = ['schedule', 'team-sheets', 'results', 'standings', 'bracket']
  it.each([
    [{ admin: true, scorer: false }, ALL],
    [{ admin: false, scorer: true }, ALL],
    [{ admin: true, scorer: true }, ALL],
    [{ admin: false, scorer: false }, PUBLIC],
  ])('%j → %j', (roles, ids) => {
    expect(reportsFor(roles).map((report) => report.id)).toEqual(ids)
  })

  it('offers a CSV for every report but the score sheets, and one player only for team sheets', () => {
    expect(REPORTS.filter((report) => !report.csv).map((report) => report.id)).toEqual(['score-sheets'])
    expect(REPORTS.filter((report) => report.perPlayer).map((report) => report.id)).toEqual(['team-sheets'])
  })

  it('offers one arena only for the reports listing games, as the server takes arena_id', () => {
    expect(REPORTS.filter((report) => report.perArena).map((report) => report.id)).toEqual([...GAME_REPORTS])
  })
})

describe('reportPath and fallbackName', () => {
  it.each<[ReportRequest, string, string]>([
    [{ eventId: 3, report: 'schedule', format: 'pdf', paper: 'a4' }, '/events/3/reports/schedule?format=pdf&paper=a4', 'event-3-schedule.pdf'],
    [{ eventId: 3, report: 'standings', format: 'csv', paper: 'letter' }, '/events/3/reports/standings?format=csv&paper=letter', 'event-3-standings.csv'],
    [{ eventId: 12, report: 'team-sheets', format: 'pdf', paper: 'letter', userId: 7 }, '/events/12/reports/team-sheets?format=pdf&paper=letter&user_id=7', 'event-12-team-sheets.pdf'],
    [{ eventId: 12, report: 'team-sheets', format: 'csv', paper: 'a4', userId: undefined }, '/events/12/reports/team-sheets?format=csv&paper=a4', 'event-12-team-sheets.csv'],
    [{ eventId: 4, report: 'schedule', format: 'pdf', paper: 'a4', arenaId: 2 }, '/events/4/reports/schedule?format=pdf&paper=a4&arena_id=2', 'event-4-schedule.pdf'],
  ])('%j → %s', (request, path, name) => {
    expect(reportPath(request)).toBe(path)
    expect(fallbackName(request)).toBe(name)
  })
})

describe('initialPaper', () => {
  it.each([
    ['letter', 'de-DE', 'letter'],
    ['a4', 'en-US', 'a4'],
    [null, 'en-US', 'letter'],
    [null, 'en-ca', 'letter'],
    [null, 'es-MX', 'letter'],
    [null, 'en-GB', 'a4'],
    [null, 'fr', 'a4'],
    [null, undefined, 'a4'],
    ['tabloid', 'en-US', 'letter'],
    ['tabloid', 'nl-NL', 'a4'],
  ] as const)('stored %s, language %s → %s', (stored, language, paper) => {
    expect(initialPaper(stored, language)).toBe(paper)
  })
})

describe('seatedPlayers', () => {
  const game = (corners: Array<number | null>, corner_names: string[]) => ({ corners, corner_names })
  it.each([
    ['no games', [], []],
    ['empty corners only', [game([null, null, null, null], ['', '', '', ''])], []],
    [
      'each player once, by name',
      [game([4, null, 2, null], ['Zed', '', 'Ann', '']), game([null, 2, 9, 4], ['', 'Ann', 'Bob', 'Zed'])],
      [
        { id: 2, name: 'Ann' },
        { id: 9, name: 'Bob' },
        { id: 4, name: 'Zed' },
      ],
    ],
    [
      'two players of the same name: both, by id',
      [game([8, 3, null, null], ['Sam', 'Sam', '', ''])],
      [
        { id: 3, name: 'Sam' },
        { id: 8, name: 'Sam' },
      ],
    ],
  ])('%s', (_, games, players) => {
    expect(seatedPlayers(games)).toEqual(players)
  })
})
