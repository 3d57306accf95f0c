// The standings bar chart's geometry: bars scaled to the leader, zero and negative values.
import { describe, expect, it } from 'vitest'
import { barShares } from '../../src-renderer/operator/pages/standings/bar-chart'

describe('barShares', () => {
  it('scales each bar to the largest value, in order', () => {
    expect(barShares([{ name: 'A', value: 10 }, { name: 'B', value: 5 }, { name: 'C', value: 0 }])).toEqual([
      { name: 'A', value: 10, share: 1 },
      { name: 'B', value: 5, share: 0.5 },
      { name: 'C', value: 0, share: 0 },
    ])
  })

  it.each([
    { why: 'all zero: no bars, no division by zero', values: [0, 0], shares: [0, 0] },
    { why: 'a tiny value keeps its share (the page draws it at least 2 px)', values: [1000, 1], shares: [1, 0.001] },
    { why: 'negative values draw as empty', values: [4, -2], shares: [1, 0] },
    { why: 'a single player fills the space', values: [3], shares: [1] },
    { why: 'no rows', values: [], shares: [] },
  ])('$why', ({ values, shares }) => {
    expect(barShares(values.map((value, index) => ({ name: `P${index}`, value }))).map((bar) => bar.share)).toEqual(shares)
  })
})
