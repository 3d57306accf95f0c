// Answers to reads that are the same for every caller allowed to make them (Get Game, game lists, standings), kept as
// the exact bytes sent — status, header lines, body — until the store's write generation moves on. A read after a write
// is never answered from before it: every write changes the generation, and an answer is kept only if the generation
// did not change while it was built.

/** One answer as it went on the wire (Date, Connection and Keep-Alive are node's own and not kept). */
export interface SharedAnswer {
  status: number
  /** Header names as sent and their values, in order. */
  headers: Array<[string, string]>
  body: Buffer
}

/**
 * What an answer is kept under: the request target (path and query exactly as asked) for an answer the same for every
 * caller; the target and the caller's credential for one that depends on who asks (a newline cannot be in a target, so
 * the two never meet). No credential in the Authorization header (a screen's `?key=`): not kept.
 */
export function sharedTarget(shared: true | 'caller', target: string, secret: string | undefined): string | undefined {
  if (shared === true) return target
  return secret === undefined ? undefined : `${target}\n${secret}`
}

/** Total body bytes kept before the whole cache is emptied (a bound, not an expected size). */
const DEFAULT_LIMIT_BYTES = 32 * 1024 * 1024

export class SharedAnswers {
  private answers = new Map<string, SharedAnswer>()
  private keptFor: number
  private bytes = 0
  /** Answers given from here (not built): tests and the benchmark read them to know which path answered. */
  hits = 0

  constructor(
    /** The store's write generation. */
    private readonly generation: () => number,
    private readonly limitBytes = DEFAULT_LIMIT_BYTES,
  ) {
    this.keptFor = generation()
  }

  /** The generation now: take it before building an answer, hand it back to keep(). */
  current(): number {
    return this.generation()
  }

  /** The answer kept for this request target (path and query exactly as asked), if it is still current. */
  find(target: string): SharedAnswer | undefined {
    const now = this.generation()
    if (this.keptFor !== now) {
      this.forget(now)
      return undefined
    }
    const answer = this.answers.get(target)
    if (answer) this.hits += 1
    return answer
  }

  /** Keeps an answer built when the generation was `builtAt`; an answer older than the current generation is dropped. */
  keep(target: string, builtAt: number, answer: SharedAnswer): void {
    const now = this.generation()
    if (builtAt !== now) return
    if (this.keptFor !== now) this.forget(now)
    if (this.bytes + answer.body.length > this.limitBytes) this.forget(now)
    const previous = this.answers.get(target)
    if (previous) this.bytes -= previous.body.length
    this.answers.set(target, answer)
    this.bytes += answer.body.length
  }

  private forget(generation: number): void {
    this.answers = new Map()
    this.bytes = 0
    this.keptFor = generation
  }
}
