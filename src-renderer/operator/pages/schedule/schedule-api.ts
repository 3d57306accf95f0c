// The Schedule page's calls beyond the shared read hooks: the knockout read, and the answers of preview, commit and knockouts.
import { useQuery } from '@tanstack/react-query'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import type { GameRecord } from '../../api/types'
import type { ScheduleQuality } from './quality'

export interface ProposedGame {
  play_order: number
  name: string
  start_time: number
  end_time: number
  corners: Array<number | null>
  corner_names: string[]
}

export interface SchedulePreview {
  games: ProposedGame[]
  quality: ScheduleQuality
  replaces: number[]
}

export interface ScheduleCommitted {
  games: GameRecord[]
  quality: ScheduleQuality
  replaced: number[]
}

export interface Knockout {
  event_id: number
  games: GameRecord[]
  final_first_place_tied: boolean
}

export const useKnockout = (eventId: number) =>
  useQuery({ queryKey: keys.knockouts(eventId), queryFn: ({ signal }) => api.get<Knockout>(`/events/${eventId}/knockouts`, signal) })
