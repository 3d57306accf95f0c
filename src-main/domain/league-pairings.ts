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

/**
 * Player `a` leaves game `from` for game `to` and player `b` leaves `to` for `from` (the lineups change in place);
 * `meet(x, y, delta)` is told of every meeting lost (−1) and made (+1) by the swap, in that order.
 */
export function swapPlayers(lineups: number[][], a: number, from: number, b: number, to: number, meet: (x: number, y: number, delta: number) => void): void {
  const source = lineups[from]
  const target = lineups[to]
  for (const other of source) if (other !== a) meet(a, other, -1)
  for (const other of target) if (other !== b) meet(b, other, -1)
  source[source.indexOf(a)] = b
  target[target.indexOf(b)] = a
  for (const other of source) if (other !== b) meet(b, other, 1)
  for (const other of target) if (other !== a) meet(a, other, 1)
}

/** The cost of seating two players together who have met `met` times: each further meeting costs 8 times the one before. */
export function pairingCost(met: number): number {
  return met === 0 ? 0 : 8 ** Math.min(met - 1, 9)
}
