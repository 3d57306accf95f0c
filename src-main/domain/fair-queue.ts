// A queue shared by several owners (users asking for reports, addresses asking to log in) that serves them in turns:
// each owner's own items in the order they came, the owners one after another, so one owner with many items waiting
// never holds back another's first. Pure: no timers, no I/O.

export class FairQueue<T> {
  /** The items waiting, by owner; the map's order is the owners' turn order. */
  private readonly waiting = new Map<string, T[]>()
  private count = 0
  /** Whose item was taken last: they wait for the others before their next. */
  private lastOwner: string | undefined

  /** Items waiting in all. */
  get size(): number {
    return this.count
  }

  /** Items of `owner` waiting. */
  sizeOf(owner: string): number {
    return this.waiting.get(owner)?.length ?? 0
  }

  add(owner: string, item: T): void {
    const own = this.waiting.get(owner)
    if (own) own.push(item)
    else this.waiting.set(owner, [item])
    this.count += 1
  }

  /**
   * The next item and its owner: the oldest item of the owner whose turn it is; that owner then goes last. The owner
   * whose item was taken last comes after every other owner waiting, even when it had nothing waiting in between.
   */
  take(): { owner: string; item: T } | undefined {
    const first = this.waiting.entries().next()
    if (first.done) return undefined
    if (first.value[0] === this.lastOwner && this.waiting.size > 1) {
      this.waiting.delete(first.value[0])
      this.waiting.set(first.value[0], first.value[1])
      return this.take()
    }
    const [owner, own] = first.value
    const item = own.shift() as T
    this.waiting.delete(owner)
    if (own.length > 0) this.waiting.set(owner, own)
    this.count -= 1
    this.lastOwner = owner
    return { owner, item }
  }
}
