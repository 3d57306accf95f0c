// Scorers' live sheets of one game (one per corner and scorer): where each corner stands — nobody submitted, waiting for a
// second person, ready, or differing item by item — the entries a commit takes, and the running totals a screen shows.
import { scoreGame } from './score-game'
import { enteredValue, foulsOf, type CornerEntry, type ScoreSheet } from './score-sheet'

export interface LiveSheetFacts {
  corner: number
  scorer_id: number
  entry: CornerEntry
  submitted: boolean
  /** Went into the game's committed score and has not changed since. */
  committed: boolean
  /** When it last changed (seconds); the running total takes a corner's latest sheet. */
  updated_at: number
  version: number
}

export type CornerState = 'empty' | 'none' | 'waiting' | 'ready' | 'differs'

export interface CornerStanding {
  state: CornerState
  /** Ids of the items and penalties on which submitted sheets of different people differ, and `card`. */
  differs: string[]
}

/** The ids on which two entries differ, in the sheet's order (items, penalties), then `card` (the card or its reason). */
export function entryDifferences(sheet: ScoreSheet, a: CornerEntry, b: CornerEntry): string[] {
  const items = sheet.items.filter((item) => enteredValue(a, item) !== enteredValue(b, item)).map((item) => item.id)
  const penalties = sheet.penalties.filter((penalty) => foulsOf(a, penalty) !== foulsOf(b, penalty)).map((penalty) => penalty.id)
  const card = a.card !== b.card || (a.card_reason ?? '') !== (b.card_reason ?? '') ? ['card'] : []
  return [...items, ...penalties, ...card]
}

/** Where one occupied corner stands from its sheets: `double` (double entry) wants two different people agreeing. */
export function cornerStanding(sheet: ScoreSheet, sheets: readonly LiveSheetFacts[], double: boolean): CornerStanding {
  const submitted = sheets.filter((one) => one.submitted)
  if (submitted.length === 0) return { state: 'none', differs: [] }
  const differs = new Set<string>()
  for (const [index, one] of submitted.entries()) {
    for (const other of submitted.slice(index + 1)) for (const id of entryDifferences(sheet, one.entry, other.entry)) differs.add(id)
  }
  if (differs.size > 0) {
    const order = [...sheet.items.map((item) => item.id), ...sheet.penalties.map((penalty) => penalty.id), 'card']
    return { state: 'differs', differs: order.filter((id) => differs.has(id)) }
  }
  const people = new Set(submitted.map((one) => one.scorer_id)).size
  return { state: double && people < 2 ? 'waiting' : 'ready', differs: [] }
}

export interface LiveSheetsOutcome {
  corners: CornerStanding[]
  /** Each corner's running game points from its latest sheet (submitted or not); null when empty or nobody scored it. */
  running: Array<number | null>
  /**
   * The entries to commit (per corner; null for an empty corner) when every occupied corner is ready and at least one
   * submitted sheet is not committed yet; otherwise null.
   */
  toCommit: Array<CornerEntry | null> | null
}

/** Latest first: the sheet changed last, then the higher version, then the higher scorer id (a total order). */
const latestFirst = (a: LiveSheetFacts, b: LiveSheetFacts) => b.updated_at - a.updated_at || b.version - a.version || b.scorer_id - a.scorer_id

/** The outcome of a game's live sheets; `occupied[i]`: a player sits in corner i. */
export function liveSheetsOutcome(sheet: ScoreSheet, occupied: readonly boolean[], sheets: readonly LiveSheetFacts[], double: boolean): LiveSheetsOutcome {
  const ofCorner = occupied.map((_, corner) => sheets.filter((one) => one.corner === corner).sort(latestFirst))
  const corners = occupied.map((isOccupied, corner): CornerStanding => (isOccupied ? cornerStanding(sheet, ofCorner[corner], double) : { state: 'empty', differs: [] }))
  const latest = ofCorner.map((list, corner) => (occupied[corner] ? (list[0]?.entry ?? null) : null))
  const score = scoreGame(sheet, latest)
  const allReady = corners.every((one) => one.state === 'empty' || one.state === 'ready') && corners.some((one) => one.state === 'ready')
  const somethingNew = sheets.some((one) => one.submitted && !one.committed && occupied[one.corner])
  const toCommit = allReady && somethingNew ? ofCorner.map((list, corner) => (occupied[corner] ? (list.find((one) => one.submitted)?.entry ?? null) : null)) : null
  return { corners, running: score.game_points, toCommit }
}
