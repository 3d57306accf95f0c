// Schemas of scheduling an event: the league schedule (preview and commit), delays, reordering and knockouts.
import type { FromSchema } from 'json-schema-to-ts'
import { GAME_SCHEMA } from './games.schema'
import { ID } from './common.schema'
import { UNIX_SECONDS } from './events.schema'

const BREAK_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['after_play_order', 'minutes'],
  properties: { after_play_order: { type: 'integer', minimum: 1 }, minutes: { type: 'integer', minimum: 1, maximum: 1440 } },
} as const

export type BreakBody = FromSchema<typeof BREAK_BODY>

/** The arenas (in use) a schedule or a knockout is played on, in order (up to MAX_ARENAS of league-slots.ts). */
export const ARENA_IDS = { type: 'array', minItems: 1, maxItems: 8, items: { type: 'integer' } } as const

export const SCHEDULE_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['games_per_player'],
  properties: {
    games_per_player: { type: 'integer', minimum: 1, maximum: 20, description: 'Games each player plays (k)' },
    players: { type: 'array', maxItems: 1000, items: { type: 'integer' }, description: "User ids; default: every user with is_playing" },
    seed: { type: 'integer', minimum: 0, maximum: 2147483647, description: 'Same players, k and seed give the same schedule; default 1' },
    start_time: { ...UNIX_SECONDS, description: "Planned start of the first new game; default the event's start_time (or, when replacing, the end of its last game)" },
    breaks: { type: 'array', maxItems: 50, items: BREAK_BODY },
    replace_scheduled: { type: 'boolean', description: 'When league games already started: replace only the league games still scheduled' },
    arena_ids: { ...ARENA_IDS, description: 'The arenas (in use) that play the league at the same time, in slots; default [1]' },
    stagger_seconds: {
      type: 'integer',
      minimum: 0,
      maximum: 3600,
      description: "Each arena's games start this much after the previous arena's in the same slot; default 0 (together)",
    },
  },
} as const

export type ScheduleBody = FromSchema<typeof SCHEDULE_BODY>

export const QUALITY_SCHEMA = {
  type: 'object',
  required: ['games', 'players', 'games_per_player', 'min_rest', 'mean_rest', 'max_repeat_pairing', 'repeat_pairings', 'pairs_never_meeting', 'connected', 'groups', 'min_colours', 'max_same_colour', 'empty_corners'],
  properties: {
    games: { type: 'integer' },
    players: { type: 'integer' },
    games_per_player: { type: 'integer' },
    min_rest: { type: ['integer', 'null'], description: 'Fewest games between two appearances of a player' },
    mean_rest: { type: ['number', 'null'] },
    max_repeat_pairing: { type: 'integer', description: 'Most games two players share' },
    repeat_pairings: { type: 'integer', description: 'Pairs of players who meet more than once' },
    pairs_never_meeting: { type: 'integer', description: 'Pairs of players who share no game' },
    connected: { type: 'boolean', description: 'Whether every player is reachable from every other through shared games' },
    groups: { type: 'integer', description: 'Groups of players that never meet a player of another group: 1 when connected' },
    min_colours: { type: 'integer', description: 'Fewest corner colours a player gets' },
    max_same_colour: { type: 'integer' },
    empty_corners: { type: 'integer' },
    arenas: { type: 'integer', description: 'Only across several arenas (then min_rest and mean_rest count slots): arenas playing at once' },
    slots: { type: 'integer', description: 'Only across several arenas: slots, each starting one game in every arena (together or staggered)' },
    max_arena_spread: { type: 'integer', description: "Only across several arenas: the most a player's games in one arena exceed their games in another" },
    players_arena_unbalanced: { type: 'integer', description: 'Only across several arenas: players with a spread above 1' },
  },
} as const

export const PROPOSED_GAME_SCHEMA = {
  type: 'object',
  required: ['play_order', 'name', 'start_time', 'end_time', 'corners', 'corner_names', 'arena_id'],
  properties: {
    play_order: { type: 'integer' },
    name: { type: 'string' },
    start_time: { type: 'integer' },
    end_time: { type: 'integer' },
    corners: { type: 'array', minItems: 4, maxItems: 4, items: { type: ['integer', 'null'] } },
    corner_names: { type: 'array', minItems: 4, maxItems: 4, items: { type: 'string' } },
    arena_id: { type: 'integer', description: 'The arena that will play it (games.arena_id once committed)' },
  },
} as const

export const PREVIEW_SCHEMA = {
  type: 'object',
  required: ['games', 'quality', 'replaces'],
  properties: {
    games: { type: 'array', items: PROPOSED_GAME_SCHEMA },
    quality: QUALITY_SCHEMA,
    replaces: { type: 'array', items: { type: 'integer' }, description: 'Ids of the scheduled league games the commit would delete' },
  },
} as const

export const COMMITTED_SCHEMA = {
  type: 'object',
  required: ['games', 'arenas', 'quality', 'replaced'],
  properties: {
    games: { type: 'array', items: GAME_SCHEMA },
    arenas: {
      type: 'array',
      description: "Each new game's arena, in the order of games (the Game record has no arena: GET /games/{id}/arena)",
      items: { type: 'object', required: ['game_id', 'arena_id'], properties: { game_id: { type: 'integer' }, arena_id: { type: 'integer' } } },
    },
    quality: QUALITY_SCHEMA,
    replaced: { type: 'array', items: { type: 'integer' } },
  },
} as const

export const DELAY_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['seconds'],
  properties: {
    seconds: { type: 'integer', minimum: -86400, maximum: 86400, description: 'Positive: later; negative: earlier' },
    arena_id: { ...ID, description: "Only this arena's games (an arena in use); absent: every game of the event" },
  },
} as const

export type DelayBody = FromSchema<typeof DELAY_BODY>

export const REORDER_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['game_ids'],
  properties: { game_ids: { type: 'array', maxItems: 10000, items: { type: 'integer' }, description: "Every scheduled game of the event, in the new order" } },
} as const

export type ReorderBody = FromSchema<typeof REORDER_BODY>

export const GAMES_SCHEMA = { type: 'array', items: GAME_SCHEMA } as const

/** The planned times kept when each started game began (its start_time/end_time are the actual ones from then on). */
export const PLANNED_TIMES_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['game_id', 'start_time', 'end_time'],
    properties: {
      game_id: { type: 'integer' },
      start_time: { type: ['integer', 'null'], description: 'The planned start, Unix seconds; null when the game had none' },
      end_time: { type: ['integer', 'null'], description: 'The planned end, Unix seconds; null when the game had none' },
    },
  },
} as const

export type PlannedTimes = FromSchema<typeof PLANNED_TIMES_SCHEMA>
