// Seeded randomness for the league schedule: a reproducible stream of floats in [0, 1) from a seed and a stream number, and a seeded shuffle.

export type Random = () => number

/** sfc32 seeded through splitmix32 from the seed (all 53 bits) and the restart number: uniform floats in [0, 1). */
export function seededRandom(seed: number, stream: number): Random {
  const mix = splitmix32((seed >>> 0) ^ Math.imul(stream + 1, 0x9e3779b9))
  const high = Math.floor(seed / 0x1_0000_0000) >>> 0
  let a = mix() ^ high
  let b = mix()
  let c = mix() ^ stream
  let d = mix()
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 0x1_0000_0000
  }
  for (let warmUp = 0; warmUp < 12; warmUp += 1) next()
  return next
}

function splitmix32(start: number): () => number {
  let state = start | 0
  return () => {
    state = (state + 0x9e3779b9) | 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
    return (z ^ (z >>> 16)) | 0
  }
}

/** The indices 0..count-1 in a seeded random order (Fisher–Yates). */
export function shuffledIndices(count: number, random: Random): number[] {
  const order = Array.from({ length: count }, (_, index) => index)
  for (let i = count - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    ;[order[i], order[j]] = [order[j], order[i]]
  }
  return order
}
