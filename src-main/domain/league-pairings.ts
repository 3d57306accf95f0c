// Pairings in the league schedule: how often each two players have met, and what seating them together once more costs.

/** How often each two players have met so far. */
export class PairCounts {
  private readonly counts: Uint16Array
  constructor(private readonly playerCount: number) {
    this.counts = new Uint16Array(playerCount * playerCount)
  }
  get(a: number, b: number): number {
    return this.counts[a * this.playerCount + b]
  }
  add(a: number, b: number, delta: number): void {
    this.counts[a * this.playerCount + b] += delta
    this.counts[b * this.playerCount + a] += delta
  }
  addGame(lineup: readonly number[]): void {
    for (let i = 0; i < lineup.length; i += 1) {
      for (let j = i + 1; j < lineup.length; j += 1) this.add(lineup[i], lineup[j], 1)
    }
  }
}

/** The cost of seating two players together who have met `met` times: each further meeting costs 8 times the one before. */
export function pairingCost(met: number): number {
  return met === 0 ? 0 : 8 ** Math.min(met - 1, 9)
}
