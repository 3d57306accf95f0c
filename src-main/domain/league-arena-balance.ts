// Arena balance across slots: each player's games per arena (kept within one of each other where the numbers allow),
// the late-to-early back-to-back a stagger makes tight, and the passes that even out the arenas once the slots are made.

import { PairCounts, swapPlayers } from './league-pairings'

/** An arena without a game in a slot (only where no game left fits beside the slot's others). */
export const EMPTY = -1

/** Passes of the balance over every slot (each pass tries every two arenas of each slot). */
const BALANCE_PASSES = 20

/** How many games each player has played in each arena so far, against how many they play in all. */
export class ArenaTally {
  private readonly counts: Int32Array
  constructor(
    readonly arenas: number,
    private readonly totals: Int32Array,
  ) {
    this.counts = new Int32Array(totals.length * arenas)
  }

  count(player: number, arena: number): number {
    return this.counts[player * this.arenas + arena]
  }

  add(player: number, arena: number): void {
    this.counts[player * this.arenas + arena] += 1
  }

  move(player: number, from: number, to: number): void {
    this.counts[player * this.arenas + from] -= 1
    this.counts[player * this.arenas + to] += 1
  }

  /**
   * Whether one more game of `player` in `arena` still lets their games end spread within one over the arenas: k games
   * over A arenas are floor(k/A) in each, and one more in k mod A of them.
   */
  keepsEven(player: number, arena: number): boolean {
    const total = this.totals[player]
    const fewest = Math.floor(total / this.arenas)
    const extra = total % this.arenas
    const here = this.count(player, arena)
    if (here >= fewest + (extra > 0 ? 1 : 0)) return false
    if (extra === 0 || here < fewest) return true
    let full = 0
    for (let other = 0; other < this.arenas; other += 1) if (this.count(player, other) > fewest) full += 1
    return full < extra
  }

  /** How many more games `player` has played in `arena` than in the arena they played least. */
  lead(player: number, arena: number): number {
    let least = Infinity
    for (let other = 0; other < this.arenas; other += 1) least = Math.min(least, this.count(player, other))
    return this.count(player, arena) - least
  }

  /** How the sum of squares of `player`'s games per arena changes when one of them moves from arena `from` to `to`. */
  squaresChange(player: number, from: number, to: number): number {
    return 2 * (this.count(player, to) - this.count(player, from) + 1)
  }
}

/**
 * Each player's arena in each slot (EMPTY: not playing), to count late-to-early back-to-back games: a player in arena i of
 * one slot and arena j < i of the next. Staggered, that is the shortest turnaround (the changeover less (i − j) staggers);
 * the same arena or a later one leaves at least the changeover, as with one arena.
 */
export class SlotSeats {
  private readonly arenaAt: Int32Array
  constructor(
    private readonly slots: readonly (readonly number[])[],
    lineups: readonly (readonly number[])[],
    private readonly playerCount: number,
  ) {
    this.arenaAt = new Int32Array(slots.length * playerCount).fill(EMPTY)
    slots.forEach((row, slot) => row.forEach((game, arena) => game !== EMPTY && lineups[game].forEach((player) => this.set(slot, player, arena))))
  }

  set(slot: number, player: number, arena: number): void {
    this.arenaAt[slot * this.playerCount + player] = arena
  }

  /** Late-to-early back-to-back games `player` would have in arena `arena` of `slot`: from the slot before, to the slot after. */
  lateToEarly(player: number, slot: number, arena: number): number {
    const before = slot > 0 ? this.arenaAt[(slot - 1) * this.playerCount + player] : EMPTY
    const after = slot + 1 < this.slots.length ? this.arenaAt[(slot + 1) * this.playerCount + player] : EMPTY
    return (before > arena ? 1 : 0) + (after !== EMPTY && after < arena ? 1 : 0)
  }
}

/**
 * Evens out the arenas once the slots are made (the fill chose the arenas game by game): swaps the arenas of two games
 * of one slot, then exchanges two players of two games of one slot, while that lowers the sum over players of their
 * games' squares per arena. Both keep every player in their slots (rest and the slot rule hold) and never add a
 * late-to-early back-to-back game; an exchange also costs no pairing (no pair meets a third time, no more pairs meet
 * twice, no more pairs never meet).
 */
export function evenOutArenas(slots: number[][], lineups: number[][], tally: ArenaTally, playerCount: number): void {
  const seats = new SlotSeats(slots, lineups, playerCount)
  swapGamesForBalance(slots, lineups, tally, seats)
  exchangePlayersForBalance(slots, lineups, tally, seats, playerCount)
}

/** Whether moving `player` from arena `from` to `to` in `slot` (beside the others' moves) adds late-to-early games: the change. */
function lateToEarlyChange(seats: SlotSeats, player: number, slot: number, from: number, to: number): number {
  return seats.lateToEarly(player, slot, to) - seats.lateToEarly(player, slot, from)
}

function swapGamesForBalance(slots: number[][], lineups: readonly (readonly number[])[], tally: ArenaTally, seats: SlotSeats): void {
  const players = (game: number): readonly number[] => (game === EMPTY ? [] : lineups[game])
  untilNoChange(slots, tally.arenas, (row, slot, a, b) => {
    const [first, second] = [row[a], row[b]]
    // Two games of a slot never share a player, so their changes add up.
    const squares = players(first).reduce((sum, p) => sum + tally.squaresChange(p, a, b), 0) + players(second).reduce((sum, q) => sum + tally.squaresChange(q, b, a), 0)
    if (squares >= 0) return false
    const late = players(first).reduce((sum, p) => sum + lateToEarlyChange(seats, p, slot, a, b), 0) + players(second).reduce((sum, q) => sum + lateToEarlyChange(seats, q, slot, b, a), 0)
    if (late > 0) return false
    for (const p of players(first)) move(tally, seats, p, slot, a, b)
    for (const q of players(second)) move(tally, seats, q, slot, b, a)
    ;[row[a], row[b]] = [second, first]
    return true
  })
}

function exchangePlayersForBalance(slots: readonly number[][], lineups: number[][], tally: ArenaTally, seats: SlotSeats, playerCount: number): void {
  const pairs = new PairCounts(playerCount)
  for (const lineup of lineups) pairs.addGame(lineup)
  untilNoChange(slots, tally.arenas, (row, slot, a, b) => {
    if (row[a] === EMPTY || row[b] === EMPTY) return false
    const [first, second] = [lineups[row[a]], lineups[row[b]]]
    let improved = false
    for (let i = 0; i < first.length; i += 1) {
      for (let j = 0; j < second.length; j += 1) {
        const [p, q] = [first[i], second[j]]
        if (tally.squaresChange(p, a, b) + tally.squaresChange(q, b, a) >= 0) continue
        if (lateToEarlyChange(seats, p, slot, a, b) + lateToEarlyChange(seats, q, slot, b, a) > 0 || !pairingHolds(pairs, p, q, first, second)) continue
        swapPlayers(lineups, p, row[a], q, row[b], (x, y, delta) => pairs.add(x, y, delta))
        move(tally, seats, p, slot, a, b)
        move(tally, seats, q, slot, b, a)
        improved = true
      }
    }
    return improved
  })
}

function move(tally: ArenaTally, seats: SlotSeats, player: number, slot: number, from: number, to: number): void {
  tally.move(player, from, to)
  seats.set(slot, player, to)
}

/** Whether `p` leaving `left` for `joined`, and `q` the other way, costs no pairing (see evenOutArenas). */
function pairingHolds(pairs: PairCounts, p: number, q: number, left: readonly number[], joined: readonly number[]): boolean {
  let neverMet = 0
  let repeated = 0
  const lose = (a: number, b: number): void => {
    const met = pairs.get(a, b)
    if (met === 1) neverMet += 1
    if (met === 2) repeated -= 1
  }
  const gain = (a: number, b: number): boolean => {
    const met = pairs.get(a, b)
    if (met === 0) neverMet -= 1
    if (met === 1) repeated += 1
    return met < 2
  }
  for (const other of left) if (other !== p) lose(p, other)
  for (const other of joined) if (other !== q) lose(q, other)
  for (const other of left) if (other !== p && !gain(q, other)) return false
  for (const other of joined) if (other !== q && !gain(p, other)) return false
  return neverMet <= 0 && repeated <= 0
}

/** Visits every two arenas a < b of every slot, pass after pass (at most BALANCE_PASSES), until no visit changes anything. */
function untilNoChange(slots: readonly number[][], arenas: number, visit: (row: number[], slot: number, a: number, b: number) => boolean): void {
  for (let pass = 0; pass < BALANCE_PASSES; pass += 1) {
    let improved = false
    slots.forEach((row, slot) => {
      for (let a = 0; a < arenas; a += 1) for (let b = a + 1; b < arenas; b += 1) if (visit(row, slot, a, b)) improved = true
    })
    if (!improved) return
  }
}
