// Display screens: create (a random key), list (admin: all; a screen key: itself), presence, read, change the view, rotate the key, delete.
import {
  CREATE_SCREEN_BODY,
  DEFAULT_SCREEN_CONFIG,
  DEFAULT_SCREEN_VIEW,
  SCREEN_LIST_SCHEMA,
  SCREEN_PATH,
  SCREEN_PRESENCE_LIST_SCHEMA,
  SCREEN_SCHEMA,
  UPDATE_SCREEN_BODY,
  type CreateScreenBody,
  type Screen,
  type UpdateScreenBody,
} from '../contract/screens.schema'
import { isoSeconds } from '../domain/clock'
import { screenConfigProblem } from '../domain/screen-config'
import { deleteScreen, findScreenById, insertScreen, listScreens, setScreenKey, updateScreen, type ScreenRow } from '../store/screens.repo'
import { forbidden, notFound, RequestInvalid } from './errors'
import { route, type AnyRoute } from './route'
import type { Services } from './services'
import { newSecret } from '../services/tokens'

type ScreenPath = { screen_id: number }

function screenOf(row: ScreenRow): Screen {
  return { id: row.id, name: row.name, key: row.key, current: row.current, config: row.config }
}

function checkConfig(config: string | undefined): void {
  if (config === undefined) return
  const problem = screenConfigProblem(config, ['body', 'config'])
  if (problem) throw new RequestInvalid([problem])
}

const noScreen = (id: number) => notFound(`There is no screen ${id}`)

export function screensRoutes(services: Services): AnyRoute[] {
  const { store, clock, credentials: auth, live } = services
  return [
    route({
      method: 'get',
      path: '/screens',
      summary: 'List Screens',
      tag: 'screens',
      access: 'admin-or-screen',
      responses: { 200: { description: 'An admin gets every screen; a screen key gets a list of its own screen only', schema: SCREEN_LIST_SCHEMA } },
      handler({ screen }) {
        if (screen) {
          const own = store.read((db) => findScreenById(db, screen.screenId))
          return { body: own ? [screenOf(own)] : [] }
        }
        return { body: store.read(listScreens).map(screenOf) }
      },
    }),
    route<Record<string, never>, Record<string, never>, CreateScreenBody>({
      method: 'post',
      path: '/screens',
      summary: 'Create a screen (its key is generated)',
      tag: 'screens',
      access: 'admin',
      body: CREATE_SCREEN_BODY,
      responses: { 201: { description: 'The new screen with its key', schema: SCREEN_SCHEMA } },
      async handler({ body }) {
        checkConfig(body.config)
        const fields = { name: body.name, key: newSecret('screen'), current: body.current ?? DEFAULT_SCREEN_VIEW, config: body.config ?? DEFAULT_SCREEN_CONFIG }
        const row = await store.write((db) => findScreenById(db, insertScreen(db, fields, isoSeconds(clock.now())))!)
        return { status: 201, body: screenOf(row) }
      },
    }),
    // Before /screens/{screen_id}, which would otherwise take "presence" for an id.
    route({
      method: 'get',
      path: '/screens/presence',
      summary: 'Which screens are online: each screen with its open live streams (from its key), by screen id',
      tag: 'screens',
      access: 'admin',
      responses: { 200: { description: 'Every screen, online or not, by id; the live stream tells admins of each change (screen_presence)', schema: SCREEN_PRESENCE_LIST_SCHEMA } },
      handler() {
        return { body: store.read(listScreens).map((row) => live.screenPresence(row.id)) }
      },
    }),
    route<ScreenPath>({
      method: 'get',
      path: '/screens/{screen_id}',
      summary: 'Get a screen',
      tag: 'screens',
      access: 'admin-or-screen',
      params: SCREEN_PATH,
      responses: { 200: { description: 'The screen', schema: SCREEN_SCHEMA }, 404: { description: 'No such screen' } },
      handler({ params, screen }) {
        if (screen && screen.screenId !== params.screen_id) throw forbidden('A screen key only gives access to its own screen')
        const row = store.read((db) => findScreenById(db, params.screen_id))
        if (!row) throw noScreen(params.screen_id)
        return { body: screenOf(row) }
      },
    }),
    route<ScreenPath, Record<string, never>, UpdateScreenBody>({
      method: 'patch',
      path: '/screens/{screen_id}',
      summary: 'Change a screen: its name, the view it shows (current) and that view\'s options (config)',
      tag: 'screens',
      access: 'admin',
      params: SCREEN_PATH,
      body: UPDATE_SCREEN_BODY,
      responses: { 200: { description: 'The changed screen', schema: SCREEN_SCHEMA }, 404: { description: 'No such screen' } },
      async handler({ params, body }) {
        checkConfig(body.config)
        const row = await store.write((db) => {
          if (!updateScreen(db, params.screen_id, { name: body.name, current: body.current, config: body.config })) throw noScreen(params.screen_id)
          return findScreenById(db, params.screen_id)!
        })
        live.publish('screen', screenOf(row), { screenId: row.id })
        return { body: screenOf(row) }
      },
    }),
    route<ScreenPath>({
      method: 'post',
      path: '/screens/{screen_id}/key',
      summary: 'Rotate a screen\'s key (the old key stops working at once)',
      tag: 'screens',
      access: 'admin',
      params: SCREEN_PATH,
      responses: { 200: { description: 'The screen with its new key', schema: SCREEN_SCHEMA }, 404: { description: 'No such screen' } },
      async handler({ params }) {
        const row = await store.write((db) => {
          if (!setScreenKey(db, params.screen_id, newSecret('screen'))) throw noScreen(params.screen_id)
          // Cleared in the same tick as the commit: no request can be answered with the old key once it is replaced.
          auth.clear()
          return findScreenById(db, params.screen_id)!
        })
        live.disconnectScreen(row.id)
        return { body: screenOf(row) }
      },
    }),
    route<ScreenPath>({
      method: 'delete',
      path: '/screens/{screen_id}',
      summary: 'Delete a screen (its key stops working at once)',
      tag: 'screens',
      access: 'admin',
      params: SCREEN_PATH,
      responses: { 204: { description: 'Deleted' }, 404: { description: 'No such screen' } },
      async handler({ params }) {
        await store.write((db) => {
          if (!deleteScreen(db, params.screen_id)) throw noScreen(params.screen_id)
          auth.clear()
        })
        live.disconnectScreen(params.screen_id)
        return { status: 204 }
      },
    }),
  ]
}
