// The console on the live stream (/api/v1/stream, the connection both apps share): each event updates the query cache
// through the shared reducers (the arena, the games it holds) or makes what it changed read again, so no page ever needs a
// manual refresh, and nothing the stream pushed is read again after a command.
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { LiveConnection, type LiveHandlers, type LiveStatus } from '../../shared/live/connection'
import { arenaOnClock, arenaOnCorners, arenaOnFinishPending, arenaOnGame, arenaOnGameDeleted, arenaOnPlayerRenamed, arenaOnState, arenaOnSummary, onlyRunChanged, replaceGame } from '../../shared/live/reducers'
import { route, updateArenaById, updateEveryArena } from '../../shared/live/arenas'
import type { LiveArena } from '../../shared/live/reducers'
import { serverNow as serverNowAt } from '../../shared/live/server-time'
import { useServerNow, type ServerNowOptions } from '../../shared/live/use-server-now'
import type { ArenaState, GameFilter, GameRecord } from './types'
import { applyCorners, applyOnDeck, applyPresence, applyReadiness, applyRobot } from './arena-queries'
import { keys } from './keys'
import { applyEventScoring, applyScoreEntries } from './scoring-queries'
import { applyLiveSheets } from './sheet-scoring-queries'
import { MY_GAMES_KEY } from './my-games'
import { applyEventLocale } from './event-locale'
import { applyLogEntry } from './log-queries'
import { PrimaryFollower } from '../../shared/live/primary-follower'
import { whenReadOnly } from './client'
import { arrivedHandover, handoverUrl } from './handover'

export type { LiveStatus } from '../../shared/live/connection'

let status: LiveStatus = 'connecting'
let offsetMs = 0
const listeners = new Set<() => void>()

function changed(): void {
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Now by the server's clock (ms), whatever this computer's clock says. */
export function serverNow(): number {
  return serverNowAt(Date.now(), offsetMs)
}

/** The server's time (ms) on the beat `options` say: the shared hook, with the console's offset from its stream. */
export function useConsoleNow(options?: ServerNowOptions): number {
  return useServerNow(
    useSyncExternalStore(subscribe, () => offsetMs),
    options,
  )
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, () => status)
}

const updateArena = (client: QueryClient, change: (arena: ArenaState) => ArenaState) => client.setQueryData<ArenaState>(keys.arena, (arena) => arena && change(arena))

/**
 * An event about one game goes to the arena it names (`arenaId`, with several arenas), else to the arena that holds the game
 * (shared/live/arenas.ts); with several arenas and none known, the arena's state is read again when `readAgain` (a game that
 * runs: an arena's news this console missed).
 */
function routeArena(client: QueryClient, gameId: number, change: (arena: LiveArena) => LiveArena, readAgain = true, arenaId?: number): void {
  let known = true
  client.setQueryData<ArenaState>(keys.arena, (arena) => {
    if (!arena) return arena
    const routed = route(arena, gameId, change, arenaId)
    known = routed.known
    return routed.state
  })
  if (!known && readAgain) void client.invalidateQueries({ queryKey: keys.arena })
}

function readPlayersAgain(client: QueryClient, arenaToo: boolean): void {
  void client.invalidateQueries({ queryKey: keys.users })
  void client.invalidateQueries({ queryKey: keys.allGames })
  void client.invalidateQueries({ queryKey: ['game'] })
  if (arenaToo) void client.invalidateQueries({ queryKey: keys.arena })
  void client.invalidateQueries({ queryKey: keys.allStandings })
  void client.invalidateQueries({ queryKey: keys.allKnockouts })
}

/** A games list query (['games', filter]), not the other queries under 'games' (planned times, a team's own games). */
function gameList(query: Query): GameFilter | undefined {
  const [prefix, filter] = query.queryKey
  return prefix === 'games' && typeof filter === 'object' && filter !== null ? filter : undefined
}

/**
 * A game record the server told (the `game` event, or a command's answer): the arena follows it (shared reducer), the
 * game's own query holds it, and each games list that holds it with only its run changed (a start, an end, an abort)
 * holds the new record in its place; any other list it may be in (a new game, an edit, a score) is read again.
 */
export function applyGameRecord(client: QueryClient, game: GameRecord): void {
  routeArena(client, game.id, (arena) => arenaOnGame(arena, game), game.status === 'running')
  client.setQueryData(keys.game(game.id), game)
  for (const query of client.getQueryCache().findAll({ queryKey: keys.allGames })) {
    const filter = gameList(query)
    if (!filter) continue
    const list = query.state.data as GameRecord[] | undefined
    const before = list?.find((held) => held.id === game.id)
    const stays = before && onlyRunChanged(before, game) && (filter.status === undefined || filter.status === game.status)
    if (list && stays) client.setQueryData(query.queryKey, replaceGame(list, game))
    else void client.invalidateQueries({ queryKey: query.queryKey, exact: true })
  }
}

function applyGame(client: QueryClient, game: GameRecord): void {
  applyGameRecord(client, game)
  // Under 'games' besides the lists: the planned times (kept at a start) and a team's own games.
  void client.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'games' && !gameList(query) })
  void client.invalidateQueries({ queryKey: keys.allStandings })
  void client.invalidateQueries({ queryKey: keys.allKnockouts })
  void client.invalidateQueries({ queryKey: keys.scoreHistory(game.id) })
}

/** What the console does with each event of the catalogue it subscribes to. */
function consoleHandlers(client: QueryClient, follower: PrimaryFollower): LiveHandlers {
  return {
    state: (state) => {
      follower.learn(state.arena_pcs)
      client.setQueryData<ArenaState>(keys.arena, { ...arenaOnState(state), arenas: state.arenas?.map((arena) => ({ ...arena, ...arenaOnState(arena) })) })
      if (state.corners) applyCorners(client, state.corners)
      // Whatever changed while the stream was away: read it again.
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'arena' })
    },
    game: (game) => applyGame(client, game),
    game_deleted: ({ id }) => {
      updateArena(client, (arena) => updateEveryArena(arena, (one) => arenaOnGameDeleted(one, id)))
      client.removeQueries({ queryKey: keys.game(id) })
      void client.invalidateQueries({ queryKey: keys.allGames })
      void client.invalidateQueries({ queryKey: keys.allStandings })
    },
    clock: (clock) => routeArena(client, clock.game_id, (arena) => arenaOnClock(arena, clock), true, clock.arena_id),
    finish_pending: (pending) => routeArena(client, pending.game_id, (arena) => arenaOnFinishPending(arena, pending), true, pending.arena_id),
    // The arena's mode and start conditions (administrators' streams), after every change of them: the Arena page's Start follows.
    arena: (summary) => updateArena(client, (arena) => updateArenaById(arena, summary.arena_id, (one) => arenaOnSummary(one, summary))),
    robot: (outcome) => {
      applyRobot(client, outcome)
      void client.invalidateQueries({ queryKey: MY_GAMES_KEY })
    },
    on_deck: ({ game, arena_id }) => {
      applyOnDeck(client, game, arena_id)
      // A team's own page says which game is on deck.
      void client.invalidateQueries({ queryKey: MY_GAMES_KEY })
    },
    // An arena made, renamed or retired: the list, and the arena's state (several arenas add their list to it), are read again.
    venue_arena: () => {
      void client.invalidateQueries({ queryKey: keys.arenas })
      void client.invalidateQueries({ queryKey: keys.arena })
      // A team's own page names its games' arenas.
      void client.invalidateQueries({ queryKey: MY_GAMES_KEY })
    },
    game_arena: () => {
      void client.invalidateQueries({ queryKey: keys.arena })
      void client.invalidateQueries({ queryKey: keys.allGameArenas })
      void client.invalidateQueries({ queryKey: MY_GAMES_KEY })
    },
    robot_readiness: (readiness) => applyReadiness(client, readiness),
    corners: (controls) => {
      routeArena(client, controls.game_id, (arena) => arenaOnCorners(arena, controls), false, controls.arena_id)
      applyCorners(client, controls)
    },
    robot_presence: (presence) => applyPresence(client, presence),
    event: () => {
      void client.invalidateQueries({ queryKey: keys.events })
      void client.invalidateQueries({ queryKey: ['event'] })
    },
    event_deleted: () => {
      void client.invalidateQueries({ queryKey: keys.events })
      void client.invalidateQueries({ queryKey: keys.allGames })
    },
    // A name or a player gone shows in the Players page, the corners of games (and the arena's game) and the standings.
    player_renamed: (player) => {
      updateArena(client, (arena) => updateEveryArena(arena, (one) => arenaOnPlayerRenamed(one, player)))
      readPlayersAgain(client, false)
    },
    users_changed: () => readPlayersAgain(client, true),
    player_deleted: () => readPlayersAgain(client, true),
    screen: (screen) => {
      void client.invalidateQueries({ queryKey: keys.screens })
      void client.invalidateQueries({ queryKey: keys.screen(screen.id) })
    },
    screen_deleted: () => void client.invalidateQueries({ queryKey: keys.screens }),
    settings_changed: () => {
      void client.invalidateQueries({ queryKey: keys.settings })
      // The staging offset moves a team's staging times.
      void client.invalidateQueries({ queryKey: MY_GAMES_KEY })
    },
    // The SSO configuration or its login options changed on another console: Settings and the button's name read them again.
    sso_config_changed: () => {
      for (const queryKey of [keys.sso, keys.ssoOptions, keys.ssoStatus]) void client.invalidateQueries({ queryKey })
    },
    import_job: (job) => client.setQueryData(keys.importJob(job.id), job),
    backups_changed: () => void client.invalidateQueries({ queryKey: keys.backups }),
    screen_presence: () => void client.invalidateQueries({ queryKey: keys.screenPresence }),
    score_entries: (entries) => applyScoreEntries(client, entries),
    // A game's live sheets changed (a tap on a tablet, a submission, a commit): the tablets and the head scorer follow.
    live_sheets: (live) => applyLiveSheets(client, live),
    event_scoring: (scoring) => applyEventScoring(client, scoring),
    // An event's language: the team page follows at once.
    event_locale: (change) => applyEventLocale(client, change),
    log_entry: (line) => applyLogEntry(client, line),
    arena_pcs: (pcs) => follower.learn(pcs),
  }
}

/**
 * The console follows the primary (issue 29, item 5): when its PC is gone or was taken over, it moves to the PC that took
 * over, to the same page, logged in with the same token (handover.ts).
 */
function followThePrimary(token: string): PrimaryFollower {
  return new PrimaryFollower({
    ownOrigin: location.origin,
    knownEpoch: arrivedHandover()?.epoch,
    move: (address, epoch) => location.assign(handoverUrl(address, `${location.pathname}${location.search}`, { token, epoch, from: location.origin })),
    reload: () => location.reload(),
  })
}

/** Listens to the stream with this login token while mounted; the connection reopens it after a drop (the server restarted, the network went away). */
export function useLiveStream(token: string | null): void {
  const client = useQueryClient()
  useEffect(() => {
    if (!token) return
    const follower = followThePrimary(token)
    whenReadOnly((primary) => follower.refusedNaming(primary))
    const connection = new LiveConnection({
      url: '/api/v1/stream',
      token,
      handlers: consoleHandlers(client, follower),
      onStatus: (next) => {
        status = next
        follower.status(next)
        changed()
      },
      // Every state and clock event (server_time_ms): the hooks count by the server's clock.
      onOffset: (next) => {
        offsetMs = next
        changed()
      },
    })
    connection.start()
    return () => {
      connection.stop()
      follower.stop()
      whenReadOnly(() => undefined)
    }
  }, [client, token])
}
