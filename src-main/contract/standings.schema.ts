// Schemas and types of an event's league standings (GET /events/{event_id}/standings).
import type { FromSchema } from 'json-schema-to-ts'
import { PAGE_LIMIT, PAGE_OFFSET, type Declared } from './common.schema'

export type { Standings, StandingsRow } from '../domain/standings'

const ROW_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['rank', 'user_id', 'name', 'league_points', 'game_points', 'games_played'],
  properties: {
    rank: { type: 'integer', minimum: 1, description: 'Shared by players equal in league points and game points (1, 2, 2, 4)' },
    user_id: { type: 'integer' },
    name: { type: 'string' },
    league_points: { type: 'integer', description: 'Sum over the scored league games of the event' },
    game_points: { type: 'integer', description: 'Sum of own game points over the same games; a no-show counts 0' },
    games_played: { type: 'integer', minimum: 0, description: 'Scored league games in which the player sat in a corner, no-shows included' },
    tie_breakers: {
      type: 'array',
      items: { type: 'number' },
      description: "With a score sheet: the player's values for its tie-breakers, in their order, summed over the scored league games (a game lost to a red card counts none); ranks players equal in league and game points",
    },
    disqualifications: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['game_id', 'game_name', 'reason'],
        properties: { game_id: { type: 'integer' }, game_name: { type: 'string' }, reason: { type: 'string', description: 'The red card’s reason as the scorer gave it (may be empty)' } },
      },
      description: 'With a score sheet: the league games a red card disqualified the player from (0 league points, their game points not counted)',
    },
  },
} as const

export const STANDINGS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['event_id', 'complete', 'unscored_games', 'rows'],
  properties: {
    event_id: { type: 'integer' },
    complete: { type: 'boolean', description: 'Every league game of the event is scored (also true when it has none)' },
    unscored_games: { type: 'array', items: { type: 'integer' }, description: 'Ids of the league games not scored yet, in running order' },
    rows: {
      type: 'array',
      items: ROW_SCHEMA,
      description: 'Every player seated in a league game of the event, by league points, then game points, then name (ignoring case)',
    },
  },
} as const

/** The domain's Standings of one event, with its id (test/unit/schema-types.test.ts checks the two agree). */
export type EventStandings = FromSchema<typeof STANDINGS_SCHEMA>

/**
 * Paging of the rows, as the game list pages (same names and bounds); without `limit` every row from `offset`, as before
 * paging existed (docs/decisions.md, 2026-11-27). The X-Total-Count header says how many rows there are in all.
 */
export const STANDINGS_QUERY = {
  type: 'object',
  properties: {
    limit: { ...PAGE_LIMIT, description: 'Rows in the page (1 to 500); omitted: every row' },
    offset: { ...PAGE_OFFSET, description: 'Rows skipped before the page, in ranking order' },
  },
} as const

/** limit and offset stay optional (no defaults are filled in); unknown query parameters are let through, hence Declared. */
export type StandingsQuery = Declared<FromSchema<typeof STANDINGS_QUERY, { keepDefaultedPropertiesOptional: true }>>
