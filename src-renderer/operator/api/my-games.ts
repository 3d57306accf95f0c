// The query of a team's own page (GET /users/me/games), under the 'games' prefix so that every game event, a deleted
// game, a renamed player and a deleted event read it again; the stream's on_deck and robot events read it too (api/live.ts).
import { useQuery } from '@tanstack/react-query'
import type { MyGames } from '../../../src-main/contract/team.schema'
import { api } from './client'

export type { MyGames }
export type MyUpcomingGame = MyGames['upcoming'][number]
export type MyFinishedGame = MyGames['finished'][number]
export type MyRobotAnswer = MyGames['robot_answers'][number]

export const MY_GAMES_KEY = ['games', 'mine'] as const

/** The ahead/behind figure moves with time (a game running long) without any event: read again each 30 s as well. */
const REFRESH_MS = 30_000

export const useMyGames = () => useQuery({ queryKey: MY_GAMES_KEY, queryFn: ({ signal }) => api.get<MyGames>('/users/me/games', signal), refetchInterval: REFRESH_MS })
