// The Schedule page's request bodies and words: league schedule, game fields, delay, and the quality figures explained.
import { describe, expect, it } from 'vitest'
import { fromLocalInput } from '../../src-renderer/operator/components/time'
import { delayBody, delayWords } from '../../src-renderer/operator/pages/schedule/delay'
import { gameFields } from '../../src-renderer/operator/pages/schedule/game-fields'
import { qualityFigures, type ScheduleQuality } from '../../src-renderer/operator/pages/schedule/quality'
import { chosenPlayers, scheduleBody, type ScheduleFormValues } from '../../src-renderer/operator/pages/schedule/schedule-body'

const form = (values: Partial<ScheduleFormValues>): ScheduleFormValues => ({ games_per_player: 3, players: ['1', '2', '3'], start: '', seed: 1, breaks: [], replace_scheduled: false, ...values })

describe('scheduleBody', () => {
  it.each([
    ['everyone playing: the API default, no players sent', form({}), { games_per_player: 3, seed: 1 }],
    ['everyone in another order is still everyone', form({ players: ['3', '1', '2'] }), { games_per_player: 3, seed: 1 }],
    ['a choice of players is sent, sorted', form({ players: ['3', '1'] }), { games_per_player: 3, seed: 1, players: [1, 3] }],
    ['nobody is sent as nobody', form({ players: [] }), { games_per_player: 3, seed: 1, players: [] }],
    ['breaks and replace', form({ breaks: [{ after_play_order: 4, minutes: 20 }], replace_scheduled: true, seed: 7 }), { games_per_player: 3, seed: 7, breaks: [{ after_play_order: 4, minutes: 20 }], replace_scheduled: true }],
    ['a start time', form({ start: '2026-11-21T10:30' }), { games_per_player: 3, seed: 1, start_time: fromLocalInput('2026-11-21T10:30') }],
  ])('%s', (_, values, body) => {
    expect(scheduleBody(values, [1, 2, 3])).toEqual(body)
  })

  it.each([
    [['4', '5'], [4, 5]],
    ['4', [4]],
    [false, []],
    ['', []],
  ] as const)('checkbox value %j gives players %j', (value, ids) => {
    expect(chosenPlayers(value as ScheduleFormValues['players'])).toEqual(ids)
  })
})

describe('gameFields', () => {
  const start = '2026-11-21T10:00'
  it.each([
    ['a league game without times', { name: ' Final ', league: true, round: '3', start: '', end: '' }, { name: 'Final', league: true, tournament_round: null, start_time: null, end_time: null }],
    ['a knockout game in round 2', { name: 'Semi', league: false, round: '2', start: '', end: '' }, { name: 'Semi', league: false, tournament_round: 2, start_time: null, end_time: null }],
    ['not league, no round', { name: 'Show', league: false, round: ' ', start: '', end: '' }, { name: 'Show', league: false, tournament_round: null, start_time: null, end_time: null }],
    ['a start alone ends one game length later', { name: 'A', league: true, round: '', start, end: '' }, { name: 'A', league: true, tournament_round: null, start_time: fromLocalInput(start), end_time: fromLocalInput(start) + 150 }],
    ['start and end as given', { name: 'A', league: true, round: '', start, end: '2026-11-21T10:05' }, { name: 'A', league: true, tournament_round: null, start_time: fromLocalInput(start), end_time: fromLocalInput(start) + 300 }],
  ])('%s', (_, values, fields) => {
    expect(gameFields(values, 150)).toEqual(fields)
  })
  it('leaves the end empty when the game length is unknown', () => {
    expect(gameFields({ name: 'A', league: true, round: '', start, end: '' }, undefined).end_time).toBeNull()
  })
})

describe('delay', () => {
  it.each([
    [10, 600, '10 minutes later'],
    [1, 60, '1 minute later'],
    [-1, -60, '1 minute earlier'],
    [-15, -900, '15 minutes earlier'],
  ])('%i minutes', (minutes, seconds, words) => {
    expect(delayBody(minutes)).toEqual({ seconds })
    expect(delayWords(minutes)).toBe(words)
  })
})

describe('quality figures', () => {
  const good: ScheduleQuality = { games: 9, players: 12, games_per_player: 3, min_rest: 2, mean_rest: 2.5, max_repeat_pairing: 1, repeat_pairings: 0, pairs_never_meeting: 39, connected: true, groups: 1, min_colours: 3, max_same_colour: 1, empty_corners: 0 }
  const words = (quality: ScheduleQuality) => Object.fromEntries(qualityFigures(quality).map((figure) => [figure.key, [figure.value, figure.words, figure.concern]]))

  it('explains a good schedule without concerns', () => {
    expect(words(good)).toEqual({
      games: ['9', '12 players, 3 games each.', false],
      min_rest: ['2', 'Every player sits out at least 2 games between two of their games.', false],
      mean_rest: ['2.5', 'On average a player waits 2.5 games before playing again.', false],
      groups: ['Yes', 'Every player is linked to every other through the games: the field is not split.', false],
      repeat_pairings: ['0', 'No two players meet more than once.', false],
      pairs_never_meeting: ['39', '39 pairs of players never share a game.', false],
      min_colours: ['3 of 4', 'Every player gets a different corner colour in each of their 3 games.', false],
      max_same_colour: ['1×', 'No player is in the same corner colour more than once.', false],
      empty_corners: ['0', 'Every corner of every game has a player.', false],
    })
  })

  it('flags what could be better', () => {
    const figures = words({ ...good, games_per_player: 6, min_rest: 0, repeat_pairings: 4, max_repeat_pairing: 3, min_colours: 3, max_same_colour: 3, empty_corners: 2 })
    expect(figures.min_rest).toEqual(['0', 'Someone plays two games in a row, with no rest between.', true])
    expect(figures.repeat_pairings).toEqual(['4', '4 pairs of players meet more than once, and some pair meets 3 times: more than twice.', true])
    expect(figures.min_colours).toEqual(['3 of 4', 'Some player gets only 3 corner colours where 4 were possible.', true])
    expect(figures.max_same_colour).toEqual(['3×', 'No player is in the same corner colour more than 3 times.', true])
    expect(figures.empty_corners).toEqual(['2', '2 corners stay empty, because the players times games per player do not fill every game.', false])
  })

  it('says plainly when the field is split or a pair meets more than twice', () => {
    const split = words({ ...good, players: 8, games: 6, connected: false, groups: 2, repeat_pairings: 12, max_repeat_pairing: 3, pairs_never_meeting: 16 })
    expect(split.groups).toEqual(['Split in 2', 'The field is split into 2 groups that never meet: nobody plays anyone from another group, so the standings rank players who were never compared.', true])
    expect(split.repeat_pairings).toEqual(['12', '12 pairs of players meet more than once, and some pair meets 3 times: more than twice.', true])
    expect(split.pairs_never_meeting).toEqual(['16', '16 pairs of players never share a game.', false])
    expect(words({ ...good, pairs_never_meeting: 0 }).pairs_never_meeting[1]).toBe('Every player meets every other player at least once.')
    expect(words({ ...good, repeat_pairings: 5, max_repeat_pairing: 2 }).repeat_pairings[1]).toBe('5 pairs of players meet more than once; the most any two share is 2 games.')
    const oneGameEach = words({ ...good, games_per_player: 1, connected: false, groups: 3 })
    expect(oneGameEach.groups).toEqual(['Split in 3', 'The field is split into 3 groups that never meet: with one game each, every game is a group of its own.', false])
  })

  it('handles nobody playing twice', () => {
    const figures = words({ ...good, games_per_player: 1, min_rest: null, mean_rest: null, min_colours: 1 })
    expect(figures.min_rest).toEqual(['—', 'Nobody plays twice, so nobody needs a rest.', false])
    expect(figures.mean_rest).toEqual(['—', 'No player plays twice.', false])
    expect(figures.min_colours[1]).toBe('Each player plays one game, so in one colour.')
    expect(words({ ...good, games_per_player: 5, min_colours: 4, max_same_colour: 2 }).min_colours).toEqual(['4 of 4', 'Every player plays in all four corner colours.', false])
  })
})
