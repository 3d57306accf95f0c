// The reports' layout on tables of cases (issue 26): lines broken at spaces (inside a word only when it alone is too
// wide), a size shrunk to the floor before a third line, parts kept on one line when they fit, and column widths from
// the widths of their text. A fixed-pitch measure (every character 0.5 wide at 1 point) keeps the cases readable.
import { describe, expect, it } from 'vitest'
import { columnWidths } from '../../src-main/reports/column-widths'
import { breakLines, fitText, type CellText } from '../../src-main/reports/line-breaking'

const measure = (text: string) => [...text].length * 0.5

describe('breakLines', () => {
  it.each([
    { text: 'Ada Lovelace', width: 6, lines: ['Ada Lovelace'] },
    { text: 'Ada Lovelace', width: 5, lines: ['Ada', 'Lovelace'] },
    { text: 'November Nerds from the North', width: 8, lines: ['November Nerds', 'from the North'] },
    { text: 'a  b', width: 10, lines: ['a b'] },
    // A word wider than the line breaks inside, whole characters only (never half of a pair).
    { text: 'Supercalifragilistic', width: 4, lines: ['Supercal', 'ifragili', 'stic'] },
    { text: 'Go Supercalifragilistic', width: 4, lines: ['Go', 'Supercal', 'ifragili', 'stic'] },
    { text: '🙂🙂🙂', width: 1, lines: ['🙂🙂', '🙂'] },
    { text: 'x', width: 0.1, lines: ['x'] },
    { text: '', width: 5, lines: [''] },
  ])('$text in $width: $lines', ({ text, width, lines }) => {
    expect(breakLines(text, width, measure)).toEqual(lines)
  })
})

describe('fitText', () => {
  it.each<{ name: string; text: CellText; width: number; size: number; floor: number; fitted: { size: number; lines: string[] } }>([
    { name: 'one line at the size', text: 'Ada Lovelace', width: 60, size: 10, floor: 7, fitted: { size: 10, lines: ['Ada Lovelace'] } },
    { name: 'two lines at the size', text: 'Ada Lovelace', width: 45, size: 10, floor: 7, fitted: { size: 10, lines: ['Ada', 'Lovelace'] } },
    // 3 lines at 10 and at 9.5 (10 characters a line); at 9, 11 characters a line: two.
    { name: 'shrunk before a third line', text: 'aaaaa bbbbb ccccc', width: 50, size: 10, floor: 7, fitted: { size: 9, lines: ['aaaaa bbbbb', 'ccccc'] } },
    { name: 'a third line only at the floor', text: 'aaaa bbbb cccc dddd eeee ffff gggg', width: 20, size: 10, floor: 7, fitted: { size: 7, lines: ['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee', 'ffff', 'gggg'] } },
    { name: 'parts on one line when they fit', text: ['Ada —', '12 gp'], width: 60, size: 10, floor: 7, fitted: { size: 10, lines: ['Ada — 12 gp'] } },
    { name: 'each part on its own line when not', text: ['Ada Lovelace —', '12 gp'], width: 75, size: 10, floor: 7, fitted: { size: 10, lines: ['Ada Lovelace —', '12 gp'] } },
    { name: 'a time exactly as wide as its column', text: '17:11:00 – 17:12:00', width: 95, size: 10, floor: 7, fitted: { size: 10, lines: ['17:11:00 – 17:12:00'] } },
  ])('$name', ({ text, width, size, floor, fitted }) => {
    expect(fitText(text, width, size, floor, measure)).toEqual(fitted)
  })
})

describe('columnWidths', () => {
  const fixed = (natural: number) => ({ natural, min: natural, wrap: false })
  const names = (natural: number, min = 40) => ({ natural, min, wrap: true })
  it.each([
    { name: 'all fit: the room left widens every column alike', columns: [fixed(20), names(80)], total: 200, widths: [40, 160] },
    { name: 'fixed columns whole, names share the rest equally', columns: [fixed(100), names(300), names(300)], total: 300, widths: [100, 100, 100] },
    { name: 'a narrow name column whole, the wide ones the rest', columns: [fixed(100), names(50), names(300), names(300)], total: 350, widths: [100, 50, 100, 100] },
    { name: 'no column of names narrower than its minimum', columns: [fixed(100), names(300, 80), names(300, 80)], total: 200, widths: [100 * 200 / 260, 80 * 200 / 260, 80 * 200 / 260] },
    { name: 'fixed columns wider than the page: scaled alike', columns: [fixed(300), fixed(100)], total: 200, widths: [150, 50] },
  ])('$name', ({ columns, total, widths }) => {
    const got = columnWidths(columns, total)
    got.forEach((width, index) => expect(width).toBeCloseTo(widths[index], 6))
    expect(got.reduce((sum, width) => sum + width, 0)).toBeCloseTo(total, 6)
  })
})
