// The venue's arenas as data (issue 28, item 1): list, create, rename or recolour (If-Match versioned), retire. The
// running arenas follow the table by themselves (arenas.ts); each change is told as a `venue_arena` event.
import type { Database } from 'sql.js'
import type { Arena, CreateArenaBody, UpdateArenaBody } from '../../contract/arenas.schema'
import { liveMessage } from '../../contract/live-events'
import { FIRST_ARENA } from '../../domain/arena-id'
import { defaultColour, defaultShortName } from '../../domain/arena-names'
import { isoSeconds } from '../../domain/clock'
import { Conflict, NotFound, refuseProblems } from '../../domain/refusals'
import { valueError } from '../../domain/validation-errors'
import { refuseStale } from '../../domain/versions'
import { activeArenaIds, findArena, findArenaByName, insertArena, listArenas, nextArenaId, updateArena, type ArenaRow } from '../../store/arenas.repo'
import { findRunningGame } from '../../store/games.repo'
import { commit, type ServiceDeps } from '../service-deps'

function findArenaOrRefuse(db: Database, id: number): ArenaRow {
  const arena = findArena(db, id)
  if (!arena) throw new NotFound(`There is no arena ${id}`)
  return arena
}

/** A name of blanks only is no name (a schema cannot say it); another arena's name, ignoring case, is taken (409). */
function refuseName(db: Database, name: string | undefined, exceptId?: number): void {
  if (name === undefined) return
  refuseProblems(name.trim() === '' ? [valueError(['body', 'name'], 'an arena needs a name that is not blank', name)] : [])
  const holder = findArenaByName(db, name)
  if (holder && holder.id !== exceptId) throw new Conflict(`An arena named ${holder.name} exists already (names are unique ignoring case and invisible characters)`)
}

export class ArenaRecordsService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Every arena, retired ones too, by id. */
  list(): Arena[] {
    return this.deps.store.read(listArenas)
  }

  get(arenaId: number): Arena {
    return this.deps.store.read((db) => findArenaOrRefuse(db, arenaId))
  }

  /** A new arena, in use at once (its runtime follows from the table); short name and colour by default when not given. */
  create(body: CreateArenaBody): Promise<Arena> {
    return commit(this.deps, (db) => {
      refuseName(db, body.name)
      const fields = { name: body.name.normalize('NFC'), short_name: body.short_name ?? defaultShortName(body.name), colour: body.colour ?? defaultColour(nextArenaId(db)) }
      const created: Arena = { id: insertArena(db, fields, isoSeconds(this.deps.clock.now())), ...fields, retired_at: null }
      return { value: created, events: [liveMessage('venue_arena', created)] }
    })
  }

  /** Renames or recolours an arena (a retired one too). `ifMatch`: the version the change was made to (409 naming what changed since). */
  update(arenaId: number, body: UpdateArenaBody, ifMatch?: string): Promise<Arena> {
    return commit(this.deps, (db) => {
      const stored = findArenaOrRefuse(db, arenaId)
      refuseStale(ifMatch, stored, `Arena ${arenaId}`)
      refuseName(db, body.name, stored.id)
      const changed: ArenaRow = { ...stored, ...body, ...(body.name !== undefined ? { name: body.name.normalize('NFC') } : {}) }
      updateArena(db, changed)
      return { value: changed, events: [liveMessage('venue_arena', changed)] }
    })
  }

  /**
   * Retires an arena: it runs no more games and its runtime is closed; its row stays for the games it ran. Refused
   * while it runs a game, for arena 1 (where new games go) and for the last arena in use. Retiring it again changes nothing.
   */
  retire(arenaId: number): Promise<Arena> {
    return commit(this.deps, (db) => {
      const stored = findArenaOrRefuse(db, arenaId)
      if (stored.retired_at !== null) return { value: stored, events: [] }
      const running = findRunningGame(db, stored.id)
      if (running) throw new Conflict(`${stored.name} cannot be retired while its game ${running.id} (${running.name}) is running; end or abort it first`)
      if (stored.id === FIRST_ARENA) throw new Conflict(`${stored.name} is arena 1, where new games go: it can be renamed but not retired`)
      if (activeArenaIds(db).length <= 1) throw new Conflict(`${stored.name} is the last arena in use: an event needs one`)
      const retired: ArenaRow = { ...stored, retired_at: isoSeconds(this.deps.clock.now()) }
      updateArena(db, retired)
      return { value: retired, events: [liveMessage('venue_arena', retired)] }
    })
  }
}
