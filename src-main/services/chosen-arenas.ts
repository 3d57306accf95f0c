// The arenas a request names to play a league schedule or a knockout (arena_ids): each an arena in use, named once.
import type { Database } from 'sql.js'
import type { ArenaId } from '../domain/arena-id'
import { Conflict, refuseProblems } from '../domain/refusals'
import { valueError, type ValidationItem } from '../domain/validation-errors'
import { findArena } from '../store/arenas.repo'

/** What else a request that names arenas can be refused for, checked in the same order as before the arenas were shared. */
export interface OtherRefusals {
  /** The request's other problems: refused in the same 422 as the arenas'. */
  problems?: readonly ValidationItem[]
  /** A conflict of the request's own (409), refused after the 422 and before a retired arena. */
  conflict?: string
}

/**
 * The arenas `requested` (default arena 1), in their order: an unknown arena or one named twice is 422 at
 * `["body","arena_ids",i]`, refused together with the request's other problems; then its own conflict, then a retired
 * arena (409).
 */
export function chosenArenas(db: Database, requested: readonly number[] = [1], other: OtherRefusals = {}): ArenaId[] {
  const problems: ValidationItem[] = []
  const arenas = requested.map((id, index) => {
    const arena = findArena(db, id)
    if (arena === undefined) problems.push(valueError(['body', 'arena_ids', index], `there is no arena ${id}`, id))
    else if (requested.indexOf(id) !== index) problems.push(valueError(['body', 'arena_ids', index], `arena ${id} is listed twice`, id))
    return arena
  })
  refuseProblems([...problems, ...(other.problems ?? [])])
  if (other.conflict !== undefined) throw new Conflict(other.conflict)
  const retired = arenas.find((arena) => arena?.retired_at !== null)
  if (retired) throw new Conflict(`Arena ${retired.id} (${retired.name}) is retired; a schedule goes to arenas in use`)
  return arenas.map((arena) => arena!.id)
}
