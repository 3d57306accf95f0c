// A stop and a bypass per corner (issue 26, item 16) on a table of every (game status, seated, control, command).
import { describe, expect, it } from 'vitest'
import { GAME_STATUSES } from '../../src-main/domain/game-record'
import { backOnSchedule, CORNER_CONTROLS, cornerMove, playingZones, type CornerCommand, type CornerMove } from '../../src-main/domain/corner-controls'

const COMMANDS: CornerCommand[] = ['stop', 'disable', 'enable']

/** The allowed moves: "status seated control command" → [next, stopRobot]; every case not listed is refused. */
const ALLOWED: Record<string, [string, boolean]> = {
  'running seated playing stop': ['stopped', true],
  'running seated stopped stop': ['stopped', false],
  'running seated disabled stop': ['disabled', false],
  'scheduled seated playing disable': ['disabled', false],
  'scheduled seated disabled disable': ['disabled', false],
  'scheduled seated playing enable': ['playing', false],
  'scheduled seated disabled enable': ['playing', false],
  'scheduled empty playing enable': ['playing', false],
  'scheduled empty disabled enable': ['playing', false],
  // A scheduled game has no stopped corner (backOnSchedule ends them); were one left, the operator's choice replaces it.
  'scheduled seated stopped disable': ['disabled', false],
  'scheduled seated stopped enable': ['playing', false],
  'scheduled empty stopped enable': ['playing', false],
}

const cases = GAME_STATUSES.flatMap((status) =>
  [true, false].flatMap((seated) => CORNER_CONTROLS.flatMap((control) => COMMANDS.map((command) => ({ status, seated, control, command })))),
)

describe('cornerMove', () => {
  it.each(cases)('$status, seated $seated, $control: $command', ({ status, seated, control, command }) => {
    const move: CornerMove = cornerMove({ game: { name: 'League 3', status }, label: 'Green', seated, control }, command)
    const key = `${status} ${seated ? 'seated' : 'empty'} ${control} ${command}`
    const allowed = ALLOWED[key]
    if (allowed) expect(move).toEqual({ ok: true, next: allowed[0], stopRobot: allowed[1] })
    else expect(move.ok, key).toBe(false)
  })

  it('says why in a sentence naming the game and the corner', () => {
    expect(cornerMove({ game: { name: 'League 3', status: 'finished' }, label: 'Green', seated: true, control: 'playing' }, 'stop')).toEqual({
      ok: false,
      reason: "League 3 is finished; a corner's robot can be stopped only while its game runs",
    })
    expect(cornerMove({ game: { name: 'League 3', status: 'running' }, label: 'Green', seated: false, control: 'playing' }, 'stop')).toEqual({
      ok: false,
      reason: 'The green corner of League 3 is empty: there is no robot to stop',
    })
    expect(cornerMove({ game: { name: 'League 3', status: 'running' }, label: 'Green', seated: true, control: 'playing' }, 'disable')).toEqual({
      ok: false,
      reason: 'League 3 is running; a corner can be disabled or enabled only before its game starts',
    })
  })
})

describe('which robots a game signal goes to', () => {
  it.each([
    [['playing', 'playing', 'playing', 'playing'], [0, 1, 2, 3]],
    [['playing', 'stopped', 'disabled', 'playing'], [0, 3]],
    [['stopped', 'stopped', 'stopped', 'stopped'], []],
  ] as const)('%j → %j', (controls, zones) => {
    expect(playingZones(controls)).toEqual(zones)
  })

  it('a game back on the schedule ends its stops and keeps what was disabled', () => {
    expect(backOnSchedule(['stopped', 'disabled', 'playing', 'stopped'])).toEqual(['playing', 'disabled', 'playing', 'playing'])
  })
})
