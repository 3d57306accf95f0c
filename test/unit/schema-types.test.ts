// The TypeScript types derived from the contract's JSON schemas (FromSchema, json-schema-to-ts) agree with the types
// they replaced and with the domain's own types. Type-level only: a mismatch is a compile error, so it fails
// `npx tsc --noEmit -p .` (test/ is in tsconfig's include); the vitest run only confirms the file loads.
import type { FromSchema } from 'json-schema-to-ts'
import { describe, expectTypeOf, it } from 'vitest'
import type { LoginBody, Me } from '../../src-main/contract/auth.schema'
import type { BackupPath, BACKUP_SCHEMA } from '../../src-main/contract/backups.schema'
import type { CreateEventBody, Event, EventDetail, EventPath, UpdateEventBody } from '../../src-main/contract/events.schema'
import type {
  CornersBody,
  CreateGameBody,
  GAME_SCHEMA,
  GameListQuery,
  GamePath,
  StartGameBody,
  UpdateGameBody,
} from '../../src-main/contract/games.schema'
import type { CreateKeyBody, KeyEntry, KeyPath } from '../../src-main/contract/keys.schema'
import type { KnockoutBody } from '../../src-main/contract/knockouts.schema'
import type { BreakBody, DelayBody, QUALITY_SCHEMA, ReorderBody, ScheduleBody } from '../../src-main/contract/schedule.schema'
import type { ScoreChange, ScoresBody } from '../../src-main/contract/scores.schema'
import type { CORNER_ENTRY_SCHEMA, SCORE_SHEET_SCHEMA } from '../../src-main/contract/score-sheet.schema'
import type { CreateScreenBody, Screen, SCREEN_SCHEMA, ScreenPath, ScreenPresence, ScreenView, UpdateScreenBody } from '../../src-main/contract/screens.schema'
import type { SetupBody } from '../../src-main/contract/setup.schema'
import type { EventStandings } from '../../src-main/contract/standings.schema'
import type { ArenaSettings, SSO_CONFIG_BODY, SSO_CONFIG_SCHEMA, UpdateSettingsBody } from '../../src-main/contract/system.schema'
import type { CreateUserBody, ImportResult, UpdateUserBody, UserPath } from '../../src-main/contract/users.schema'
import type { CornerColour, GameMode, GameRecord, GameStatus } from '../../src-main/domain/game-record'
import type { ScheduleQuality } from '../../src-main/domain/league-quality'
import type { CornerEntry, ScoreSheet } from '../../src-main/domain/score-sheet'
import type { SsoConfigUpdate, SsoConfigView } from '../../src-main/domain/sso-config'
import type { Standings } from '../../src-main/domain/standings'
import type { BackupInfo } from '../../src-main/store/backups'
import type { Declared } from '../../src-main/contract/common.schema'

/** true when each of A and B is assignable to the other and they name the same properties. */
type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? ([keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false) : false) : false

describe('schema-derived types', () => {
  it('match the domain types the responses are built from', () => {
    const game: Agree<FromSchema<typeof GAME_SCHEMA>, GameRecord> = true
    const standings: Agree<EventStandings, Standings & { event_id: number }> = true
    const ssoBody: Agree<FromSchema<typeof SSO_CONFIG_BODY>, SsoConfigUpdate> = true
    const ssoView: Agree<FromSchema<typeof SSO_CONFIG_SCHEMA>, SsoConfigView> = true
    const quality: Agree<Declared<FromSchema<typeof QUALITY_SCHEMA>>, ScheduleQuality> = true
    const backup: Agree<FromSchema<typeof BACKUP_SCHEMA>, Omit<BackupInfo, 'path'>> = true
    const scoreSheet: Agree<FromSchema<typeof SCORE_SHEET_SCHEMA>, ScoreSheet> = true
    const cornerEntry: Agree<FromSchema<typeof CORNER_ENTRY_SCHEMA>, CornerEntry> = true
    // Screen stays hand-written (current: string, as the store reads it); what the schema allows must fit it.
    expectTypeOf<FromSchema<typeof SCREEN_SCHEMA>>().toExtend<Screen>()
    expectTypeOf<FromSchema<typeof SCREEN_SCHEMA>['current']>().toEqualTypeOf<ScreenView>()
    expectTypeOf([game, standings, ssoBody, ssoView, quality, backup, scoreSheet, cornerEntry]).toEqualTypeOf<true[]>()
  })

  it('are exactly the hand-written types they replaced', () => {
    type Seat = number | null | undefined
    expectTypeOf<LoginBody>().toEqualTypeOf<{ username: string; password: string }>()
    expectTypeOf<Me>().toEqualTypeOf<{ id: number; name: string; is_admin: boolean; is_playing: boolean; robot_ip: string }>()
    expectTypeOf<BackupPath>().toEqualTypeOf<{ name: string }>()
    expectTypeOf<Event>().toEqualTypeOf<{ id: number; name: string; start_time: number; end_time: number }>()
    expectTypeOf<EventDetail>().toEqualTypeOf<{ id: number; name: string; start_time: number; end_time: number; points_table: number[] }>()
    expectTypeOf<CreateEventBody>().toEqualTypeOf<{ name: string; start_time: number; end_time: number; points_table?: number[] }>()
    expectTypeOf<UpdateEventBody>().toEqualTypeOf<Partial<CreateEventBody>>()
    expectTypeOf<CreateGameBody>().toEqualTypeOf<{
      name: string
      league?: boolean
      tournament_round?: number | null
      play_order?: number
      start_time?: number | null
      end_time?: number | null
      event_id?: number | null
    }>()
    expectTypeOf<UpdateGameBody>().toEqualTypeOf<Partial<CreateGameBody>>()
    expectTypeOf<CornersBody>().toEqualTypeOf<{ [C in CornerColour]?: Exclude<Seat, undefined> }>()
    expectTypeOf<GameListQuery>().toEqualTypeOf<{ event_id?: number; status?: GameStatus; league?: boolean; limit?: number; offset?: number }>()
    expectTypeOf<StartGameBody>().toEqualTypeOf<{ mode: GameMode }>()
    expectTypeOf<StartGameBody['mode']>().toEqualTypeOf<'competition' | 'development'>()
    expectTypeOf<KeyEntry>().toEqualTypeOf<{ id: number; name: string; key: string; created_at: string }>()
    expectTypeOf<CreateKeyBody>().toEqualTypeOf<{ name: string }>()
    expectTypeOf<KnockoutBody>().toEqualTypeOf<{ players: number; start_time?: number; arena_ids?: number[]; single_arena_rounds?: number }>()
    expectTypeOf<BreakBody>().toEqualTypeOf<{ after_play_order: number; minutes: number }>()
    expectTypeOf<ScheduleBody>().toEqualTypeOf<{
      games_per_player: number
      players?: number[]
      seed?: number
      start_time?: number
      breaks?: BreakBody[]
      replace_scheduled?: boolean
      arena_ids?: number[]
      stagger_seconds?: number
    }>()
    expectTypeOf<DelayBody>().toEqualTypeOf<{ seconds: number; arena_id?: number }>()
    expectTypeOf<ReorderBody>().toEqualTypeOf<{ game_ids: number[] }>()
    expectTypeOf<ScoresBody>().toEqualTypeOf<{ [C in CornerColour]?: Exclude<Seat, undefined> }>()
    expectTypeOf<ScoreChange>().toEqualTypeOf<{
      id: number
      changed_by: number | null
      changed_by_name: string
      changed_at: number
      game_points_before: Array<number | null> | null
      game_points_after: Array<number | null>
      kind?: 'replay'
      reason?: string
      revision?: number
      entries?: Array<CornerEntry | null>
    }>()
    expectTypeOf<CreateScreenBody>().toEqualTypeOf<{ name: string; current?: ScreenView; config?: string }>()
    expectTypeOf<UpdateScreenBody>().toEqualTypeOf<{ name?: string; current?: ScreenView; config?: string }>()
    expectTypeOf<ScreenPresence>().toEqualTypeOf<{ screen_id: number; online: boolean; connections: number; since: number | null }>()
    expectTypeOf<SetupBody>().toEqualTypeOf<{ password: string }>()
    expectTypeOf<ArenaSettings>().toEqualTypeOf<{ game_length_s: number; changeover_s: number; robot_port: number; robot_timeout_ms: number; clock_format: '24h' | '12h'; staging_offset_s: number; stagger_s?: number }>()
    expectTypeOf<UpdateSettingsBody>().toEqualTypeOf<Partial<ArenaSettings>>()
    expectTypeOf<CreateUserBody>().toEqualTypeOf<{ name: string; password: string; is_admin?: boolean; is_playing?: boolean; robot_ip?: string }>()
    expectTypeOf<UpdateUserBody>().toEqualTypeOf<Partial<CreateUserBody>>()
    expectTypeOf<ImportResult>().toEqualTypeOf<{ created: number; updated: number }>()
    expectTypeOf<GamePath>().toEqualTypeOf<{ game_id: number }>()
    expectTypeOf<EventPath>().toEqualTypeOf<{ event_id: number }>()
    expectTypeOf<UserPath>().toEqualTypeOf<{ user_id: number }>()
    expectTypeOf<ScreenPath>().toEqualTypeOf<{ screen_id: number }>()
    expectTypeOf<KeyPath>().toEqualTypeOf<{ key_id: number }>()
  })
})
