// Examples for the nine operations of the interface contract (docs/contract.md), shown in the OpenAPI document and the
// reference at /api/docs: a request body where the operation takes one, and its success answer. Each fits its schema
// (Spectral checks every example in test/api/openapi-lint.test.ts) and is an answer the server gives.

const EVENT_START = 1_779_958_800 // 2026-05-28 09:00 UTC
const GAME_START = EVENT_START + 3_600

/** A scheduled league game with four players seated, red to blue. */
const SCHEDULED_GAME = {
  id: 12,
  name: 'League game 12',
  start_time: GAME_START,
  end_time: GAME_START + 150,
  started: false,
  finished: false,
  scored: false,
  league: true,
  status: 'scheduled',
  corners: [3, 5, 8, 13],
  corner_names: ['Ana', 'Ben', 'Chloé', 'Dawit'],
  corner_ips: ['10.0.7.31', '10.0.7.35', null, '10.0.7.43'],
  game_points: [null, null, null, null],
  league_points: [null, null, null, null],
  tournament_round: null,
  play_order: 12,
}

export const UPDATE_CORNERS_EXAMPLE = {
  request: { red: 3, green: 8, blue: null },
  answer: { ...SCHEDULED_GAME, corners: [3, 5, 8, null], corner_names: ['Ana', 'Ben', 'Chloé', ''], corner_ips: ['10.0.7.31', '10.0.7.35', null, null] },
}

export const GET_ME_EXAMPLE = { answer: { id: 3, name: 'Ana', is_admin: false, is_playing: true, robot_ip: '10.0.7.31' } }

export const START_GAME_EXAMPLE = {
  request: { mode: 'competition' },
  // Started at 10:02:07: start_time is the start, end_time the start plus the game length (150 s by default).
  answer: { ...SCHEDULED_GAME, start_time: GAME_START + 127, end_time: GAME_START + 277, started: true, status: 'running' },
}

export const UPDATE_SSO_CONFIG_EXAMPLE = {
  request: {
    enabled: true,
    issuer: 'https://login.example.org/realms/robotics',
    client_id: 'arena-console',
    client_secret: 'kR8v-secret-from-the-provider',
    scopes: ['openid', 'profile'],
    username_claim: 'preferred_username',
    admin_claim: 'arena_admin',
  },
  answer: {
    enabled: true,
    issuer: 'https://login.example.org/realms/robotics',
    client_id: 'arena-console',
    client_secret_set: true,
    scopes: ['openid', 'profile'],
    username_claim: 'preferred_username',
    admin_claim: 'arena_admin',
  },
}

export const GET_GAME_EXAMPLE = { answer: SCHEDULED_GAME }

export const BULK_IMPORT_USERS_EXAMPLE = {
  /** The file part as text: the header row, then one user per row. */
  request: { file: 'username,password,is_admin,is_playing,robot_ip\r\nAna,ana-password-1,false,true,10.0.7.31\r\nBen,,false,true,10.0.7.35\r\n' },
  answer: { created: 1, updated: 1 },
}

export const LIST_SCREENS_EXAMPLE = {
  answer: [
    { id: 1, name: 'Hall display', key: 'sk_4fJ2qW9xZr0bT6mPaLc8yVnE1uHsD3kG7oXiB5wQeRt', current: 'game', config: '{}' },
    { id: 2, name: 'Pit board', key: 'sk_Yc7Nq2LwP0aZ5rTbX9mUe4KdG1sVhJ8oF3iE6yRtBnQ', current: 'message', config: '{"text": "Lunch break"}' },
  ],
}

export const LIST_MY_KEYS_EXAMPLE = {
  answer: [{ id: 4, name: 'Robot program', key: 'ak_Qm3xT8vLz1pW6sYc0nRb5kHf9jGd2aUe7oXiB4wEtNs', created_at: '2026-05-27T18:42:10Z' }],
}

export const CREATE_EVENT_EXAMPLE = {
  request: { name: 'Spring League 2026', start_time: EVENT_START, end_time: EVENT_START + 32_400 },
  answer: { id: 1, name: 'Spring League 2026', start_time: EVENT_START, end_time: EVENT_START + 32_400 },
}
