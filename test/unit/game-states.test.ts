// The game state machine on a table of every (status, action) pair, in both modes.
import { describe, expect, it } from 'vitest'
import { GAME_STATUSES, type GameStatus } from '../../src-main/domain/game-record'
import { GAME_ACTIONS, transition, type GameAction } from '../../src-main/domain/game-states'

/** Where each allowed move leads in competition mode; every pair not listed is refused. */
const ALLOWED: Record<string, GameStatus> = {
  'scheduled start': 'running',
  'running finish': 'finished',
  'running end_early': 'finished',
  'running abort': 'scheduled',
  'finished score': 'scored',
  'scored rescore': 'scored',
}

const REQUIRED_STATUS: Record<GameAction, GameStatus> = {
  start: 'scheduled',
  finish: 'running',
  end_early: 'running',
  abort: 'running',
  score: 'finished',
  rescore: 'scored',
}

const pairs = GAME_STATUSES.flatMap((status) => GAME_ACTIONS.map((action) => [status, action] as const))

describe('transition', () => {
  it('the table covers 4 statuses × 6 actions', () => {
    expect(pairs).toHaveLength(24)
  })

  it.each(pairs)('%s + %s', (status, action) => {
    const expected = ALLOWED[`${status} ${action}`]
    const result = transition(status, action)
    if (expected) {
      expect(result).toEqual({ ok: true, next: expected })
    } else {
      expect(result).toEqual({ ok: false, reason: expect.any(String) })
      if (!result.ok) {
        expect(result.reason).toContain(`this one is ${status}`)
        expect(result.reason).toContain(`Only a ${REQUIRED_STATUS[action]} game can`)
      }
    }
  })

  it.each(pairs)('development mode: %s + %s', (status, action) => {
    const competition = transition(status, action, 'competition')
    const development = transition(status, action, 'development')
    if ((action === 'finish' || action === 'end_early') && status === 'running') {
      // A rehearsal ends back in the schedule, with nothing recorded.
      expect(development).toEqual({ ok: true, next: 'scheduled' })
    } else {
      expect(development).toEqual(competition)
    }
  })

  it('names the refusal in a sentence', () => {
    expect(transition('running', 'start')).toEqual({ ok: false, reason: 'Only a scheduled game can be started; this one is running' })
    expect(transition('finished', 'rescore')).toEqual({ ok: false, reason: 'Only a scored game can be re-scored; this one is finished' })
  })

  it('competition is the default mode', () => {
    expect(transition('running', 'finish')).toEqual(transition('running', 'finish', 'competition'))
  })
})
