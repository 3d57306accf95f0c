// The event form's points table: one text per place, read into the table the API takes, and back.
import { describe, expect, it } from 'vitest'
import { pointsTableTexts, readPointsTable } from '../../src-renderer/operator/pages/events/points-table'

describe('readPointsTable', () => {
  it.each([
    [['8', '6', '4', '2'], [8, 6, 4, 2]],
    [[' 10 ', '5', '', ''], [10, 5]],
    [['3', '', '', ''], [3]],
    [['0', '0', '0', '0'], [0, 0, 0, 0]],
    [['1000', '1', '0', ''], [1000, 1, 0]],
    // Increasing values are the server's to refuse (422 at points_table.<index>).
    [['1', '2', '3', '4'], [1, 2, 3, 4]],
  ])('%j → %j', (texts, table) => {
    expect(readPointsTable(texts)).toEqual({ table })
  })

  it.each([
    [['', '', '', ''], 0, /at least/],
    [['8', '', '4', ''], 1, /2nd place is empty/],
    [['8', '6.5', '', ''], 1, /whole number/],
    [['-1', '', '', ''], 0, /whole number/],
    [['1001', '', '', ''], 0, /whole number/],
    [['8', 'x', '', ''], 1, /whole number/],
  ])('%j is refused at place %i', (texts, index, message) => {
    const reading = readPointsTable(texts)
    expect('problems' in reading && reading.problems).toEqual([{ index, message: expect.stringMatching(message) }])
  })

  it('names every wrong place, each once (issue 26, item 14)', () => {
    expect(readPointsTable(['1.5', '', 'x', '2000'])).toEqual({
      problems: [
        { index: 0, message: 'A whole number from 0 to 1000' },
        { index: 1, message: 'Fill the places in order: 2nd place is empty' },
        { index: 2, message: 'A whole number from 0 to 1000' },
        { index: 3, message: 'A whole number from 0 to 1000' },
      ],
    })
  })
})

describe('pointsTableTexts', () => {
  it.each([
    [[8, 6, 4, 2], ['8', '6', '4', '2']],
    [[5, 0], ['5', '0', '', '']],
    [[1], ['1', '', '', '']],
  ])('%j → %j and back', (table, texts) => {
    expect(pointsTableTexts(table)).toEqual(texts)
    expect(readPointsTable(texts)).toEqual({ table })
  })
})
