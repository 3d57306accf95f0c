// The Scoring form's logic: reading typed points, the body it sends, the live league points preview, the starting values.
import { describe, expect, it } from 'vitest'
import { entriesOf, parsePoints, pointsText, previewLeaguePoints, scoresBody, type ScoreEntries } from '../../src-renderer/operator/pages/scoring/score-entry'

const FULL = { corners: [1, 2, 3, 4] }
const THREE = { corners: [1, null, 3, 4] }

function entries(...values: Array<string | null>): ScoreEntries {
  const [red, yellow, green, blue] = values.map((value) => (value === null ? { points: '', noShow: true } : { points: value, noShow: false }))
  return { red, yellow, green, blue }
}

describe('parsePoints', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', 0],
    ['-3', -3],
    ['−3', -3],
    ['', undefined],
    ['1.5', undefined],
    ['12a', undefined],
    ['1e3', undefined],
    [undefined, undefined],
  ])('%j → %j', (text, points) => {
    expect(parsePoints(text)).toBe(points)
  })
})

describe('scoresBody', () => {
  it('sends every occupied corner, null for a no-show, nothing for an empty corner', () => {
    expect(scoresBody(THREE, entries('30', '99', null, '5'))).toEqual({ red: 30, green: null, blue: 5 })
    expect(scoresBody(FULL, entries('1', '2', '3', '4'))).toEqual({ red: 1, yellow: 2, green: 3, blue: 4 })
  })
  it('a no-show wins over typed points', () => {
    expect(scoresBody(FULL, { ...entries('1', '2', '3', '4'), blue: { points: '40', noShow: true } }).blue).toBeNull()
  })
})

describe('previewLeaguePoints', () => {
  it.each([
    { why: 'distinct scores, default table', game: FULL, typed: entries('30', '20', '10', '0'), table: undefined, league: [8, 6, 4, 2] },
    { why: "the event's table", game: FULL, typed: entries('30', '20', '10', '0'), table: [10, 7, 4, 1], league: [10, 7, 4, 1] },
    { why: 'a tie shares the mean, rounded half up', game: FULL, typed: entries('30', '20', '20', null), table: [10, 7, 4, 1], league: [10, 6, 6, 0] },
    { why: 'a no-show gets 0', game: FULL, typed: entries(null, '5', '4', '3'), table: undefined, league: [0, 8, 6, 4] },
    { why: 'an empty corner is null', game: THREE, typed: entries('3', '', '2', '1'), table: undefined, league: [8, null, 6, 4] },
    { why: 'a corner not typed yet is unknown; the others rank without it', game: FULL, typed: entries('3', '', '2', 'x'), table: undefined, league: [8, undefined, 6, undefined] },
    { why: 'negative points rank last', game: FULL, typed: entries('-5', '0', '0', '0'), table: undefined, league: [2, 6, 6, 6] },
  ])('$why', ({ game, typed, table, league }) => {
    expect(previewLeaguePoints(game, typed, table)).toEqual(league)
  })
})

describe('entriesOf', () => {
  it('starts empty for a finished game', () => {
    expect(entriesOf({ corners: [1, 2, null, 4], game_points: [null, null, null, null], status: 'finished' })).toEqual({
      red: { points: '', noShow: false },
      yellow: { points: '', noShow: false },
      green: { points: '', noShow: false },
      blue: { points: '', noShow: false },
    })
  })
  it('starts from the scores of a scored game, a seated null being a no-show', () => {
    expect(entriesOf({ corners: [1, 2, null, 4], game_points: [30, null, null, -2], status: 'scored' })).toEqual({
      red: { points: '30', noShow: false },
      yellow: { points: '', noShow: true },
      green: { points: '', noShow: false },
      blue: { points: '-2', noShow: false },
    })
  })
})

describe('pointsText', () => {
  it.each([
    [12, true, '12'],
    [0, true, '0'],
    [null, true, 'no-show'],
    [null, false, '—'],
  ])('%j (seated %s) → %s', (points, seated, text) => {
    expect(pointsText(points, seated)).toBe(text)
  })
})
