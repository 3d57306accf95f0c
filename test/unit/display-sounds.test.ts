// Which sounds a screen (or the console) plays as the arena's game moves: start, 10 seconds left, end, abort — and none for what
// it found already so when it started looking; the `sound` option of a screen's config, off unless it says true.
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../src-renderer/display/display-config'
import { SoundCues, type ArenaMoment } from '../../src-renderer/display/sounds'

const ORIGIN = 'http://arena.local'
const T0 = 1_800_000_000_000
const LENGTH_MS = 150_000

const game = (status: string, id = 7) => ({ id, status }) as ArenaMoment['game']
const clock = (startMs = T0, id = 7) => ({ game_id: id, start_ms: startMs, end_ms: startMs + LENGTH_MS })

/** Feeds the moments in order; answers the cues of each. */
function follow(moments: ArenaMoment[]): string[][] {
  const cues = new SoundCues()
  return moments.map((moment) => cues.observe(moment))
}

describe('SoundCues', () => {
  it('a game started, counted down past 10 seconds left and finished: start, ten-seconds once, end', () => {
    expect(
      follow([
        { game: game('scheduled'), clock: null, serverNowMs: T0 - 5000 },
        { game: game('running'), clock: clock(), serverNowMs: T0 },
        { game: game('running'), clock: clock(), serverNowMs: T0 + LENGTH_MS - 10_250 },
        { game: game('running'), clock: clock(), serverNowMs: T0 + LENGTH_MS - 9_999 },
        { game: game('running'), clock: clock(), serverNowMs: T0 + LENGTH_MS - 9_000 },
        { game: game('running'), clock: clock(), serverNowMs: T0 + LENGTH_MS - 100 },
        { game: game('finished'), clock: null, serverNowMs: T0 + LENGTH_MS + 20 },
        { game: game('scored'), clock: null, serverNowMs: T0 + LENGTH_MS + 60_000 },
      ]),
    ).toEqual([[], ['start'], [], ['ten-seconds'], [], [], ['end'], []])
  })

  it('the estimate of the server time stepping back above 10 seconds left just after the warning: no second warning', () => {
    expect(
      follow([
        { game: game('running'), clock: clock(), serverNowMs: T0 },
        { game: game('running'), clock: clock(), serverNowMs: T0 + LENGTH_MS - 10_250 },
        { game: game('running'), clock: clock(), serverNowMs: T0 + LENGTH_MS - 9_950 },
        // A late message: the page's offset moves back 120 ms.
        { game: game('running'), clock: clock(), serverNowMs: T0 + LENGTH_MS - 10_070 },
        { game: game('running'), clock: clock(), serverNowMs: T0 + LENGTH_MS - 9_820 },
        { game: game('running'), clock: clock(), serverNowMs: T0 + LENGTH_MS - 5_000 },
      ]),
    ).toEqual([[], [], ['ten-seconds'], [], [], []])
  })

  it('a running game back to scheduled before its time: abort; a development game back to scheduled at its end: end', () => {
    expect(
      follow([
        { game: game('scheduled'), clock: null, serverNowMs: T0 - 1000 },
        { game: game('running'), clock: clock(), serverNowMs: T0 },
        { game: game('scheduled'), clock: null, serverNowMs: T0 + 30_000 },
      ]),
    ).toEqual([[], ['start'], ['abort']])
    expect(
      follow([
        { game: null, clock: null, serverNowMs: T0 - 1000 },
        { game: game('running'), clock: clock(), serverNowMs: T0 },
        { game: game('scheduled'), clock: null, serverNowMs: T0 + LENGTH_MS + 30 },
      ]),
    ).toEqual([[], ['start'], ['end']])
  })

  it('what was so at the first look is not news: a game already running, an end already past', () => {
    expect(follow([{ game: game('running'), clock: clock(), serverNowMs: T0 + 5000 }])).toEqual([[]])
    expect(follow([{ game: game('finished'), clock: null, serverNowMs: T0 + LENGTH_MS + 5000 }])).toEqual([[]])
    // Looked first with 8 seconds left: no warning (it never saw the time cross 10 seconds), but the end plays.
    expect(
      follow([
        { game: game('running'), clock: clock(), serverNowMs: T0 + LENGTH_MS - 8000 },
        { game: game('running'), clock: clock(), serverNowMs: T0 + LENGTH_MS - 7000 },
        { game: game('finished'), clock: null, serverNowMs: T0 + LENGTH_MS },
      ]),
    ).toEqual([[], [], ['end']])
  })

  it('the next game started after one ended: start again, and its own 10 seconds warning', () => {
    const next = T0 + 400_000
    expect(
      follow([
        { game: game('finished'), clock: null, serverNowMs: T0 + LENGTH_MS + 1 },
        { game: game('running', 8), clock: clock(next, 8), serverNowMs: next },
        { game: game('running', 8), clock: clock(next, 8), serverNowMs: next + LENGTH_MS - 5000 },
      ]),
    ).toEqual([[], ['start'], ['ten-seconds']])
  })

  it('a clock of another game does not warn', () => {
    expect(
      follow([
        { game: game('running'), clock: clock(T0, 99), serverNowMs: T0 },
        { game: game('running'), clock: clock(T0, 99), serverNowMs: T0 + LENGTH_MS - 5000 },
      ]),
    ).toEqual([[], []])
  })
})

describe('the sound option of a screen config', () => {
  it('is off by default and for anything but true', () => {
    expect(parseConfig('{}', ORIGIN).sound).toBe(false)
    expect(parseConfig(undefined, ORIGIN).sound).toBe(false)
    for (const value of [false, 1, 'yes', null, 'false']) expect(parseConfig(JSON.stringify({ sound: value }), ORIGIN).sound).toBe(false)
  })

  it('is on for true (or its text)', () => {
    expect(parseConfig('{"sound": true}', ORIGIN).sound).toBe(true)
    expect(parseConfig('{"sound": "true"}', ORIGIN).sound).toBe(true)
  })
})
