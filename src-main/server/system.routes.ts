// The system resource: arena settings (game length, changeover, robot port and timeout) and the single-sign-on configuration.
import { ARENA_SETTINGS_SCHEMA, SSO_CONFIG_BODY, SSO_CONFIG_SCHEMA, UPDATE_SETTINGS_BODY, type SsoConfigUpdate, type UpdateSettingsBody } from '../contract/system.schema'
import { LOG_LIST_QUERY, LOG_LIST_SCHEMA, type LogListQuery } from '../contract/logs.schema'
import { route, type AnyRoute } from './route'
import type { Services } from './services'
import { UPDATE_SSO_CONFIG_EXAMPLE } from '../contract/contract-examples'

/** `secrets=omit`: a copy to share, with every key, password hash, session and client secret left out. */
const DATA_FILE_QUERY = {
  type: 'object',
  properties: {
    secrets: {
      enum: ['include', 'omit'],
      default: 'include',
      description:
        'include (default): the complete file, to open on another arena PC; confidential. omit: a copy to share: personal keys, sessions, password hashes and the SSO client secret left out, screen keys replaced.',
    },
  },
}

export function systemRoutes(services: Services): AnyRoute[] {
  const { settings, backups, logs } = services
  return [
    route({
      method: 'get',
      path: '/system/settings',
      summary: 'Get the arena settings (any user and every screen may read them: the screens show times in its clock format)',
      description: 'Answers the arena settings (game length, clock format, robot port and the like). Any user and any display screen may read them, since the screens show times in the clock format set here.',
      tag: 'system',
      access: 'user-or-screen',
      versioned: true,
      responses: { 200: { description: 'The arena settings', schema: ARENA_SETTINGS_SCHEMA } },
      handler: () => ({ body: settings.arenaSettings() }),
    }),
    route<Record<string, never>, Record<string, never>, UpdateSettingsBody>({
      method: 'patch',
      path: '/system/settings',
      summary: 'Change some arena settings',
      description: 'Changes the arena settings sent and answers them all. Administrators only. With If-Match naming an older version it saves nothing and answers 409 with the fields that changed.',
      tag: 'system',
      access: 'admin',
      body: UPDATE_SETTINGS_BODY,
      versioned: true,
      responses: { 200: { description: 'All the arena settings after the change', schema: ARENA_SETTINGS_SCHEMA } },
      handler: async ({ body, ifMatch }) => ({ body: await settings.updateArenaSettings(body, ifMatch) }),
    }),
    route({
      method: 'get',
      path: '/system/config/sso',
      summary: 'Get Sso Config',
      description: 'Get Sso Config: answers the single sign-on configuration (issuer, client id, scopes, claims); the client secret is never answered, only whether one is set. Administrators only.',
      tag: 'system',
      access: 'admin',
      versioned: true,
      responses: { 200: { description: 'The single-sign-on configuration; the client secret is never shown, only whether one is set', schema: SSO_CONFIG_SCHEMA } },
      handler: () => ({ body: settings.ssoConfig() }),
    }),
    route<Record<string, never>, Record<string, never>, SsoConfigUpdate>({
      method: 'post',
      path: '/system/config/sso',
      summary: 'Update Sso Config',
      description: 'Update Sso Config: replaces the single sign-on configuration with the body (an omitted client_secret keeps the stored one) and answers it without the secret. Administrators only. It refuses a body that does not fit, such as an issuer that is not a URL or empty (422), and with If-Match naming an older version saves nothing (409 with the fields that changed).',
      example: UPDATE_SSO_CONFIG_EXAMPLE,
      tag: 'system',
      access: 'admin',
      body: SSO_CONFIG_BODY,
      versioned: true,
      responses: { 200: { description: 'The stored configuration (replaced by the body; an omitted client_secret is kept), without the secret', schema: SSO_CONFIG_SCHEMA } },
      handler: async ({ body, ifMatch }) => ({ body: await settings.updateSsoConfig(body, ifMatch) }),
    }),
    route<Record<string, never>, { secrets?: 'include' | 'omit' }>({
      method: 'get',
      path: '/system/data-file',
      summary: 'Export the data file: a consistent SQLite snapshot of everything committed so far',
      description: 'Answers a consistent SQLite snapshot of everything committed so far, as an attachment, for a copy kept off the arena PC. Administrators only.',
      tag: 'system',
      access: 'admin',
      query: DATA_FILE_QUERY,
      responses: { 200: { description: 'The SQLite data file, as an attachment', contentType: 'application/vnd.sqlite3' } },
      async handler({ query }) {
        const { bytes, fileName } = await backups.dataFile(query.secrets)
        return {
          body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          headers: { 'Content-Type': 'application/vnd.sqlite3', 'Content-Disposition': `attachment; filename="${fileName}"` },
        }
      },
    }),
    route<Record<string, never>, LogListQuery>({
      method: 'get',
      path: '/system/logs',
      summary: 'The latest entries of the server log, oldest first (docs/logs.md)',
      description: 'Answers the latest entries of the server log at a level or above, oldest first (docs/logs.md). Administrators only.',
      tag: 'system',
      access: 'admin',
      query: LOG_LIST_QUERY,
      responses: { 200: { description: 'At most `limit` of the latest entries at `level` or above', schema: LOG_LIST_SCHEMA } },
      handler: ({ query }) => ({ body: logs.latest(query), headers: { 'Cache-Control': 'no-store' } }),
    }),
    route({
      method: 'get',
      path: '/system/logs/file',
      summary: 'Download the current log file (JSON lines; rotated files stay in the logs folder)',
      description: 'Answers the log file being written now (JSON lines) as an attachment; rotated files stay in the logs folder. Administrators only.',
      tag: 'system',
      access: 'admin',
      responses: { 200: { description: 'The log file being written now, as an attachment', contentType: 'application/x-ndjson' } },
      async handler() {
        const { bytes, fileName } = await logs.currentFile()
        return { body: bytes, headers: { 'Content-Type': 'application/x-ndjson', 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'no-store' } }
      },
    }),
  ]
}
