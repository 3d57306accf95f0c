// The standings bar chart's geometry: bars scaled to the leader, zero and negative values, name shortening.
import { describe, expect, it } from 'vitest'
import { barLayout, shortName, type BarOptions } from '../../src-renderer/operator/pages/standings/bar-chart'

const OPTIONS: BarOptions = { width: 300, labelWidth: 100, valueWidth: 0, rowHeight: 30, barHeight: 20 }

describe('barLayout', () => {
  it('scales each bar to the largest value, one row each', () => {
    const layout = barLayout([{ name: 'A', value: 10 }, { name: 'B', value: 5 }, { name: 'C', value: 0 }], OPTIONS)
    expect(layout.bars.map((bar) => [bar.name, bar.y, bar.width])).toEqual([
      ['A', 0, 200],
      ['B', 30, 100],
      ['C', 60, 0],
    ])
    expect(layout).toMatchObject({ width: 300, height: 90, barX: 100, barSpace: 200 })
  })

  it.each([
    { why: 'all zero: no bars, no division by zero', values: [0, 0], widths: [0, 0] },
    { why: 'a tiny value stays visible', values: [1000, 1], widths: [200, 2] },
    { why: 'negative values draw as empty', values: [4, -2], widths: [200, 0] },
    { why: 'a single player fills the space', values: [3], widths: [200] },
  ])('$why', ({ values, widths }) => {
    expect(barLayout(values.map((value, index) => ({ name: `P${index}`, value })), OPTIONS).bars.map((bar) => bar.width)).toEqual(widths)
  })

  it('keeps one row of height with no rows, and never a negative bar space', () => {
    expect(barLayout([], OPTIONS).height).toBe(30)
    expect(barLayout([{ name: 'A', value: 1 }], { ...OPTIONS, width: 50 }).barSpace).toBe(0)
  })
})

describe('shortName', () => {
  it.each([
    ['Ada', 18, 'Ada'],
    ['Alexandria Ocasio-Wright', 10, 'Alexandri…'],
    ['Exactly10!', 10, 'Exactly10!'],
  ])('%s in %i → %s', (name, max, short) => {
    expect(shortName(name, max)).toBe(short)
  })
})
