// The pure parts of the log: levels, a file's line read back, the query secrets a request line hides, the latest
// entries kept in memory, the live throttle and the level of each robot outcome.
import { describe, expect, it } from 'vitest'
import { LogTail } from '../../src-main/domain/log-tail'
import { LogThrottle } from '../../src-main/domain/log-throttle'
import { loggableUrl } from '../../src-main/domain/loggable-url'
import { atLeast, entryFromLine, type LogEntry, type LogLevel } from '../../src-main/domain/logging'
import { robotOutcomeLevel } from '../../src-main/services/arena/robot-outcome-log'

describe('atLeast', () => {
  it.each<[LogLevel, LogLevel, boolean]>([
    ['error', 'warn', true],
    ['warn', 'warn', true],
    ['info', 'warn', false],
    ['debug', 'debug', true],
    ['debug', 'info', false],
    ['error', 'debug', true],
  ])('%s at least %s: %s', (level, least, expected) => expect(atLeast(level, least)).toBe(expected))
})

describe('entryFromLine', () => {
  it.each<[string, string, LogEntry | undefined]>([
    ['a pino line with fields', '{"level":"warn","time":"2026-01-02T03:04:05.000Z","game_id":3,"msg":"robot red unreachable"}', { time: '2026-01-02T03:04:05.000Z', level: 'warn', message: 'robot red unreachable', details: { game_id: 3 } }],
    ['a line without fields', '{"level":"info","time":"t","msg":"Server started"}', { time: 't', level: 'info', message: 'Server started', details: {} }],
    ['an empty line', '', undefined],
    ['a torn last line', '{"level":"info","ti', undefined],
    ['a numeric level (not ours)', '{"level":30,"time":"t","msg":"m"}', undefined],
    ['an unknown level', '{"level":"fatal","time":"t","msg":"m"}', undefined],
    ['no message', '{"level":"info","time":"t"}', undefined],
    ['an array', '[1,2]', undefined],
  ])('%s', (_name, line, expected) => expect(entryFromLine(line)).toEqual(expected))
})

describe('loggableUrl', () => {
  it.each<[string, string]>([
    ['/api/v1/games', '/api/v1/games'],
    ['/api/v1/games?limit=5&offset=10', '/api/v1/games?limit=5&offset=10'],
    ['/api/v1/stream?key=s3cr3t-token', '/api/v1/stream?key=[redacted]'],
    ['/display?screen_key=abc&zoom=2', '/display?screen_key=[redacted]&zoom=2'],
    ['/x?access_token=abc', '/x?access_token=[redacted]'],
    ['/x?PASSWORD=hunter2', '/x?PASSWORD=[redacted]'],
    ['/api/v1/auth/sso/callback?code=c0de&state=st4te', '/api/v1/auth/sso/callback?code=[redacted]&state=[redacted]'],
    ['/login?sso=one-time', '/login?sso=[redacted]'],
    ['/x?%6Bey=encoded-name', '/x?%6Bey=[redacted]'],
    ['/x?flag', '/x?flag'],
    ['/x?', '/x'],
    ['/x?%E0%A4%A=bad', '/x?[redacted]'],
  ])('%s → %s', (url, expected) => expect(loggableUrl(url)).toBe(expected))
})

describe('LogTail', () => {
  const entry = (level: LogLevel, message: string): LogEntry => ({ time: 't', level, message, details: {} })
  const tail = new LogTail(4)
  for (const [level, message] of [['info', 'a'], ['error', 'b'], ['debug', 'c'], ['warn', 'd'], ['info', 'e']] as const) tail.add(entry(level, message))
  it.each<[LogLevel, number, string[]]>([
    ['debug', 10, ['b', 'c', 'd', 'e']], // capacity 4: the oldest ("a") is forgotten
    ['debug', 2, ['d', 'e']], // the latest, oldest first
    ['warn', 10, ['b', 'd']],
    ['error', 10, ['b']],
    ['info', 1, ['e']],
  ])('at least %s, limit %i', (least, limit, expected) => expect(tail.latest(least, limit).map((e) => e.message)).toEqual(expected))
})

describe('LogThrottle', () => {
  it.each<[string, number, number[], string]>([
    ['under the limit every line is sent', 3, [0, 10, 20], 'sent 0, sent 0, sent 0'],
    ['past the limit in one second lines are dropped and counted', 2, [0, 1, 2, 3, 4], 'sent 0, sent 0, dropped, dropped, dropped'],
    ['the next second sends again and says how many were dropped', 2, [0, 1, 2, 3, 1000, 1001], 'sent 0, sent 0, dropped, dropped, sent 2, sent 0'],
    ['a quiet spell opens a new window at the next line', 1, [0, 500, 2500, 2600, 3600], 'sent 0, dropped, sent 1, dropped, sent 1'],
  ])('%s', (_name, perSecond, times, expected) => {
    const throttle = new LogThrottle(perSecond)
    const seen = times.map((time) => {
      const admitted = throttle.admit(time)
      return admitted.send ? `sent ${admitted.droppedBefore}` : 'dropped'
    })
    expect(seen.join(', ')).toBe(expected)
  })
})

describe('robotOutcomeLevel', () => {
  it.each([
    ['acknowledged', 'debug'],
    ['no_robot', 'info'],
    ['refused', 'warn'],
    ['unreachable', 'warn'],
  ] as const)('%s → %s', (outcome, level) => expect(robotOutcomeLevel(outcome)).toBe(level))
})
