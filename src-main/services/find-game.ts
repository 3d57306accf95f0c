// The one lookup of a game by id that every service uses: a game that does not exist is a NotFound naming it.
import type { Database } from 'sql.js'
import type { StoredGame } from '../domain/game-record'
import { NotFound } from '../domain/refusals'
import { findGame } from '../store/games.repo'

export function findGameOrRefuse(db: Database, id: number): StoredGame {
  const game = findGame(db, id)
  if (!game) throw new NotFound(`There is no game ${id}`)
  return game
}
