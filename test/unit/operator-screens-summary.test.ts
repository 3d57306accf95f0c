// The Screens page's words for what a screen shows, its config edits and the address given to a TV.
import { describe, expect, it } from 'vitest'
import { configObject, describeScreen, screenUrl, withConfigValue } from '../../src-renderer/operator/pages/screens/screen-summary'

const NAMES = { events: new Map([[3, 'Spring Cup']]), games: new Map([[7, 'League 7']]) }

describe('describeScreen', () => {
  it.each([
    ['idle', '{}', 'Idle: the current event'],
    ['idle', '{"event_id":3,"text":"Welcome","logo_url":"/logo.png"}', 'Idle: Spring Cup — “Welcome”, with logo'],
    ['game', '{}', 'Game: the game in the arena, else the next one'],
    ['game', '{"game_id":7}', 'Game: League 7'],
    ['game', '{"game_id":99}', 'Game: game 99'],
    ['schedule', '{"count":5,"event_id":3}', 'Schedule: the next 5 games of Spring Cup'],
    ['standings', '{}', 'Standings of the current event, 8 rows a page'],
    ['message', '{"text":"Lunch break"}', 'Message: “Lunch break”'],
    ['message', '{}', 'Message: (no text yet)'],
    ['corner', '{"corner":"green"}', 'Corner: Green corner, the game in the arena, else the next one'],
    ['corner', '{"corner":3,"game_id":7}', 'Corner: Blue corner, League 7'],
    ['corner', 'not json', 'Corner: Red corner, the game in the arena, else the next one'],
    ['nonsense', '{}', 'Idle: the current event'],
    // Issue 26, item 7: the queue and the bracket are named, not "Idle".
    ['queue', '{}', 'Queueing: the game on deck and the next 3 of the current event'],
    ['queue', '{"queue_count":1,"event_id":3}', 'Queueing: the game on deck of Spring Cup'],
    ['bracket', '{}', 'Knockout bracket of the current event, the last 3 rounds'],
    ['bracket', '{"rounds":1,"event_id":3}', 'Knockout bracket of Spring Cup, the last round'],
  ])('%s with %s reads "%s"', (view, config, words) => {
    expect(describeScreen(view, config, NAMES)).toBe(words)
  })
})

describe('config edits', () => {
  it.each([
    ['{}', 'text', 'Hello', '{"text":"Hello"}'],
    ['{"text":"Hello","brand":"x"}', 'text', '', '{"brand":"x"}'],
    ['{"game_id":4}', 'game_id', null, '{}'],
    ['[1,2]', 'corner', 'red', '{"corner":"red"}'],
    ['oops', 'count', 5, '{"count":5}'],
  ])('%s with %s = %s gives %s', (before, key, value, after) => {
    expect(withConfigValue(before, key, value)).toBe(after)
  })

  it('reads anything that is not an object as {}', () => {
    expect(configObject('null')).toEqual({})
    expect(configObject('"text"')).toEqual({})
    expect(configObject('{"a":1}')).toEqual({ a: 1 })
  })
})

describe('screenUrl', () => {
  it.each([
    [['http://127.0.0.1:8700', 'http://192.168.1.5:8700'], 'http://192.168.1.5:8700/display?key=sk_a%2Bb'],
    [['http://127.0.0.1:8700', 'http://[::1]:8700'], 'http://127.0.0.1:9000/display?key=sk_a%2Bb'],
    [[], 'http://127.0.0.1:9000/display?key=sk_a%2Bb'],
  ])('with %j gives %s', (urls, url) => {
    expect(screenUrl(urls, 'http://127.0.0.1:9000/', 'sk_a+b')).toBe(url)
  })
})
