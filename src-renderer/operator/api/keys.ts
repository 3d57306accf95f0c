// Query keys of the console's server state, in one place so the live stream and the pages agree on them.
import type { LogLevel } from '../../../src-main/domain/logging'
import type { GameFilter } from './types'

export const keys = {
  setup: ['setup'] as const,
  me: ['me'] as const,
  arena: ['arena'] as const,
  /** The venue's arenas (GET /arenas), kept by the venue_arena event. */
  arenas: ['arenas'] as const,
  allGames: ['games'] as const,
  games: (filter: GameFilter) => ['games', filter] as const,
  /** Under 'games': a game's start (any game event) refreshes it. */
  plannedTimes: (eventId: number) => ['games', 'planned-times', eventId] as const,
  /** Under 'games': each game's arena of one event (GET /game-arenas); any game event, and game_arena, refresh it. */
  allGameArenas: ['games', 'arenas'] as const,
  gameArenas: (eventId: number) => ['games', 'arenas', eventId] as const,
  game: (id: number) => ['game', id] as const,
  robots: (gameId: number) => ['robots', gameId] as const,
  scoreHistory: (gameId: number) => ['score-history', gameId] as const,
  events: ['events'] as const,
  event: (id: number) => ['event', id] as const,
  allStandings: ['standings'] as const,
  standings: (eventId: number) => ['standings', eventId] as const,
  allKnockouts: ['knockouts'] as const,
  knockouts: (eventId: number) => ['knockouts', eventId] as const,
  users: ['users'] as const,
  /** A users import job: kept current by the live import_job event. */
  importJob: (id: number) => ['import-job', id] as const,
  myKeys: ['my-keys'] as const,
  screens: ['screens'] as const,
  /** One screen as its editor reads it (with its version): outside 'screens', so a deleted screen is not read again. */
  screen: (id: number) => ['screen', id] as const,
  screenPresence: ['screen-presence'] as const,
  settings: ['settings'] as const,
  sso: ['sso'] as const,
  ssoOptions: ['sso-options'] as const,
  /** The login page's question: is single sign-on on, and the button's name. */
  ssoStatus: ['sso-status'] as const,
  backups: ['backups'] as const,
  /** This PC's role and its peer (GET /system/replication): polled every few seconds while an administrator is logged in. */
  replication: ['replication'] as const,
  replicationKeys: ['replication-keys'] as const,
  /** An editable object with its version (ETag), under its own key: the live stream's refresh of that key reaches it. */
  version: <K extends readonly unknown[]>(...key: K) => [...key, 'version'] as const,
  allLogs: ['logs'] as const,
  /** The Log page's entries at `level` and above; the live stream appends to it. */
  logs: (level: LogLevel) => ['logs', level] as const,
}
