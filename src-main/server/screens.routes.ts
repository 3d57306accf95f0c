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
import { LIST_SCREENS_EXAMPLE } from '../contract/contract-examples'

const NO_SCREEN = notFoundResponse('screen')

export function screensRoutes(services: Services): AnyRoute[] {
  const { screens } = services
  return [
    route({
      method: 'get',
      path: '/screens',
      summary: 'List Screens',
      description: 'List Screens: an administrator gets every screen with its key, view and options; a screen key gets a list holding its own screen only. Administrators and display screens may call it; another user is refused (403).',
      example: LIST_SCREENS_EXAMPLE,
      tag: 'screens',
      access: 'admin-or-screen',
      // Stored rows only (who is online is /screens/presence): the same for one caller until the next write.
      shared: 'caller',
      responses: { 200: { description: 'An admin gets every screen; a screen key gets a list of its own screen only', schema: SCREEN_LIST_SCHEMA } },
      handler: ({ screen }) => ({ body: screens.list(screen?.screenId) }),
    }),
    route<Record<string, never>, Record<string, never>, CreateScreenBody>({
      method: 'post',
      path: '/screens',
      summary: 'Create a screen (its key is generated)',
      description: 'Creates a display screen with a generated key (sk_…) and answers it with the key. Administrators only.',
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
      description: 'Answers every screen by id, online or not, with its open live streams; the live stream tells administrators of each change (screen_presence). Administrators only.',
      tag: 'screens',
      access: 'admin',
      responses: { 200: { description: 'Every screen, online or not, by id; the live stream tells admins of each change (screen_presence)', schema: SCREEN_PRESENCE_LIST_SCHEMA } },
      handler: () => ({ body: screens.presence() }),
    }),
    route<ScreenPath>({
      method: 'get',
      path: '/screens/{screen_id}',
      summary: 'Get a screen',
      description: 'Answers one screen. Administrators may read any; a screen key may read its own screen only and is refused (403) for another. An unknown screen is 404.',
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
      description: "Changes a screen's name, the view it shows (current) and that view's options (config), and answers it; the screen switches at once. Administrators only. It refuses an unknown screen (404), options that do not fit the view (422), and with If-Match naming an older version saves nothing (409 with the fields that changed).",
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
      description: 'Gives a screen a new key and answers the screen with it; the old key stops working at once. Administrators only; an unknown screen is 404.',
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
      description: 'Deletes a screen; its key stops working at once. Administrators only; an unknown screen is 404.',
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
