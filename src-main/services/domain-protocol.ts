// The messages between the server and its domain thread (domain-worker.ts): a task with its input, the answer or the error.
import type { ArenaSchedule, ArenaScheduleRequest } from '../domain/league-slots'
import type { ImportReading } from '../domain/user-import'

export type LeagueSchedule = ArenaSchedule

export type DomainTask =
  | { task: 'league-schedule'; input: ArenaScheduleRequest }
  | { task: 'read-user-csv'; bytes: Uint8Array; existingKeys: string[]; existingLookalikes: Array<[string, string]>; loopbackRobots: boolean; keptRobotIps: Array<[string, string]> }

export type DomainRequest = DomainTask & { id: number }

export type DomainValue = LeagueSchedule | ImportReading

