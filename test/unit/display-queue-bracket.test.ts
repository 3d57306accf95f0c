// The queueing and bracket views' rules: which games queue and when their players go to staging, the knockout by rounds
// kept current from the stream, who went through, and the options and settings they read.
import { describe, expect, it } from 'vitest'
import { gameFixture } from '../support/game-fixture'
import { applyFetched, EMPTY_DATA } from '../../src-renderer/display/display-data'
import { DEFAULT_CONFIG, parseConfig, parseView } from '../../src-renderer/display/display-config'
import { bracketOutcome, wentThrough } from '../../src-main/domain/bracket-outcome'
import { createIntl } from 'react-intl'
import { CATALOGUES } from '../../src-main/domain/i18n/catalogues'
import { bracketOf, queueOf, queuePlaceMessage } from '../../src-renderer/display/queue'
import type { GameRecord, Knockout, Screen } from '../../src-renderer/display/types'
import { screenSettingsOf } from '../../src-renderer/display/use-arena-settings'

const T = 1_795_420_800

/** A game planned every 10 minutes from T, 150 s long. */
const game = (id: number, status: GameRecord['status'], fields: Partial<GameRecord> = {}) =>
  gameFixture(id, status, { start_time: T + id * 600, end_time: T + id * 600 + 150, ...fields })

describe('queueOf', () => {
  const games = [game(1, 'scored'), game(2, 'running'), game(5, 'scheduled'), game(3, 'scheduled'), game(4, 'scheduled', { start_time: null })]

  it('the first scheduled game, then the rest in running order, `count` in all, staging = planned start − offset', () => {
    const queue = queueOf(games, null, 3, 300)
    expect(queue.map((entry) => [entry.game.id, entry.place, entry.stagingTime])).toEqual([
      [3, 0, T + 1800 - 300],
      [4, 1, null],
      [5, 2, T + 3000 - 300],
    ])
    expect(queueOf(games, null, 1, 0).map((entry) => entry.game.id)).toEqual([3])
    expect(queueOf([games[0], games[1]], null, 4, 300)).toEqual([])
  })

  it('the game on deck first, even out of running order; the skipped ones still queue after it', () => {
    expect(queueOf(games, games[2], 4, 60).map((entry) => entry.game.id)).toEqual([5, 3, 4])
    // A deck game that is no longer scheduled (it started) is not on deck any more.
    expect(queueOf(games, games[1], 4, 60).map((entry) => entry.game.id)).toEqual([3, 4, 5])
  })

  it('a delay (later planned starts) moves the staging times with it', () => {
    const delayed = games.map((record) => (record.status === 'scheduled' && record.start_time !== null ? { ...record, start_time: record.start_time + 900 } : record))
    expect(queueOf(delayed, null, 1, 300)[0].stagingTime).toBe(T + 1800 + 900 - 300)
  })

  it('places in words, by the ordinal rules of the language', () => {
    const places = (locale: 'en' | 'es') => {
      const intl = createIntl({ locale, messages: CATALOGUES[locale] })
      return [0, 1, 2, 3, 4, 10, 11, 20].map((place) => intl.formatMessage({ id: queuePlaceMessage(place).id }, queuePlaceMessage(place).values))
    }
    expect(places('en')).toEqual(['On deck', 'Next', '3rd', '4th', '5th', '11th', '12th', '21st'])
    expect(places('es')).toEqual(['Preparada', 'Siguiente', '3.ª', '4.ª', '5.ª', '11.ª', '12.ª', '21.ª'])
  })
})

describe('bracketOf and wentThrough', () => {
  const ko = (id: number, round: number, fields: Partial<GameRecord> = {}) => game(id, 'scheduled', { league: false, tournament_round: round, name: `KO ${id}`, ...fields })
  const semiA = ko(10, 1, { corners: [1, 4, 5, 8] })
  const semiB = ko(11, 1, { corners: [2, 3, 6, 7] })
  const final = ko(12, 2, { corners: [null, null, null, null], corner_names: ['', '', '', ''] })
  const knockout: Knockout = { event_id: 1, games: [final, semiB, semiA], final_first_place_tied: false }

  it('rounds in order, games in running order, none without a knockout', () => {
    const shown = bracketOf(knockout, [], 3)!
    expect(shown.rounds.map((round) => [round.round, round.games.map((record) => record.id)])).toEqual([
      [1, [10, 11]],
      [2, [12]],
    ])
    expect(shown.finalId).toBe(12)
    expect(bracketOf(null, [], 3)).toBeNull()
    expect(bracketOf({ ...knockout, games: [] }, [], 3)).toBeNull()
  })

  it('the stream’s newer copy of a game wins over the fetched one: the final fills live', () => {
    const filled = { ...final, corners: [1, 4, null, null], corner_names: ['P1', 'P4', '', ''] }
    const shown = bracketOf(knockout, [semiA, filled], 3)!
    expect(shown.rounds[1].games[0].corner_names).toEqual(['P1', 'P4', '', ''])
  })

  it('only the last `rounds` rounds; the tie flag comes from the server', () => {
    const shown = bracketOf({ ...knockout, final_first_place_tied: true }, [], 1)!
    expect(shown.rounds.map((round) => round.round)).toEqual([2])
    expect(shown.finalTied).toBe(true)
  })

  it('who went through: the players of a scored game seated in a later round', () => {
    const scoredA = { ...semiA, status: 'scored' as const }
    const filled = { ...final, corners: [1, 4, 2, 3] }
    const rounds = bracketOf(knockout, [scoredA, filled], 3)!.rounds
    expect([...wentThrough(scoredA, rounds)].sort()).toEqual([1, 4])
    // Not scored yet: nobody went through, even if seated somewhere.
    expect(wentThrough(semiB, rounds).size).toBe(0)
  })
})

describe('options and settings', () => {
  it('the two views are known; any other `current` is idle', () => {
    expect(parseView('queue')).toBe('queue')
    expect(parseView('bracket')).toBe('bracket')
    expect(parseView('brackets')).toBe('idle')
  })

  it('queue: `queue_count` 1–8, default 4; bracket: `rounds` 1–6, default 3', () => {
    const config = (text: string) => parseConfig(text, 'http://arena')
    expect([DEFAULT_CONFIG.queueCount, DEFAULT_CONFIG.bracketRounds]).toEqual([4, 3])
    expect(config('{}')).toMatchObject({ queueCount: 4, bracketRounds: 3, count: 8 })
    expect(config('{"queue_count": 12, "rounds": 9, "count": 12}')).toMatchObject({ queueCount: 8, bracketRounds: 6, count: 12 })
    expect(config('{"queue_count": "2", "rounds": 0}')).toMatchObject({ queueCount: 2, bracketRounds: 1, count: 8 })
    expect(config('{"queue_count": "x", "rounds": "two", "count": 3}')).toMatchObject({ queueCount: 4, bracketRounds: 3 })
  })

  it('the staging offset from the arena settings, 300 s until read or when odd', () => {
    expect(screenSettingsOf({ staging_offset_s: 420 }).stagingOffsetS).toBe(420)
    expect(screenSettingsOf({}).stagingOffsetS).toBe(300)
    expect(screenSettingsOf({ staging_offset_s: -5 }).stagingOffsetS).toBe(300)
    expect(screenSettingsOf({ staging_offset_s: '60' }).stagingOffsetS).toBe(300)
  })

  it('a fetch keeps the knockout it brought, and none when it brought none', () => {
    const screen: Screen = { id: 1, name: 'TV', key: 'sk_x', current: 'bracket', config: '{}' }
    const knockout: Knockout = { event_id: 1, games: [], final_first_place_tied: true }
    const lists = { screen, events: [], event: null, games: [], standings: null, chosenGame: null }
    const withKnockout = applyFetched(EMPTY_DATA, { ...lists, knockout }, T * 1000)
    expect(withKnockout.knockout).toBe(knockout)
    expect(applyFetched(withKnockout, lists, T * 1000).knockout).toBeNull()
  })
})

describe('bracketOutcome: the final\'s winner and a tie the seeds decided (issue 26, item 14)', () => {
  const scored = (points: Array<number | null>, corners: Array<number | null> = [11, 12, 13, 14]) => game(9, 'scored', { corners, game_points: points })
  it.each([
    ['the final: one top score wins', scored([18, 20, 9, 4]), [], true, { winnerCorner: 1, seedTieAt: null }],
    ['the final tied for first: no winner', scored([18, 18, 9, 4]), [], true, { winnerCorner: null, seedTieAt: null }],
    ['a semi-final without a tie at the cut', scored([25, 20, 15, 10]), [11, 12], false, { winnerCorner: null, seedTieAt: null }],
    ['a semi-final tied at the cut, decided by seed', scored([25, 15, 15, 10]), [11, 12], false, { winnerCorner: null, seedTieAt: 15 }],
    ['a semi-final tied above the cut only', scored([25, 25, 15, 10]), [11, 12], false, { winnerCorner: null, seedTieAt: null }],
    ['not scored yet', game(9, 'finished'), [], true, { winnerCorner: null, seedTieAt: null }],
  ] as const)('%s', (_why, played, through, isFinal, outcome) => {
    expect(bracketOutcome(played, new Set(through), isFinal)).toEqual(outcome)
  })
})
