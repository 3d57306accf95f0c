// Schemas of the system resource: the arena settings and the single-sign-on configuration (its body and its view).
import type { FromSchema } from 'json-schema-to-ts'
import { CLOCK_FORMATS } from '../domain/time-format'

export type { SsoConfigUpdate, SsoConfigView } from '../domain/sso-config'

const SETTING_BOUNDS = {
  game_length_s: { type: 'integer', minimum: 10, maximum: 3600, description: 'Length of a game, seconds (default 150).' },
  changeover_s: { type: 'integer', minimum: 0, maximum: 3600, description: 'Time between two games, seconds (default 120).' },
  robot_port: { type: 'integer', minimum: 1, maximum: 65535, description: 'TCP port robots listen on for the start signal (default 8765).' },
  robot_timeout_ms: { type: 'integer', minimum: 50, maximum: 30000, description: 'How long to wait for a robot to acknowledge a signal, ms (default 1000).' },
  staging_offset_s: { type: 'integer', minimum: 0, maximum: 3600, description: 'How long before its planned start a game\'s players are called to staging (the queueing screen), seconds (default 300).' },
  stagger_s: { type: 'integer', minimum: 0, maximum: 3600, description: 'With several arenas: seconds from one arena\'s game of a league slot to the next arena\'s, the default of a schedule request\'s stagger_seconds (0: together, the default). Answered once set.' },
  clock_format: { enum: CLOCK_FORMATS, description: 'How the console and the venue screens show times of day: "24h" (21:00, the default) or "12h" (9:00 PM).' },
} as const

export const ARENA_SETTINGS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['game_length_s', 'changeover_s', 'robot_port', 'robot_timeout_ms', 'clock_format', 'staging_offset_s'],
  properties: SETTING_BOUNDS,
} as const

/** The arena settings: game length and changeover in seconds, the robots' TCP port and acknowledgement timeout in ms, the clock format. */
export type ArenaSettings = FromSchema<typeof ARENA_SETTINGS_SCHEMA>

export const UPDATE_SETTINGS_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: SETTING_BOUNDS,
} as const

export type UpdateSettingsBody = FromSchema<typeof UPDATE_SETTINGS_BODY>

const CLAIM = { type: 'string', minLength: 1, maxLength: 256 } as const
/** A scope token as RFC 6749 section 3.3 allows it: printable ASCII without space, `"` or `\`. */
const SCOPE = { type: 'string', minLength: 1, maxLength: 128, pattern: '^[!#-\\[\\]-~]*$' } as const

export const SSO_CONFIG_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled'],
  properties: {
    enabled: { type: 'boolean' },
    issuer: {
      type: ['string', 'null'],
      maxLength: 2048,
      // No type in the branches: a value of the wrong type is one string_type item, not one more per branch.
      anyOf: [{ maxLength: 0 }, { format: 'uri' }],
      description: 'OpenID Connect issuer, an http(s) URL with a host and without credentials, query or fragment; required when enabled. "" or null: not set.',
    },
    client_id: { type: ['string', 'null'], maxLength: 512, description: 'Required when enabled.' },
    client_secret: { type: ['string', 'null'], maxLength: 4096, description: 'Omitted: the stored secret is kept. "" or null: the secret is removed. Never answered.' },
    scopes: { type: 'array', maxItems: 32, items: SCOPE, description: 'Scope tokens (default ["openid", "profile"]); must include "openid" when enabled.' },
    username_claim: { ...CLAIM, description: 'ID-token claim holding the user name (default "preferred_username").' },
    admin_claim: { type: ['string', 'null'], maxLength: 256, description: 'ID-token claim that marks an administrator; null or "" for none.' },
  },
} as const

export const SSO_CONFIG_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'issuer', 'client_id', 'client_secret_set', 'scopes', 'username_claim', 'admin_claim'],
  properties: {
    enabled: { type: 'boolean' },
    issuer: { type: ['string', 'null'] },
    client_id: { type: ['string', 'null'] },
    client_secret_set: { type: 'boolean', description: 'Whether a client secret is stored; the secret itself is never answered.' },
    scopes: { type: 'array', items: { type: 'string' } },
    username_claim: { type: 'string' },
    admin_claim: { type: ['string', 'null'] },
  },
} as const
