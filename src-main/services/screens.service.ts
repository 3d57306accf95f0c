// The screens service: create, read, change, re-key and delete display screens; what each change tells the live bus.
import { DEFAULT_SCREEN_CONFIG, DEFAULT_SCREEN_VIEW, type CreateScreenBody, type Screen, type ScreenPresence, type UpdateScreenBody } from '../contract/screens.schema'
import { liveMessage } from '../contract/live-events'
import { isoSeconds } from '../domain/clock'
import { Invalid, NotFound } from '../domain/refusals'
import { refuseStale } from '../domain/versions'
import { screenConfigProblem } from '../domain/screen-config'
import { deleteScreen, findScreenById, insertScreen, listScreens, setScreenKey, updateScreen, type ScreenRow } from '../store/screens.repo'
import { commit, type ServiceDeps } from './service-deps'
import { newSecret } from './tokens'

function screenOf(row: ScreenRow): Screen {
  return { id: row.id, name: row.name, key: row.key, current: row.current, config: row.config }
}

function checkConfig(config: string | undefined): void {
  if (config === undefined) return
  const problem = screenConfigProblem(config, ['body', 'config'])
  if (problem) throw new Invalid([problem])
}

const noScreen = (id: number) => new NotFound(`There is no screen ${id}`)

export class ScreensService {
  constructor(readonly deps: ServiceDeps) {}

  /** Every screen, or only `ownScreenId`'s (what a screen key may see; empty when that screen is gone). */
  list(ownScreenId?: number): Screen[] {
    return this.deps.store.read((db) => {
      if (ownScreenId === undefined) return listScreens(db).map(screenOf)
      const own = findScreenById(db, ownScreenId)
      return own ? [screenOf(own)] : []
    })
  }

  /** The screen, or null when there is none (a screen's stream whose screen was deleted meanwhile). */
  find(id: number): Screen | null {
    const row = this.deps.store.read((db) => findScreenById(db, id))
    return row ? screenOf(row) : null
  }

  get(id: number): Screen {
    const screen = this.find(id)
    if (!screen) throw noScreen(id)
    return screen
  }

  /** Every screen's presence (online or not), from the live streams open now. */
  presence(): ScreenPresence[] {
    return this.deps.store.read(listScreens).map((row) => this.deps.live.screenPresence(row.id))
  }

  /** A new screen with a random key; administrators' Screens pages add it at once. */
  async create(body: CreateScreenBody): Promise<Screen> {
    checkConfig(body.config)
    const fields = { name: body.name, key: newSecret('screen'), current: body.current ?? DEFAULT_SCREEN_VIEW, config: body.config ?? DEFAULT_SCREEN_CONFIG }
    return commit(this.deps, (db) => {
      const screen = screenOf(findScreenById(db, insertScreen(db, fields, isoSeconds(this.deps.clock.now())))!)
      return { value: screen, events: [liveMessage('screen', screen, { screenId: screen.id })] }
    })
  }

  /** Changes name, view or options; the screen itself and the administrators follow. `ifMatch`: the version they were made to (409 naming what changed since). */
  async update(id: number, changes: UpdateScreenBody, ifMatch?: string): Promise<Screen> {
    checkConfig(changes.config)
    return commit(this.deps, (db) => {
      const stored = findScreenById(db, id)
      if (stored) refuseStale(ifMatch, screenOf(stored), `Screen ${id}`)
      if (!updateScreen(db, id, { name: changes.name, current: changes.current, config: changes.config })) throw noScreen(id)
      const screen = screenOf(findScreenById(db, id)!)
      return { value: screen, events: [liveMessage('screen', screen, { screenId: id })] }
    })
  }

  /**
   * A new key: the old one stops working at once and the streams opened with it end. Publishes nothing: a `screen`
   * event would carry the new key to the old key's streams, which are still open until the commit is done.
   */
  async rotateKey(id: number): Promise<Screen> {
    const screen = await commit(this.deps, (db) => {
      if (!setScreenKey(db, id, newSecret('screen'))) throw noScreen(id)
      return { value: screenOf(findScreenById(db, id)!), events: [] }
    })
    this.deps.live.disconnectScreen(id)
    return screen
  }

  /** Deletes the screen: its key stops working, its streams end, administrators drop it from their lists. */
  async delete(id: number): Promise<void> {
    await commit(this.deps, (db) => {
      if (!deleteScreen(db, id)) throw noScreen(id)
      return { value: undefined, events: [liveMessage('screen_deleted', { id })] }
    })
    this.deps.live.disconnectScreen(id)
  }
}
