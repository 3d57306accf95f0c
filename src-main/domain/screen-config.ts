// The rule for a screen's config: a string holding the JSON text of an object (the options of the view it shows).
import { valueError, type Loc, type ValidationItem } from './validation-errors'

/** Parses `text` as a screen config; answers the 422 item when it is not the JSON text of an object. */
export function screenConfigProblem(text: string, loc: Loc): ValidationItem | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return valueError(loc, `config must be JSON text (${reason})`, text)
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return valueError(loc, 'config must be the JSON text of an object, such as "{}"', text)
  }
  return undefined
}
