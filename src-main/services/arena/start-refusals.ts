// Why a game cannot start in an arena now, inside the start's write (issue 28, item 2): it belongs to another arena, its
// arena runs a game, or one of its players plays in a game running in another arena. A player is never in two running games.
import type { Database } from 'sql.js'
import type { ArenaId } from '../../domain/arena-id'
import type { StoredGame } from '../../domain/game-record'
import { Conflict } from '../../domain/refusals'
import { activeArenaIds, findArena } from '../../store/arenas.repo'
import { findRunningGame, gameArena, playersByIds, runningGamesOfPlayers } from '../../store/games.repo'

function arenaName(db: Database, arena: ArenaId): string {
  return findArena(db, arena)?.name ?? `arena ${arena}`
}

/** Throws the Conflict that refuses starting `game` in `arena`, or returns when it may start. */
export function refuseStart(db: Database, arena: ArenaId, game: StoredGame): void {
  const belongs = gameArena(db, game.id)
  if (belongs !== arena) throw new Conflict(`Game ${game.id} (${game.name}) belongs to ${arenaName(db, belongs ?? arena)}, not ${arenaName(db, arena)}: start it there`)
  const running = findRunningGame(db, arena)
  if (running) {
    // With one arena the sentence stays as it always was; with several it names the arena.
    const where = activeArenaIds(db).length > 1 ? ` in ${arenaName(db, arena)}` : ''
    throw new Conflict(`Game ${running.id} (${running.name}) is running${where}; end or abort it before starting another`)
  }
  const [other] = runningGamesOfPlayers(db, game.corners, game.id)
  if (other) {
    const shared = other.corners.find((userId) => userId !== null && game.corners.includes(userId)) ?? null
    const player = playersByIds(db, [shared]).get(shared ?? 0)?.name ?? `user ${shared}`
    throw new Conflict(
      `${player} plays in game ${other.id} (${other.name}), running in ${arenaName(db, other.arena_id)}: game ${game.id} (${game.name}) cannot start until it ends (a player is never in two running games)`,
    )
  }
}
