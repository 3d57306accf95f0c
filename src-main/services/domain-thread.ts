// The server's side of the domain thread: one worker started on first use and kept (unreferenced, so it never holds the
// process open); each task is posted with an id and answered in turn. A crashed thread is started again by the next task.
import type { Worker } from 'node:worker_threads'
import type { ScheduleRequest } from '../domain/league-schedule'
import type { ImportReading, ImportRobotRules } from '../domain/user-import'
import { startWorker } from '../store/worker-start'
import type { DomainReply, DomainTask, LeagueSchedule } from './domain-protocol'

export type { LeagueSchedule }

export class DomainThread {
  private worker: Worker | undefined
  private nextId = 1
  private waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()

  /** The league schedule of `input`, made off the event loop; a RangeError as generateLeagueSchedule throws it. */
  leagueSchedule(input: ScheduleRequest): Promise<LeagueSchedule> {
    return this.run({ task: 'league-schedule', input: { ...input, players: [...input.players] } }) as Promise<LeagueSchedule>
  }

  /** readUserCsv off the event loop. */
  readUserCsv(bytes: Uint8Array, existingKeys: ReadonlySet<string>, existingLookalikes: ReadonlyMap<string, string>, robots: ImportRobotRules): Promise<ImportReading> {
    const task = { task: 'read-user-csv' as const, bytes, existingKeys: [...existingKeys], existingLookalikes: [...existingLookalikes] }
    return this.run({ ...task, loopbackRobots: robots.loopback, keptRobotIps: [...robots.kept] }) as Promise<ImportReading>
  }

  async close(): Promise<void> {
    const worker = this.worker
    this.worker = undefined
    await worker?.terminate()
  }

  private run(task: DomainTask): Promise<unknown> {
    const worker = this.ensure()
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject })
      worker.postMessage({ ...task, id })
    })
  }

  private ensure(): Worker {
    if (this.worker) return this.worker
    const worker = startWorker(import.meta.url, 'domain-worker', ['services', 'domain', 'store'])
    worker.unref()
    worker.on('message', (reply: DomainReply) => this.settle(reply))
    const fail = (error: Error) => {
      if (this.worker !== worker) return
      this.worker = undefined
      for (const waiter of this.waiting.values()) waiter.reject(new Error(`the domain thread stopped: ${error.message}`))
      this.waiting.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`exit code ${code}`)))
    this.worker = worker
    return worker
  }

  private settle(reply: DomainReply): void {
    const waiter = this.waiting.get(reply.id)
    if (!waiter) return
    this.waiting.delete(reply.id)
    if (reply.ok) waiter.resolve(reply.value)
    else waiter.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }))
  }
}
