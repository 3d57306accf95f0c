// Moving an event's scheduled games: a delay shifts their planned times, a reorder moves them between the slots of the running order.
import type { StoredGame } from './game-record'
import { firstOutOfRange, LAST_UNIX_SECOND } from './planned-times'
import { valueError, type ValidationItem } from './validation-errors'

/** What a move answers: the games as they would be saved, or the problems that refuse it (games empty then). */
export interface Moved {
  games: StoredGame[]
  problems: ValidationItem[]
}

/** The scheduled games with a planned start among `games`, each shifted by `seconds`; refused when one would leave the times the API takes. */
export function delayedGames(games: readonly StoredGame[], seconds: number): Moved {
  const due = games.filter((game) => game.status === 'scheduled' && game.start_time !== null)
  const moved = due.map((game) => ({ ...game, start_time: game.start_time! + seconds, end_time: game.end_time === null ? null : game.end_time + seconds }))
  const outside = firstOutOfRange(moved)
  if (!outside) return { games: moved, problems: [] }
  const original = due.find((game) => game.id === outside.id)!
  const message = `the delay would move game ${outside.id} "${outside.name}" (planned ${original.start_time} to ${original.end_time}) outside the times the API takes (0 to ${LAST_UNIX_SECOND}, the end of year 9999)`
  return { games: [], problems: [valueError(['body', 'seconds'], message, seconds)] }
}

/**
 * The event's scheduled games (among `games`, in running order), each moved to the place and planned times of the slot
 * it takes in `order`; `order` must list every scheduled game of the event once and nothing else.
 */
export function reorderedGames(games: readonly StoredGame[], eventId: number, order: readonly number[]): Moved {
  const scheduled = games.filter((game) => game.status === 'scheduled')
  const byId = new Map(scheduled.map((game) => [game.id, game]))
  const problems: ValidationItem[] = []
  order.forEach((id, index) => {
    if (!byId.has(id)) problems.push(valueError(['body', 'game_ids', index], `game ${id} is not a scheduled game of event ${eventId}`, id))
    else if (order.indexOf(id) !== index) problems.push(valueError(['body', 'game_ids', index], `game ${id} is listed twice`, id))
  })
  const missing = scheduled.filter((game) => !order.includes(game.id)).map((game) => game.id)
  if (missing.length > 0) problems.push(valueError(['body', 'game_ids'], `every scheduled game of the event must be listed; missing: ${missing.join(', ')}`, order))
  if (problems.length > 0) return { games: [], problems }
  // The slots (places and planned times) stay where they are; the games move between them.
  const moved = order.map((id, index) => ({ ...byId.get(id)!, play_order: scheduled[index].play_order, start_time: scheduled[index].start_time, end_time: scheduled[index].end_time }))
  return { games: moved, problems: [] }
}
