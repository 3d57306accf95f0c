// The worker's side of a thread that answers tasks (the domain thread, the report thread): each task posted to it is
// answered with its id, its value or the error it threw, one after another in order of arrival. The port is given, so
// this holds no thread of its own.

/** A worker's answer to the task with this id: its value, or the error it threw (name and message). */
export type WorkerReply<Value> = { id: number; ok: true; value: Value } | { id: number; ok: false; error: { name: string; message: string } }

/** What answerTasks needs of the thread's port (node:worker_threads' parentPort). */
export interface TaskPort<Request, Value> {
  on(event: 'message', listener: (request: Request) => void): unknown
  postMessage(reply: WorkerReply<Value>): void
}

/** The worker's side: answers each task posted to this thread with `answer`, one after another in order of arrival. */
export function answerTasks<Request extends { id: number }, Value>(port: TaskPort<Request, Value>, answer: (request: Request) => Value | Promise<Value>): void {
  let turn: Promise<void> = Promise.resolve()
  port.on('message', (request: Request) => {
    turn = turn.then(async () => {
      try {
        const value = await answer(request)
        port.postMessage({ id: request.id, ok: true, value })
      } catch (error) {
        port.postMessage({ id: request.id, ok: false, error: { name: (error as Error).name, message: (error as Error).message } })
      }
    })
  })
}
