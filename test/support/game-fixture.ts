// A Game record for the display's unit tests: four seated players A–D, scored 4-3-2-1 once scored, no times unless given.
import type { GameRecord } from '../../src-main/domain/game-record'

export function gameFixture(id: number, status: GameRecord['status'], fields: Partial<GameRecord> = {}): GameRecord {
  const scored = status === 'scored'
  return {
    id,
    name: `Game ${id}`,
    start_time: null,
    end_time: null,
    started: status !== 'scheduled',
    finished: status === 'finished' || scored,
    scored,
    league: true,
    status,
    corners: [1, 2, 3, 4],
    corner_names: ['A', 'B', 'C', 'D'],
    corner_ips: [null, null, null, null],
    game_points: scored ? [4, 3, 2, 1] : [null, null, null, null],
    league_points: scored ? [8, 6, 4, 2] : [null, null, null, null],
    tournament_round: null,
    play_order: id,
    ...fields,
  }
}
