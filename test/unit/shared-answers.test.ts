// The kept answers' rule: an answer is given only while the generation it was built in is current.
import { describe, expect, it } from 'vitest'
import { SharedAnswers, type SharedAnswer } from '../../src-main/services/shared-answers'

function answer(text: string): SharedAnswer {
  return { status: 200, headers: [['Content-Type', 'application/json; charset=utf-8']], body: Buffer.from(text) }
}

describe('SharedAnswers', () => {
  it.each([
    // [what happens, built at, generation when kept, generation when asked, found]
    ['built, kept and asked in one generation', 1, 1, 1, true],
    ['a write after it was kept', 1, 1, 2, false],
    ['a write while it was built (not kept)', 1, 2, 2, false],
    ['built before a write, asked after', 1, 2, 3, false],
  ] as const)('%s: found %s', (_what, builtAt, keptAt, askedAt, found) => {
    let generation: number = builtAt
    const answers = new SharedAnswers(() => generation)
    generation = keptAt
    answers.keep('/api/v1/games/1', builtAt, answer('{"id":1}'))
    generation = askedAt
    expect(answers.find('/api/v1/games/1') !== undefined).toBe(found)
  })

  it('an answer lost to a write stays lost when the generation is asked again', () => {
    let generation = 1
    const answers = new SharedAnswers(() => generation)
    answers.keep('/a', 1, answer('a'))
    generation = 2
    expect(answers.find('/a')).toBeUndefined()
    expect(answers.find('/a')).toBeUndefined()
  })

  it('is per request target, and counts what it gave', () => {
    const answers = new SharedAnswers(() => 7)
    answers.keep('/api/v1/games?event_id=1', 7, answer('[1]'))
    expect(answers.find('/api/v1/games?event_id=2')).toBeUndefined()
    expect(answers.find('/api/v1/games?event_id=1')?.body.toString()).toBe('[1]')
    expect(answers.hits).toBe(1)
  })

  it('empties itself rather than hold more body bytes than its limit', () => {
    const answers = new SharedAnswers(() => 1, 10)
    answers.keep('/a', 1, answer('123456'))
    answers.keep('/b', 1, answer('123456'))
    expect(answers.find('/a')).toBeUndefined()
    expect(answers.find('/b')?.body.toString()).toBe('123456')
  })
})
