// The screen's link to the server: finds its screen with its key, fetches what its view needs, follows the live stream
// through the connection both apps share (shared/live/connection.ts: reconnects by itself), and keeps its own state with the shared reducers.
import { ApiError, apiReader, streamUrl, type ApiReader } from './api-client'
import { retryDelay } from '../shared/live/backoff'
import { LiveConnection, type LiveHandlers, type LiveStatus } from '../shared/live/connection'
import { serverNow } from '../shared/live/server-time'
import { parseConfig, parseView } from './display-config'
import { applyArenaRead, applyClock, applyCorners, applyEventLocale, applyFetched, applyGame, applyGameDeleted, applyLiveTotals, applyOnDeck, applyPlayerRenamed, applyScreen, applyState, EMPTY_DATA, type ArenaRead, type DisplayData } from './display-data'
import { totalsOfLiveSheets } from './live-totals'
import { DEFAULT_LOCALE, localeOf } from '../../src-main/domain/i18n/locales'
import type { EventLocale } from '../../src-main/contract/event-locale.schema'
import { pickEvent } from './pick-event'
import { PrimaryFollower } from '../shared/live/primary-follower'
import type { Event, EventStandings, GameArena, GameRecord, Knockout, LiveSheets, Screen, EventScoringAnswer } from './types'
/** connecting: first try; online: the stream is open; offline: lost, retrying; invalid-key: the server refuses the key; no-key: the URL has none. */
export type ConnectionStatus = 'connecting' | 'online' | 'offline' | 'invalid-key' | 'no-key'

export interface Snapshot {
  status: ConnectionStatus
  data: DisplayData
}

/** How often the screen checks the server is still there (the stream's heartbeats are invisible to a page). */
const PROBE_MS = 15_000
/** How often everything is fetched again, in case a change reached no stream. */
const REFRESH_MS = 60_000
/** After a refused key, how long before asking again (the operator may have restored the data file). */
const INVALID_KEY_RETRY_MS = 30_000
const PAGE_SIZE = 500

/** The server refuses the screen's key (unknown, rotated, or the screen deleted). */
function refused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403)
}

/** The screen's status from the connection's: a refused key is its own page, not "offline". */
function statusOf(status: LiveStatus, error: unknown): ConnectionStatus {
  if (status === 'live') return 'online'
  if (status === 'offline' && refused(error)) return 'invalid-key'
  return status
}

export class DisplayConnection {
  private snapshot: Snapshot
  private readonly listeners = new Set<() => void>()
  private readonly api: ApiReader
  private readonly live: LiveConnection | undefined
  /** Moves the screen to the PC that took over when its own is gone (issue 29, item 5): same path and query, its key in it. */
  private readonly follower = new PrimaryFollower({
    ownOrigin: location.origin,
    move: (address) => location.assign(`${address}${location.pathname}${location.search}`),
    reload: () => location.reload(),
  })
  private probeTimer: ReturnType<typeof setInterval> | undefined
  private refreshTimer: ReturnType<typeof setInterval> | undefined
  private inFlight: Promise<void> | undefined
  private refreshAgain = false
  /** Games whose live sheets the server would not give (an event without a score sheet): not asked again. */
  private readonly withoutSheet = new Set<number>()

  constructor(key: string | null) {
    this.snapshot = { status: key ? 'connecting' : 'no-key', data: EMPTY_DATA }
    this.api = apiReader(key ?? '')
    this.live = key
      ? new LiveConnection({
          url: streamUrl(key),
          prepare: async () => {
            await this.loadScreen()
            await this.fetchAll()
          },
          // A refused key: ask again after a while (the operator may have restored the data file).
          retryAfter: (error, attempt) => (refused(error) ? INVALID_KEY_RETRY_MS : retryDelay(attempt)),
          onStatus: (status, error) => {
            // A refused key is an answer: the PC is there.
            if (!refused(error)) this.follower.status(status)
            this.set(statusOf(status, error))
          },
          handlers: this.handlers(),
        })
      : undefined
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getSnapshot = (): Snapshot => this.snapshot

  start(): void {
    if (!this.live) return
    this.live.start()
    this.probeTimer = setInterval(() => void this.probe(), PROBE_MS)
    this.refreshTimer = setInterval(() => void this.refresh(), REFRESH_MS)
  }

  stop(): void {
    this.live?.stop()
    this.follower.stop()
    clearInterval(this.probeTimer)
    clearInterval(this.refreshTimer)
  }

  private set(status: ConnectionStatus, data: DisplayData = this.snapshot.data): void {
    if (status === this.snapshot.status && data === this.snapshot.data) return
    this.snapshot = { status, data }
    for (const listener of this.listeners) listener()
  }

  private update(change: (data: DisplayData) => DisplayData): void {
    this.set(this.snapshot.status, change(this.snapshot.data))
  }

  private now(): number {
    return serverNow(Date.now(), this.snapshot.data.offsetMs)
  }

  /** GET /screens: the screen key's own screen; an ApiError 401 when the key is refused. */
  private async loadScreen(): Promise<void> {
    const { body } = await this.api.get<Screen[]>('/screens')
    const screen = body[0]
    if (!screen) throw new ApiError(401, 'the key has no screen')
    this.update((data) => applyScreen(data, screen))
  }

  /** What the screen does with each event it shows. */
  private handlers() {
    return {
      state: (message) => {
        this.follower.learn(message.arena_pcs)
        const offsetBefore = this.snapshot.data.offsetMs
        this.update((data) => applyState(data, message, Date.now()))
        // The first fetch chose the event by the screen's own clock; when that clock is far off, choose again by the server's.
        if (Math.abs(this.snapshot.data.offsetMs - offsetBefore) > 30_000 || this.needsGameArenas()) void this.refresh()
      },
      clock: (clock) => this.update((data) => applyClock(data, clock, Date.now())),
      // The game the operator loaded next: the Game view shows it as next up, on every screen alike.
      on_deck: ({ game, arena_id }) => this.update((data) => applyOnDeck(data, game, arena_id)),
      // A game scored by a sheet: its corners' running totals, at every change while it runs (the game's end freezes them).
      live_score: ({ game_id, game_points }) => this.update((data) => applyLiveTotals(data, game_id, { game_points, running: true })),
      // A corner stopped or disabled by the operator: the game and corner views mark it.
      corners: (corners) => this.update((data) => applyCorners(data, corners)),
      game: (record) => {
        const result = applyGame(this.snapshot.data, record, this.now())
        this.update(() => result.data)
        // A new game, or a score that moves the standings: fetch again (a Game record does not say its event).
        if (!result.known || result.scored) void this.refresh()
        else if (this.inFlight) this.refreshAgain = true
        // With several arenas, a game that runs in no arena the screen knows of (another event's): read the arenas again.
        if (result.arenaUnknown) void this.readArena()
      },
      // An arena created, renamed or retired (one arena may become several), or a game put in another arena: read the
      // arenas again, and the event's games with their arenas.
      venue_arena: () => {
        void this.readArena()
        void this.refresh()
      },
      game_arena: () => {
        void this.readArena()
        void this.refresh()
      },
      game_deleted: ({ id }) => {
        this.update((data) => applyGameDeleted(data, id))
        void this.refresh()
      },
      // The followed event's language: every word on the screen follows at once.
      event_locale: (change) => this.update((data) => applyEventLocale(data, change)),
      // An event created, renamed, moved or deleted may change which event the screen follows and its name.
      event: () => void this.refresh(),
      event_deleted: () => void this.refresh(),
      // A renamed player shows the new name at once; the fetch that follows puts the standings in order again (ties go by name).
      player_renamed: (player) => {
        this.update((data) => applyPlayerRenamed(data, player))
        void this.refresh()
      },
      // A deleted player's corners are empty now and the standings lose a row: read them again.
      player_deleted: () => void this.refresh(),
      // The clock format, the changeover and the staging offset show on the screen: read them again (use-arena-settings).
      settings_changed: () => this.update((data) => ({ ...data, settingsChanges: data.settingsChanges + 1 })),
      arena_pcs: (pcs) => this.follower.learn(pcs),
      screen: (screen) => {
        this.update((data) => applyScreen(data, screen))
        // The config may name another event or game.
        void this.refresh()
      },
    } satisfies LiveHandlers
  }

  /** With several arenas in use (or the pit board shown) the screen needs each game's arena and the knockout: not read yet. */
  private needsGameArenas(): boolean {
    const { data } = this.snapshot
    return data.event !== null && data.gameArenas === null && data.arenas !== undefined
  }

  /** GET /arena: every arena now (a screen key may read it), after a change the stream cannot place. */
  private async readArena(): Promise<void> {
    if (this.snapshot.status !== 'online') return
    try {
      const { body } = await this.api.get<ArenaRead>('/arena')
      this.update((data) => applyArenaRead(data, body))
    } catch {
      // The stream or the probe notices a lost server; the next change reads again.
    }
  }

  /** Every few seconds: is the server still there, is the key still good? A silent network drop shows here. */
  private async probe(): Promise<void> {
    if (this.snapshot.status !== 'online' || !this.live) return
    const generation = this.live.generation
    try {
      await this.loadScreen()
    } catch (error) {
      if (generation === this.live.generation) this.live.lost(error)
    }
  }

  private async refresh(): Promise<void> {
    if ((this.snapshot.status !== 'online' && this.snapshot.status !== 'connecting') || !this.live) return
    const generation = this.live.generation
    try {
      await this.fetchAll()
    } catch (error) {
      if (generation === this.live.generation && refused(error)) this.live.lost(error)
      // Other failures: the stream or the probe notices a lost server; the next change fetches again.
    }
  }

  /** Fetches events, the followed event's games and standings, and a chosen game; a call during a fetch makes it fetch once more. */
  private fetchAll(): Promise<void> {
    if (this.inFlight) {
      this.refreshAgain = true
      return this.inFlight
    }
    this.inFlight = this.fetchUntilSettled().finally(() => {
      this.inFlight = undefined
    })
    return this.inFlight
  }

  private async fetchUntilSettled(): Promise<void> {
    do {
      this.refreshAgain = false
      const screen = this.snapshot.data.screen
      if (!screen) return
      const config = parseConfig(screen.config, location.origin)
      const view = parseView(screen.current)
      const events = (await this.api.get<Event[]>('/events')).body
      const event = pickEvent(events, config.eventId, this.now())
      const games = await this.allGames(event)
      const standings = event ? (await this.api.get<EventStandings>(`/events/${event.id}/standings`)).body : null
      const locale = event ? localeOf((await this.api.get<EventLocale>(`/events/${event.id}/locale`)).body.locale) : DEFAULT_LOCALE
      // The knockout: for the bracket, and with several arenas in use for the finals on one arena, which every screen shows
      // (finals-arena.ts); a scored game, a new game or a game put in another arena makes the screen fetch again.
      const several = this.snapshot.data.arenas !== undefined
      const knockout = event && (view === 'bracket' || several) ? (await this.api.get<Knockout>(`/events/${event.id}/knockouts`)).body : null
      // Each game's arena: with several arenas in use, or for the pit board (the Game record names no arena).
      const gameArenas = event && (several || view === 'pit_board') ? await this.readGameArenas(event.id) : null
      const chosenGame = config.gameId !== null && !games.some((game) => game.id === config.gameId) ? await this.oneGame(config.gameId) : null
      // The arena's game of another event is read again too: it may have changed or be gone (a backup was restored).
      const arenaId = this.snapshot.data.arenaGame?.id
      const arenaGame =
        arenaId === undefined || games.some((game) => game.id === arenaId) ? undefined : { id: arenaId, game: chosenGame?.id === arenaId ? chosenGame : await this.oneGame(arenaId) }
      // A change arrived during the fetch, and what was fetched may be older than it: fetch again rather than mix.
      if (this.refreshAgain) continue
      this.update((data) => applyFetched(data, { screen: data.screen ?? screen, events, event, games, standings, chosenGame, arenaGame, knockout, gameArenas, locale }, this.now()))
    } while (this.refreshAgain)
    await this.readLiveTotals()
  }

  /**
   * Loaded (or back) mid-game: the running totals of the arena's game (of the followed event), when it runs or waits for its scores and the screen
   * has none yet (GET /games/{id}/live-sheets' `running`) — only when its event has a score sheet, asked first by the
   * event's scoring setting (its `score_sheet_revision`: an event without a sheet costs the screen no 409). A game without a sheet is not
   * asked about again; a failure leaves the totals to the next `live_score` message.
   */
  private async readLiveTotals(): Promise<void> {
    const { arenaGame: game, event, games, liveTotals } = this.snapshot.data
    if (!game || (game.status !== 'running' && game.status !== 'finished') || liveTotals[game.id] || this.withoutSheet.has(game.id)) return
    // The followed event's game (a Game record does not say its event; another event's game waits for its live_score).
    if (!event || !games.some((one) => one.id === game.id)) return
    try {
      const { score_sheet_revision: revision } = (await this.api.get<EventScoringAnswer>(`/events/${event.id}/scoring`)).body
      if (revision === undefined) {
        this.withoutSheet.add(game.id)
        return
      }
      const { body } = await this.api.get<LiveSheets>(`/games/${game.id}/live-sheets`)
      this.update((data) => applyLiveTotals(data, game.id, totalsOfLiveSheets(body)))
    } catch {
      // The stream or the probe notices a lost server; the next live_score brings the totals.
    }
  }

  private async allGames(event: Event | null): Promise<GameRecord[]> {
    const games: GameRecord[] = []
    const filter = event ? `event_id=${event.id}&` : ''
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const { body, headers } = await this.api.get<GameRecord[]>(`/games?${filter}limit=${PAGE_SIZE}&offset=${offset}`)
      games.push(...body)
      const total = Number(headers.get('X-Total-Count') ?? games.length)
      if (body.length === 0 || games.length >= total) return games
    }
  }

  private async readGameArenas(eventId: number): Promise<Record<number, number>> {
    const { body } = await this.api.get<GameArena[]>(`/game-arenas?event_id=${eventId}`)
    return Object.fromEntries(body.map((entry) => [entry.game_id, entry.arena_id]))
  }

  private async oneGame(id: number): Promise<GameRecord | null> {
    try {
      return (await this.api.get<GameRecord>(`/games/${id}`)).body
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null
      throw error
    }
  }
}
