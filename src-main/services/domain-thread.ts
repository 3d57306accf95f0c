// The server's side of the domain thread: pure work too long for the event loop (a large league schedule, a users CSV),
// posted to one worker started on first use (see worker-client.ts).
import type { ArenaScheduleRequest } from '../domain/league-slots'
import type { ImportReading, ImportRobotRules } from '../domain/user-import'
import { startWorker } from '../store/worker-start'
import type { DomainTask, DomainValue, LeagueSchedule } from './domain-protocol'
import { WorkerClient } from './worker-client'

export type { LeagueSchedule }

export class DomainThread {
  private readonly thread = new WorkerClient<DomainTask, DomainValue>(() => startWorker(import.meta.url, 'domain-worker', ['services', 'domain', 'store']), 'the domain thread')

  /** The league schedule of `input`, made off the event loop; a RangeError as generateArenaSchedule throws it. */
  leagueSchedule(input: ArenaScheduleRequest): Promise<LeagueSchedule> {
    return this.thread.run({ task: 'league-schedule', input: { ...input, players: [...input.players] } }) as Promise<LeagueSchedule>
  }

  /** readUserCsv off the event loop. */
  readUserCsv(bytes: Uint8Array, existingKeys: ReadonlySet<string>, existingLookalikes: ReadonlyMap<string, string>, robots: ImportRobotRules): Promise<ImportReading> {
    const task = { task: 'read-user-csv' as const, bytes, existingKeys: [...existingKeys], existingLookalikes: [...existingLookalikes] }
    return this.thread.run({ ...task, loopbackRobots: robots.loopback, keptRobotIps: [...robots.kept] }) as Promise<ImportReading>
  }

  close(): Promise<void> {
    return this.thread.close()
  }
}
