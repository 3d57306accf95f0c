import { describe, expect, it } from 'vitest'
import { startConditions, type StartSituation } from '../../src-main/domain/start-conditions'

const game = (name: string) => ({ name })

describe('why Start is not possible now', () => {
  const cases: Array<[string, StartSituation, string[]]> = [
    ['nothing loaded, nothing running', { running: undefined, onDeck: undefined }, ['No game is on deck: press Next game (N) or load one from Up next']],
    ['a game on deck, nothing running: Start may be pressed', { running: undefined, onDeck: game('League 3') }, []],
    ['a game running, none on deck', { running: game('League 2'), onDeck: undefined }, ['League 2 is running: end or abort it first']],
    ['a game running and another on deck: the running one first', { running: game('League 2'), onDeck: game('League 3') }, ['League 2 is running: end or abort it first']],
  ]
  it.each(cases)('%s', (_name, situation, expected) => {
    expect(startConditions(situation)).toEqual(expected)
  })
})
