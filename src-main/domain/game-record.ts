// The Game record of the contract, computed from a stored game and its players: one pure function, 16 fields.
import { leaguePoints } from './league-points'

export const CORNER_COLOURS = ['red', 'yellow', 'green', 'blue'] as const
export type CornerColour = (typeof CORNER_COLOURS)[number]

export const GAME_STATUSES = ['scheduled', 'running', 'finished', 'scored'] as const
export type GameStatus = (typeof GAME_STATUSES)[number]

/** How a game is started: competition is played for real; development is a rehearsal that returns to scheduled with nothing recorded. */
export const GAME_MODES = ['competition', 'development'] as const
export type GameMode = (typeof GAME_MODES)[number]

export interface StoredGame {
  id: number
  event_id: number | null
  name: string
  league: boolean
  tournament_round: number | null
  play_order: number
  status: GameStatus
  mode: GameMode | null
  start_time: number | null
  end_time: number | null
  /** User ids by corner, index 0 red … 3 blue. */
  corners: Array<number | null>
  /** Game points by corner; null until scored (or for a no-show). */
  points: Array<number | null>
  /** Corners a red card disqualified in the committed score (0 league points, last in a knockout game); absent: none. */
  disqualified?: readonly boolean[]
}

/**
 * What league places and a knockout's finishing order rank: the game points, null for a disqualified corner (a red card),
 * which then ranks as a no-show does. Its game points stay on the record.
 */
export function rankingPoints(game: Pick<StoredGame, 'points' | 'disqualified'>): Array<number | null> {
  return game.points.map((points, corner) => (game.disqualified?.[corner] ? null : points))
}

export interface Player {
  name: string
  robot_ip: string
}

export interface GameRecord {
  id: number
  name: string
  start_time: number | null
  end_time: number | null
  started: boolean
  finished: boolean
  scored: boolean
  league: boolean
  status: GameStatus
  corners: Array<number | null>
  corner_names: string[]
  corner_ips: Array<string | null>
  game_points: Array<number | null>
  league_points: Array<number | null>
  tournament_round: number | null
  play_order: number
}

export function gameRecord(game: StoredGame, players: ReadonlyMap<number, Player>, pointsTable?: readonly number[]): GameRecord {
  const seated = game.corners.map((id) => (id === null ? undefined : players.get(id)))
  const scored = game.status === 'scored'
  const occupied = game.corners.map((id) => id !== null)
  return {
    id: game.id,
    name: game.name,
    start_time: game.start_time,
    end_time: game.end_time,
    started: game.status !== 'scheduled',
    finished: game.status === 'finished' || scored,
    scored,
    league: game.league,
    status: game.status,
    corners: [...game.corners],
    corner_names: seated.map((player) => player?.name ?? ''),
    corner_ips: seated.map((player) => (player && player.robot_ip !== '' ? player.robot_ip : null)),
    game_points: scored ? game.points.map((points, corner) => (occupied[corner] ? points : null)) : [null, null, null, null],
    // Only a league game gives league points (a knockout's places decide the bracket, not the standings).
    league_points: scored && game.league ? leaguePoints(rankingPoints(game), occupied, pointsTable) : [null, null, null, null],
    tournament_round: game.tournament_round,
    play_order: game.play_order,
  }
}
