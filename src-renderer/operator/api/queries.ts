// Read hooks over the API, one per resource, all cached by react-query under the keys the live stream refreshes.
import { useQuery } from '@tanstack/react-query'
import { api, queryString } from './client'
import type { PlannedTimes } from '../../../src-main/contract/schedule.schema'
import { keys } from './keys'
import { keepStartConditions } from '../../shared/live/arenas'
import type { Arena, ArenaSettings, GameArena, ArenaState, Backup, Event, EventDetail, EventStandings, GameFilter, GameRecord, KeyEntry, Me, ScoreChange, Screen, User } from './types'

export const useMe = (enabled = true) => useQuery({ queryKey: keys.me, queryFn: ({ signal }) => api.get<Me>('/auth/me', signal), enabled, retry: false })
/**
 * GET /arena, and the start conditions only the stream tells (an administrator's `state` and `arena` events): a read again
 * keeps them, and the arena's entry is never dropped from the cache, so they are there whenever the Arena page is opened.
 */
export const useArena = () =>
  useQuery({
    queryKey: keys.arena,
    queryFn: async ({ signal, client }) => {
      const arena = await api.get<ArenaState>('/arena', signal)
      return keepStartConditions(arena, client.getQueryData<ArenaState>(keys.arena))
    },
    gcTime: Infinity,
  })
/** The venue's arenas by id, retired ones too (GET /arenas). */
export const useArenas = () => useQuery({ queryKey: keys.arenas, queryFn: ({ signal }) => api.get<Arena[]>('/arenas', signal) })
/** Each game's arena of one event, as a map from game id to arena id (GET /game-arenas); read only while `enabled`. */
export const useGameArenas = (eventId: number, enabled: boolean) =>
  useQuery({
    queryKey: keys.gameArenas(eventId),
    enabled,
    queryFn: async ({ signal }) => new Map((await api.get<GameArena[]>(`/game-arenas?event_id=${eventId}`, signal)).map((entry) => [entry.game_id, entry.arena_id])),
  })
export const useEvents = () => useQuery({ queryKey: keys.events, queryFn: ({ signal }) => api.get<Event[]>('/events', signal) })
export const useEvent = (id: number | undefined) =>
  useQuery({ queryKey: keys.event(id ?? 0), queryFn: ({ signal }) => api.get<EventDetail>(`/events/${id}`, signal), enabled: id !== undefined })

/** Every game matching the filter, in running order (the API pages by 500 at most). */
export const useGames = (filter: GameFilter, enabled = true) =>
  useQuery({
    queryKey: keys.games(filter),
    enabled,
    queryFn: async ({ signal }) => {
      const games: GameRecord[] = []
      for (let offset = 0; ; offset += 500) {
        const page = await api.get<GameRecord[]>(`/games${queryString({ ...filter, limit: 500, offset })}`, signal)
        games.push(...page)
        if (page.length < 500) return games
      }
    },
  })

/** The planned times each started game of the event had when it began (its own times are the actual ones since). */
export const usePlannedTimes = (eventId: number | undefined) =>
  useQuery({ queryKey: keys.plannedTimes(eventId ?? 0), queryFn: ({ signal }) => api.get<PlannedTimes>(`/events/${eventId}/planned-times`, signal), enabled: eventId !== undefined })

export const useStandings = (eventId: number | undefined) =>
  useQuery({ queryKey: keys.standings(eventId ?? 0), queryFn: ({ signal }) => api.get<EventStandings>(`/events/${eventId}/standings`, signal), enabled: eventId !== undefined })
export const useScoreHistory = (gameId: number | undefined) =>
  useQuery({ queryKey: keys.scoreHistory(gameId ?? 0), queryFn: ({ signal }) => api.get<ScoreChange[]>(`/games/${gameId}/score-history`, signal), enabled: gameId !== undefined })
export const useUsers = () => useQuery({ queryKey: keys.users, queryFn: ({ signal }) => api.get<User[]>('/users', signal) })
export const useMyKeys = () => useQuery({ queryKey: keys.myKeys, queryFn: ({ signal }) => api.get<KeyEntry[]>('/users/me/keys', signal) })
export const useScreens = () => useQuery({ queryKey: keys.screens, queryFn: ({ signal }) => api.get<Screen[]>('/screens', signal) })
export const useSettings = (enabled = true) => useQuery({ queryKey: keys.settings, queryFn: ({ signal }) => api.get<ArenaSettings>('/system/settings', signal), enabled })

/** The data file's backups, newest first. */
export const useBackups = () =>
  useQuery({ queryKey: keys.backups, queryFn: ({ signal }) => api.get<Backup[]>('/system/backups', signal) })
