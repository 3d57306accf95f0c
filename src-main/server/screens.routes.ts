// Display screens: create (a random key), list (admin: all; a screen key: itself), presence, read, change the view, rotate the key, delete.
import {
  CREATE_SCREEN_BODY,
  SCREEN_LIST_SCHEMA,
  SCREEN_PATH,
  SCREEN_PRESENCE_LIST_SCHEMA,
  SCREEN_SCHEMA,
  UPDATE_SCREEN_BODY,
  type CreateScreenBody,
  type ScreenPath,
  type UpdateScreenBody,
} from '../contract/screens.schema'
import { forbidden } from './errors'
import { notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

const NO_SCREEN = notFoundResponse('screen')

export function screensRoutes(services: Services): AnyRoute[] {
  const { screens } = services
  return [
    route({
      method: 'get',
      path: '/screens',
      summary: 'List Screens',
      tag: 'screens',
      access: 'admin-or-screen',
      responses: { 200: { description: 'An admin gets every screen; a screen key gets a list of its own screen only', schema: SCREEN_LIST_SCHEMA } },
      handler: ({ screen }) => ({ body: screens.list(screen?.screenId) }),
    }),
    route<Record<string, never>, Record<string, never>, CreateScreenBody>({
      method: 'post',
      path: '/screens',
      summary: 'Create a screen (its key is generated)',
      tag: 'screens',
      access: 'admin',
      body: CREATE_SCREEN_BODY,
      responses: { 201: { description: 'The new screen with its key', schema: SCREEN_SCHEMA } },
      handler: async ({ body }) => ({ status: 201, body: await screens.create(body) }),
    }),
    // Before /screens/{screen_id}, which would otherwise take "presence" for an id.
    route({
      method: 'get',
      path: '/screens/presence',
      summary: 'Which screens are online: each screen with its open live streams (from its key), by screen id',
      tag: 'screens',
      access: 'admin',
      responses: { 200: { description: 'Every screen, online or not, by id; the live stream tells admins of each change (screen_presence)', schema: SCREEN_PRESENCE_LIST_SCHEMA } },
      handler: () => ({ body: screens.presence() }),
    }),
    route<ScreenPath>({
      method: 'get',
      path: '/screens/{screen_id}',
      summary: 'Get a screen',
      tag: 'screens',
      access: 'admin-or-screen',
      params: SCREEN_PATH,
      versioned: true,
      responses: { 200: { description: 'The screen', schema: SCREEN_SCHEMA }, ...NO_SCREEN },
      handler({ params, screen }) {
        if (screen && screen.screenId !== params.screen_id) throw forbidden('A screen key only gives access to its own screen')
        return { body: screens.get(params.screen_id) }
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
      versioned: true,
      responses: { 200: { description: 'The changed screen', schema: SCREEN_SCHEMA }, ...NO_SCREEN },
      handler: async ({ params, body, ifMatch }) => ({ body: await screens.update(params.screen_id, body, ifMatch) }),
    }),
    route<ScreenPath>({
      method: 'post',
      path: '/screens/{screen_id}/key',
      summary: 'Rotate a screen\'s key (the old key stops working at once)',
      tag: 'screens',
      access: 'admin',
      params: SCREEN_PATH,
      responses: { 200: { description: 'The screen with its new key', schema: SCREEN_SCHEMA }, ...NO_SCREEN },
      handler: async ({ params }) => ({ body: await screens.rotateKey(params.screen_id) }),
    }),
    route<ScreenPath>({
      method: 'delete',
      path: '/screens/{screen_id}',
      summary: 'Delete a screen (its key stops working at once)',
      tag: 'screens',
      access: 'admin',
      params: SCREEN_PATH,
      responses: { 204: { description: 'Deleted' }, ...NO_SCREEN },
      async handler({ params }) {
        await screens.delete(params.screen_id)
        return { status: 204 }
      },
    }),
  ]
}
