// The messages between the server and its domain thread (domain-worker.ts): a task with its input, the answer or the error.
import type { ScheduleRequest } from '../domain/league-schedule'
import type { ScheduledGame } from '../domain/league-seating'
import type { ScheduleQuality } from '../domain/league-quality'
import type { ImportReading } from '../domain/user-import'

export type LeagueSchedule = { games: ScheduledGame[]; quality: ScheduleQuality }

export type DomainTask =
  | { task: 'league-schedule'; input: ScheduleRequest }
  | { task: 'read-user-csv'; bytes: Uint8Array; existingKeys: string[]; existingLookalikes: Array<[string, string]>; loopbackRobots: boolean; keptRobotIps: Array<[string, string]> }

export type DomainRequest = DomainTask & { id: number }

export type DomainValue = LeagueSchedule | ImportReading

