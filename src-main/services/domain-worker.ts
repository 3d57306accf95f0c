// The domain thread: pure work too long for the event loop (a large league schedule, a users CSV of thousands of rows),
// run on a worker thread. Started by domain-thread.ts; answers each request by its id.
import { parentPort } from 'node:worker_threads'
import { generateArenaSchedule } from '../domain/league-slots'
import { readUserCsv } from '../domain/user-import'
import type { DomainRequest, DomainValue } from './domain-protocol'
import { answerTasks } from '../domain/worker-tasks'

function answer(request: DomainRequest): DomainValue {
  switch (request.task) {
    case 'league-schedule':
      return generateArenaSchedule(request.input)
    case 'read-user-csv':
      return readUserCsv(request.bytes, new Set(request.existingKeys), new Map(request.existingLookalikes), {
        loopback: request.loopbackRobots,
        kept: new Map(request.keptRobotIps),
      })
  }
}

answerTasks<DomainRequest, DomainValue>(parentPort!, answer)
