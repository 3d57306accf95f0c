// What the page checks of a score sheet before it is saved or imported: the schema's shape, then what the fields mean
// together (the domain's scoreSheetProblems, as the server checks), each problem as the 422 item the server would answer,
// and where on the page it is shown: beside the row its loc names (["body", "items", 1, "id"]), or above the lists.
import { SCORE_SHEET_SCHEMA } from '../../../../src-main/contract/score-sheet.schema'
import type { ScoreSheet } from '../../../../src-main/domain/score-sheet'
import { scoreSheetProblems } from '../../../../src-main/domain/score-sheet-problems'
import type { ValidationItem } from '../../../../src-main/domain/validation-errors'
import { fieldSentence, type Problem } from '../../api/problem-words'
import type { ListName } from './sheet-draft'
import { shapeProblems } from './schema-shape'
import type { Translate } from '../../../shared/i18n/use-t'
import { englishT } from '../../../shared/i18n/english'

/** Every problem of the sheet, shape first; the domain check only once the shape holds (it reads typed fields). */
export function sheetProblems(sheet: unknown): ValidationItem[] {
  const shape = shapeProblems(SCORE_SHEET_SCHEMA, sheet)
  return shape.length > 0 ? shape : scoreSheetProblems(sheet as ScoreSheet, ['body'])
}

/** A JSON file's text as a sheet, or why it is not one (not JSON — said in the console's language —, or its problems). */
export function readSheetFile(text: string, t: Translate['t'] = englishT): { sheet: ScoreSheet } | { unreadable: string } | { problems: ValidationItem[] } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { unreadable: t('console.scoreSheet.notJson', { reason: error instanceof Error ? error.message : String(error) }) }
  }
  const shape = shapeProblems(SCORE_SHEET_SCHEMA, value)
  // A sheet of the right shape is shown in the editor even with problems of meaning: they are marked beside their items.
  return shape.length > 0 ? { problems: shape } : { sheet: value as ScoreSheet }
}

const placeOf = (problem: Problem) => (problem.loc[0] === 'body' ? problem.loc.slice(1) : problem.loc)

/** The problems of one row: those whose loc names that list and index. */
export function rowProblems<P extends Problem>(problems: readonly P[], list: ListName, index: number): P[] {
  return problems.filter((problem) => {
    const [name, at] = placeOf(problem)
    return name === list && at === index
  })
}

/** The problems of the sheet as a whole or of a list as a whole (a total out of range, too many items). */
export function sheetWideProblems<P extends Problem>(problems: readonly P[]): P[] {
  return problems.filter((problem) => typeof placeOf(problem)[1] !== 'number')
}

/**
 * A problem said beside its row, in the language of `t`: the domain's own words (English, as the server's), which name
 * the item by id ("Item 'cans': max must be at least 1, not 0"), or a shape problem about the row's field ("The label
 * must not be empty."). Made for a `t` so that a list maps over it: `problems.map(rowSentenceIn(t))`.
 */
export function rowSentenceIn(t: Translate['t']): (problem: Problem) => string {
  return (problem) => {
    if (problem.type === 'value_error') {
      const text = problem.msg.replace(/^Value error, /, '')
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`
    }
    return fieldSentence({ ...problem, loc: ['body', 'row', ...placeOf(problem).slice(2)] }, t)
  }
}

/** A problem said beside its row, in English. */
export const rowSentence = rowSentenceIn(englishT)
