// The console's view of a game's live sheets (issue 30): when a game waits for the head scorer, and what a live_sheets
// message refreshes (the held list only once the game has ended, never at each tap of a running game).
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { applyLiveSheets, heldForHeadScorer, sheetKeys, type LiveSheets } from '../../src-renderer/operator/api/sheet-scoring-queries'

type State = LiveSheets['corners'][number]['state']
const ENTRY = { items: {}, penalties: {}, card: null }
const sheet = (corner: 'red' | 'blue', submitted: boolean, committed: boolean) => ({ corner, scorer_id: 1, scorer_name: 'Ann', entry: ENTRY, version: 1, submitted, updated_at: 0, committed })

function live(status: LiveSheets['status'], states: State[], sheets: LiveSheets['sheets']): LiveSheets {
  return { game_id: 7, status, revision: 1, double_entry: true, sheets, corners: states.map((state) => ({ state, differs: [] })), running: [null, null, null, null] }
}

describe('heldForHeadScorer', () => {
  it.each([
    ['red differs, its sheet open', ['differs', 'empty', 'empty', 'ready'], [sheet('red', true, false)], true],
    ['red waits for a second person', ['waiting', 'empty', 'empty', 'ready'], [sheet('red', true, false)], true],
    ['red differs but was committed (the head scorer chose)', ['differs', 'empty', 'empty', 'ready'], [sheet('red', true, true)], false],
    ['every corner ready', ['ready', 'empty', 'empty', 'ready'], [sheet('red', true, false)], false],
    ['blue differs, only red has an open sheet', ['ready', 'empty', 'empty', 'differs'], [sheet('red', true, false), sheet('blue', true, true)], false],
    ['nothing submitted', ['none', 'empty', 'empty', 'none'], [sheet('red', false, false)], false],
  ] as const)('%s → %s', (_, states, sheets, held) => {
    expect(heldForHeadScorer(live('finished', [...states], [...sheets]))).toBe(held)
  })
})

describe('applyLiveSheets', () => {
  it.each([
    ['running', false],
    ['finished', true],
    ['scored', true],
  ] as const)('a %s game: the held list read again → %s', (status, again) => {
    const client = new QueryClient()
    client.setQueryData([...sheetKeys.heldSheets(3), [7]], [])
    const message = live(status, ['none', 'empty', 'empty', 'none'], [])
    applyLiveSheets(client, message)
    expect(client.getQueryData(sheetKeys.liveSheets(7))).toEqual(message)
    expect(client.getQueryState([...sheetKeys.heldSheets(3), [7]])?.isInvalidated).toBe(again)
  })
})
