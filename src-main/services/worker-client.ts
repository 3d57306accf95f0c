// The server's side of a worker thread that answers tasks: started on first use and kept (unreferenced, so it never holds
// the process open); each task is posted with an id and its answer or error settles that task's promise. A thread that
// crashed or stopped fails what it held and is started again by the next task.
import type { Worker } from 'node:worker_threads'
import type { WorkerReply } from '../domain/worker-tasks'

export class WorkerClient<Task extends object, Value> {
  private worker: Worker | undefined
  private nextId = 1
  private waiting = new Map<number, { resolve: (value: Value) => void; reject: (error: Error) => void }>()

  constructor(
    /** Starts the thread (its code answers each `Task & { id }` with a WorkerReply). */
    private readonly start: () => Worker,
    /** What the thread is called in errors: "the domain thread". */
    private readonly label: string,
  ) {}

  /** Tasks sent and not answered yet. */
  get pending(): number {
    return this.waiting.size
  }

  run(task: Task): Promise<Value> {
    const worker = this.ensure()
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject })
      worker.postMessage({ ...task, id })
    })
  }

  async close(): Promise<void> {
    const worker = this.worker
    this.worker = undefined
    await worker?.terminate()
  }

  private ensure(): Worker {
    if (this.worker) return this.worker
    const worker = this.start()
    worker.unref()
    worker.on('message', (reply: WorkerReply<Value>) => this.settle(reply))
    const fail = (error: Error) => {
      if (this.worker !== worker) return
      this.worker = undefined
      const waiting = this.waiting
      this.waiting = new Map()
      for (const waiter of waiting.values()) waiter.reject(new Error(`${this.label} stopped: ${error.message}`))
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`exit code ${code}`)))
    this.worker = worker
    return worker
  }

  private settle(reply: WorkerReply<Value>): void {
    const waiter = this.waiting.get(reply.id)
    if (!waiter) return
    this.waiting.delete(reply.id)
    if (reply.ok) waiter.resolve(reply.value)
    else waiter.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }))
  }
}
