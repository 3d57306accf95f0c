// Schemas of the single sign-on login: what the login page learns, the one-time code exchange, the connection test
// and the login options (unknown people, the button's name).
import type { FromSchema } from 'json-schema-to-ts'

export const SSO_PUBLIC_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'display_name'],
  properties: {
    enabled: { type: 'boolean', description: 'Whether the login page offers "Sign in with <display_name>".' },
    display_name: { type: ['string', 'null'], description: 'The provider\'s name for the button; null when single sign-on is off.' },
  },
} as const
export type SsoPublic = FromSchema<typeof SSO_PUBLIC_SCHEMA>

export const SSO_EXCHANGE_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 256, description: 'The one-time code the callback put in /login?sso=<code>.' } },
} as const
export type SsoExchangeBody = FromSchema<typeof SSO_EXCHANGE_BODY>

export const SSO_TEST_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['ok', 'message', 'redirect_uris'],
  properties: {
    ok: { type: 'boolean', description: 'Whether discovery and the provider\'s keys were fetched.' },
    message: { type: 'string', description: 'The result in words.' },
    redirect_uris: { type: 'array', items: { type: 'string' }, description: 'The redirect URIs to register at the provider (one per address of this server).' },
  },
} as const
export type SsoTestResult = FromSchema<typeof SSO_TEST_SCHEMA>

export const SSO_UNKNOWN_USERS = ['refuse', 'create'] as const

export const SSO_OPTIONS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['unknown_users', 'display_name'],
  properties: {
    unknown_users: { enum: SSO_UNKNOWN_USERS, description: 'refuse (default): a person without a user here is refused; create: they get a new non-playing, non-admin user.' },
    display_name: { type: ['string', 'null'], maxLength: 64, description: 'Name on the login button; null: the issuer\'s host name.' },
  },
} as const
export type SsoOptions = FromSchema<typeof SSO_OPTIONS_SCHEMA>

export const SSO_OPTIONS_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    unknown_users: SSO_OPTIONS_SCHEMA.properties.unknown_users,
    display_name: { type: ['string', 'null'], maxLength: 64, description: 'Name on the login button; null or "": the issuer\'s host name.' },
  },
} as const
export type SsoOptionsBody = FromSchema<typeof SSO_OPTIONS_BODY>

/** The short codes of /login?sso_error=<code>; the console shows a sentence for each (docs/sso.md). */
export const SSO_ERROR_CODES = [
  'not_enabled',
  'unreachable',
  'access_denied',
  'provider_error',
  'invalid_state',
  'replayed',
  'expired',
  'client_auth',
  'invalid_grant',
  'wrong_issuer',
  'id_token_expired',
  'id_token_invalid',
  'no_username',
  'unknown_user',
  'link_required',
  'name_taken',
] as const
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number]

export const SSO_LINK_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['subject'],
  properties: {
    subject: { type: 'string', minLength: 1, maxLength: 255, description: 'The provider\'s `sub` of the person (Keycloak: the user\'s ID; the server log names it when a sign-in is refused for want of a link).' },
    issuer: { type: 'string', minLength: 1, maxLength: 2048, description: 'The provider\'s issuer, exactly as its ID tokens say it; default: the configured issuer.' },
  },
} as const
export type SsoLinkBody = FromSchema<typeof SSO_LINK_BODY>

export const SSO_LINK_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['user_id', 'issuer', 'subject'],
  properties: {
    user_id: { type: 'integer' },
    issuer: { type: 'string', description: 'The identity provider (its issuer).' },
    subject: { type: 'string', description: 'The provider\'s `sub` of the person: a sign-in with this issuer and sub is this user.' },
  },
} as const
export type SsoLinkView = FromSchema<typeof SSO_LINK_SCHEMA>
