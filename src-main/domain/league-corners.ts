// Which corner each player takes: seats every game's lineup so that each player's colours are as even as they can be.

import { CORNERS, NO_PLAYER, type Seating } from './league-seating'

/**
 * Seats each lineup so that every player's colours are as even as they can be: at most ceil(k/4) games in any colour,
 * and min(k, 4) different colours. This is a proper edge colouring of the bipartite graph games × players with
 * 4 colours, each player split into one vertex per block of 4 consecutive games (so each block gets 4 different
 * colours); every degree is ≤ 4, so by Kőnig's theorem 4 colours suffice, found edge by edge with alternating paths.
 */
export function assignCorners(lineups: readonly number[][], playerCount: number): Seating[] {
  const played = new Int32Array(playerCount)
  lineups.forEach((lineup) => lineup.forEach((player) => (played[player] += 1)))
  const blocks = Math.ceil(played.reduce((most, count) => Math.max(most, count), 1) / CORNERS)
  const colouring = new BipartiteEdgeColouring(lineups.length + playerCount * blocks)
  played.fill(0)
  const edges = lineups.map((lineup, game) =>
    lineup.map((player) => {
      const block = lineups.length + player * blocks + Math.floor(played[player] / CORNERS)
      played[player] += 1
      return colouring.colourEdge(game, block)
    }),
  )
  return edges.map((gameEdges, game) => {
    const seating: Seating = [NO_PLAYER, NO_PLAYER, NO_PLAYER, NO_PLAYER]
    gameEdges.forEach((edge, i) => (seating[colouring.colourOf(edge)] = lineups[game][i]))
    return seating
  })
}

/** Proper 4-edge-colouring of a bipartite graph (every vertex of degree ≤ 4), one edge at a time. */
class BipartiteEdgeColouring {
  private readonly ends: Array<[number, number]> = []
  private readonly colours: number[] = []
  /** The edge of each colour at each vertex, -1 when that colour is free there. */
  private readonly at: Int32Array

  constructor(vertexCount: number) {
    this.at = new Int32Array(vertexCount * CORNERS).fill(-1)
  }

  colourOf(edge: number): number {
    return this.colours[edge]
  }

  /** Adds the edge left–right (left a game, right a player block), coloured; answers its number. */
  colourEdge(left: number, right: number): number {
    const edge = this.ends.length
    this.ends.push([left, right])
    this.colours.push(-1)
    const alpha = this.freeColour(left)
    if (this.at[right * CORNERS + alpha] !== -1) this.flipPath(right, alpha, this.freeColour(right))
    this.setColour(edge, alpha)
    return edge
  }

  private freeColour(vertex: number): number {
    for (let colour = 0; colour < CORNERS; colour += 1) if (this.at[vertex * CORNERS + colour] === -1) return colour
    throw new Error(`vertex ${vertex} has more than ${CORNERS} edges`)
  }

  /** Swaps colours alpha and beta along the path from `start` whose edges alternate alpha, beta, …: frees alpha at `start`. */
  private flipPath(start: number, alpha: number, beta: number): void {
    const path: number[] = []
    let vertex = start
    let colour = alpha
    for (let edge = this.at[vertex * CORNERS + colour]; edge !== -1; edge = this.at[vertex * CORNERS + colour]) {
      path.push(edge)
      const [left, right] = this.ends[edge]
      vertex = vertex === left ? right : left
      colour = colour === alpha ? beta : alpha
    }
    for (const edge of path) this.clearColour(edge)
    for (const edge of path) this.setColour(edge, this.colours[edge] === alpha ? beta : alpha)
  }

  private setColour(edge: number, colour: number): void {
    const [left, right] = this.ends[edge]
    this.colours[edge] = colour
    this.at[left * CORNERS + colour] = edge
    this.at[right * CORNERS + colour] = edge
  }

  private clearColour(edge: number): void {
    const [left, right] = this.ends[edge]
    const colour = this.colours[edge]
    this.at[left * CORNERS + colour] = -1
    this.at[right * CORNERS + colour] = -1
  }
}
