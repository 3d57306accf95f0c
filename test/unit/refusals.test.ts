// One mapping from a rule's refusal to its HTTP status, used by the error middleware and by an import job's failure.
import { describe, expect, it } from 'vitest'
import { Busy, Conflict, FlushFailed, Invalid, NotFound, refusalStatus, Stale } from '../../src-main/domain/refusals'

describe('refusalStatus', () => {
  it.each([
    ['NotFound', 404, new NotFound('no game 9')],
    ['Conflict', 409, new Conflict('a game is running')],
    ['Stale (a Conflict)', 409, new Stale('changed since', ['name'])],
    ['Invalid', 422, new Invalid([{ loc: ['body', 'name'], msg: 'too long', type: 'value_error' }])],
    ['FlushFailed', 503, new FlushFailed('disk full')],
    ['Busy, the caller’s share used up', 429, new Busy('reports under way', 429, 5)],
    ['Busy, everyone’s', 503, new Busy('logins waiting', 503, 1)],
    ['a fault (no refusal)', undefined, new TypeError('x is undefined')],
    ['not an error at all', undefined, 'a string'],
  ])('%s → %s', (_name, status, error) => {
    expect(refusalStatus(error)).toBe(status)
  })
})
