// The check of a score sheet before it is saved: every problem, each naming the item (penalty, cap, tie-breaker) by id
// and saying what is wrong, as 422 items. The JSON schema has already checked each field's type and magnitude; this
// checks what the fields mean together. Linear in the sheet's size: it walks each list once.
import { hasAtMostDecimals } from './decimal-places'
import { MAX_GAME_POINTS, MIN_GAME_POINTS } from './game-points-range'
import type { ChoiceItem, CountItem, NumberItem, Penalty, PointsCap, ScoreItem, ScoreSheet, TieBreaker } from './score-sheet'
import { MAX_CHOICE_OPTIONS, MAX_DECIMALS, MAX_SHEET_CAPS, MAX_SHEET_ITEMS, MAX_SHEET_PENALTIES, MAX_TIE_BREAKERS } from './score-sheet-limits'
import { totalRange } from './score-sheet-range'
import { valueError, type Loc, type ValidationItem } from './validation-errors'

type Report = (loc: Loc, message: string, input?: unknown) => void

/** Every problem of `sheet`, each a 422 item at `at` + its place in the sheet; [] when the sheet can be saved. */
export function scoreSheetProblems(sheet: ScoreSheet, at: Loc = []): ValidationItem[] {
  const problems: ValidationItem[] = []
  const report: Report = (loc, message, input) => problems.push(valueError([...at, ...loc], message, input))
  listSizeProblems(sheet, report)
  duplicateIdProblems(sheet, report)
  sheet.items.forEach((item, index) => itemProblems(item, ['items', index], report))
  sheet.penalties.forEach((penalty, index) => penaltyProblems(penalty, ['penalties', index], report))
  capProblems(sheet, report)
  tieBreakerProblems(sheet, report)
  const range = totalRange(sheet)
  if (range.highest > MAX_GAME_POINTS) report([], `a corner's total can reach ${range.highest} game points, more than the ${MAX_GAME_POINTS} a game holds: lower points, maxima or caps`)
  if (range.lowest < MIN_GAME_POINTS) report([], `a corner's total can fall to ${range.lowest} game points, less than the ${MIN_GAME_POINTS} a game holds: lower points or maxima`)
  return problems
}

function listSizeProblems(sheet: ScoreSheet, report: Report): void {
  if (sheet.items.length === 0) report(['items'], 'a score sheet needs at least one item')
  const limits: Array<[string, readonly unknown[], number, string]> = [
    ['items', sheet.items, MAX_SHEET_ITEMS, 'items'],
    ['penalties', sheet.penalties, MAX_SHEET_PENALTIES, 'penalties'],
    ['caps', sheet.caps, MAX_SHEET_CAPS, 'caps'],
    ['tie_breakers', sheet.tie_breakers, MAX_TIE_BREAKERS, 'tie-breakers'],
  ]
  for (const [field, list, limit, words] of limits) {
    if (list.length > limit) report([field], `a score sheet holds at most ${limit} ${words}, not ${list.length}`)
  }
}

/** Items, penalties and caps share one set of ids: entries and tie-breakers name any of them. */
function duplicateIdProblems(sheet: ScoreSheet, report: Report): void {
  const seen = new Map<string, string>()
  const lists: Array<[string, ReadonlyArray<{ id: string }>, string, string]> = [
    ['items', sheet.items, 'item', 'an item'],
    ['penalties', sheet.penalties, 'penalty', 'a penalty'],
    ['caps', sheet.caps, 'cap', 'a cap'],
  ]
  for (const [field, list, word, aWord] of lists) {
    list.forEach(({ id }, index) => {
      const first = seen.get(id)
      if (first) report([field, index, 'id'], `${word} '${id}': the id already names ${first}; ids are unique across items, penalties and caps`, id)
      else seen.set(id, aWord)
    })
  }
}

function itemProblems(item: ScoreItem, loc: Loc, report: Report): void {
  const name = `item '${item.id}'`
  switch (item.kind) {
    case 'count':
      return countProblems(item, loc, name, report)
    case 'yes_no':
      return
    case 'choice':
      return choiceProblems(item, loc, name, report)
    case 'number':
      return numberProblems(item, loc, name, report)
  }
}

function countProblems(item: CountItem, loc: Loc, name: string, report: Report): void {
  if (item.max < 1) report([...loc, 'max'], `${name}: max must be at least 1, not ${item.max}`, item.max)
  capBelowZero(item.max_points, loc, name, report)
}

function choiceProblems(item: ChoiceItem, loc: Loc, name: string, report: Report): void {
  if (item.options.length === 0) report([...loc, 'options'], `${name}: a choice needs at least one option`, item.options)
  if (item.options.length > MAX_CHOICE_OPTIONS) report([...loc, 'options'], `${name}: a choice holds at most ${MAX_CHOICE_OPTIONS} options, not ${item.options.length}`)
  const seen = new Set<string>()
  item.options.forEach((option, index) => {
    if (seen.has(option.id)) report([...loc, 'options', index, 'id'], `${name}: option '${option.id}' is listed twice`, option.id)
    seen.add(option.id)
  })
}

function numberProblems(item: NumberItem, loc: Loc, name: string, report: Report): void {
  if (item.max < item.min) report([...loc, 'max'], `${name}: max ${item.max} is below min ${item.min}`, item.max)
  for (const bound of ['min', 'max'] as const) {
    if (!hasAtMostDecimals(item[bound], item.decimals)) report([...loc, bound], `${name}: ${bound} ${item[bound]} has more digits after the point than its decimals (${item.decimals})`, item[bound])
  }
  if (!hasAtMostDecimals(item.points_per_unit, MAX_DECIMALS)) {
    report([...loc, 'points_per_unit'], `${name}: points_per_unit has more than ${MAX_DECIMALS} decimals`, item.points_per_unit)
  }
  capBelowZero(item.max_points, loc, name, report)
}

function capBelowZero(maxPoints: number | undefined, loc: Loc, name: string, report: Report): void {
  if (maxPoints !== undefined && maxPoints < 0) report([...loc, 'max_points'], `${name}: max_points must be 0 or more, not ${maxPoints}`, maxPoints)
}

function penaltyProblems(penalty: Penalty, loc: Loc, report: Report): void {
  const name = `penalty '${penalty.id}'`
  if (penalty.points < 0) report([...loc, 'points'], `${name}: points must be 0 or more (they are taken from the corner or given to the others), not ${penalty.points}`, penalty.points)
  if (penalty.max < 1) report([...loc, 'max'], `${name}: max must be at least 1, not ${penalty.max}`, penalty.max)
}

function capProblems(sheet: ScoreSheet, report: Report): void {
  const items = new Set(sheet.items.map((item) => item.id))
  const others = new Map<string, string>([...sheet.penalties.map((p): [string, string] => [p.id, 'a penalty']), ...sheet.caps.map((c): [string, string] => [c.id, 'a cap'])])
  const cappedBy = new Map<string, string>()
  sheet.caps.forEach((cap: PointsCap, index) => {
    const name = `cap '${cap.id}'`
    const loc: Loc = ['caps', index]
    if (cap.max_points < 0) report([...loc, 'max_points'], `${name}: max_points must be 0 or more, not ${cap.max_points}`, cap.max_points)
    if (cap.items.length === 0) report([...loc, 'items'], `${name}: a cap needs at least one item`, cap.items)
    cap.items.forEach((id, position) => {
      const at = [...loc, 'items', position]
      if (!items.has(id)) {
        report(at, `${name}: '${id}' is ${others.get(id) ?? 'no item of the sheet'}; a cap sums items`, id)
        return
      }
      const earlier = cappedBy.get(id)
      if (earlier) report(at, `${name}: item '${id}' is already under cap '${earlier}'; an item counts under one cap at most`, id)
      else cappedBy.set(id, cap.id)
    })
  })
}

function tieBreakerProblems(sheet: ScoreSheet, report: Report): void {
  const ids = new Set([...sheet.items, ...sheet.penalties, ...sheet.caps].map(({ id }) => id))
  const seen = new Set<string>()
  sheet.tie_breakers.forEach((tieBreaker: TieBreaker, index) => {
    const loc = ['tie_breakers', index, 'of']
    if (!ids.has(tieBreaker.of)) report(loc, `tie-breaker ${index + 1}: '${tieBreaker.of}' names no item, penalty or cap of the sheet`, tieBreaker.of)
    else if (seen.has(tieBreaker.of)) report(loc, `tie-breaker ${index + 1}: '${tieBreaker.of}' is already an earlier tie-breaker`, tieBreaker.of)
    seen.add(tieBreaker.of)
  })
}
