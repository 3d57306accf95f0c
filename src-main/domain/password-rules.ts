// How long a password set for a user must be (Create User, Change User, the users CSV, the first run); a login takes any
// length, so a password set before the minimum still logs in.
import type { Loc, ValidationItem } from './validation-errors'

/** OWASP Authentication Cheat Sheet and NIST SP 800-63B: passwords shorter than 8 characters are weak. */
export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 1024

/** A password's length problem at `loc`, in pydantic's words; the password itself is never echoed (no `input`). */
export function passwordLengthProblem(password: string, loc: Loc): ValidationItem | undefined {
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) return { loc, msg: `String should have at least ${MIN_PASSWORD_LENGTH} characters`, type: 'string_too_short', ctx: { min_length: MIN_PASSWORD_LENGTH } }
  if (length > MAX_PASSWORD_LENGTH) return { loc, msg: `String should have at most ${MAX_PASSWORD_LENGTH} characters`, type: 'string_too_long', ctx: { max_length: MAX_PASSWORD_LENGTH } }
  return undefined
}
