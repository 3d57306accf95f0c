// The reports service: gathers one event's data for a report (games, planned times, standings, knockout, corrections)
// from the repositories and services that answer them over the API, then has the report rendered (src-main/reports)
// on the report thread. Large reads are taken in turns of the event loop; reports are made one at a time, users taking
// turns, and kept until the data file changes (report-maker.ts).
import type { Database } from 'sql.js'
import type { ReportFormat, ReportName, Paper } from '../contract/reports.schema'
import type { GameRecord } from '../domain/game-record'
import { Invalid, NotFound } from '../domain/refusals'
import { valueError } from '../domain/validation-errors'
import { translator, type Translator } from '../domain/i18n/translator'
import { DEFAULT_POINTS_TABLE } from '../domain/league-points'
import { intlLocaleOf } from '../domain/i18n/locales'
import { clockFormatOf, formatClock, type TimeStyle } from '../domain/time-format'
import type { ReportData, ReportGame, SheetScore } from '../reports/report-data'
import { yieldToEventLoop } from '../domain/event-loop-turn'
import { refuseUnmakeable, type ReportFile } from '../reports/report-request'
import { gameRecords } from '../store/game-records'
import { activeArenaIds, findArena, listArenas } from '../store/arenas.repo'
import { arenasOfGames, gamesOfEvent, gamesOfEventPage } from '../store/games.repo'
import { gameSheetScoresWithSheets } from '../store/game-sheet-scores.repo'
import { readScoreSheet } from '../store/score-sheets.repo'
import { correctedGameIds } from '../store/scores.repo'
import { readArenaSettings } from '../store/settings.repo'
import { eventLocale } from '../store/event-locales.repo'
import { findEventOrRefuse } from './find-event'
import type { KnockoutsService } from './knockouts.service'
import { ReportMaker, type ReportLimits } from './report-maker'
import { ReportThread } from './report-thread'
import type { ScheduleService } from './schedule.service'
import type { ServiceDeps } from './service-deps'
import type { StandingsService } from './standings.service'

export interface ReportQuery {
  report: ReportName
  format?: ReportFormat
  paper?: Paper
  userId?: number
  /** Only the games of this arena (reports that list games); an unknown arena is 422. */
  arenaId?: number
  /** Who asks (a user id): each user's reports wait their turn, and each user may have only a few under way. */
  requester?: number
}

/** The services whose answers the reports print, so that a report never disagrees with the API. */
export interface ReportSources {
  standings: StandingsService
  schedule: ScheduleService
  knockouts: KnockoutsService
}

type KeptTimes = ReadonlyMap<number, { start_time: number | null; end_time: number | null }>

/** Games read per turn of the event loop (200 games: a few milliseconds). */
const GAMES_PER_TURN = 200

/** Which parts of the event each report prints. */
const NEEDS: Record<ReportName, { games: boolean; standings: boolean; knockout: boolean; sheetScores?: boolean }> = {
  schedule: { games: true, standings: false, knockout: false },
  'team-sheets': { games: true, standings: false, knockout: false },
  'score-sheets': { games: true, standings: false, knockout: false },
  results: { games: true, standings: false, knockout: false, sheetScores: true },
  standings: { games: false, standings: true, knockout: false },
  bracket: { games: false, standings: false, knockout: true },
}

/** A game's planned and actual times, as the console's Schedule shows them: planned until the start, then kept. */
function reportGame(game: GameRecord, kept: KeptTimes, corrected: ReadonlySet<number>, arenaName: string | undefined, sheetScore: SheetScore | undefined): ReportGame {
  const own = { start: game.start_time, end: game.end_time }
  const keptTimes = kept.get(game.id)
  const planned = game.status === 'scheduled' ? own : keptTimes ? { start: keptTimes.start_time, end: keptTimes.end_time } : null
  return {
    game,
    planned,
    actual: game.status === 'scheduled' ? null : own,
    corrected: corrected.has(game.id),
    ...(arenaName === undefined ? {} : { arenaName }),
    ...(sheetScore === undefined || !game.scored ? {} : { sheetScore }),
  }
}

/** Each game's arena id, and the arenas' names while two or more arenas are in use (else no report names an arena). */
function arenasOfEvent(db: Database, eventId: number): { arenaOf: Map<number, number>; names?: Map<number, string> } {
  const arenaOf = new Map(arenasOfGames(db, eventId).map((entry) => [entry.game_id, entry.arena_id as number]))
  if (activeArenaIds(db).length < 2) return { arenaOf }
  return { arenaOf, names: new Map(listArenas(db).map((arena) => [arena.id as number, arena.name])) }
}

/**
 * "Made 2026-11-23 09:30" (24-hour) or "Made 2026-11-23 9:30 AM" (12-hour), in the server's local time and the report's
 * language ("Generado el 2026-11-23 a las 9:30 a. m." in es): the day in ISO 8601, the same in every language.
 */
export function madeAtText(ms: number, style: TimeStyle, words: Translator): string {
  const date = new Date(ms)
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
  return words.t('reports.frame.made', { day, time: formatClock(ms, { ...style, locale: intlLocaleOf(words.locale) }) })
}

export class ReportsService {
  private readonly thread = new ReportThread()
  private readonly maker: ReportMaker

  constructor(
    private readonly deps: ServiceDeps,
    private readonly sources: ReportSources,
    limits?: ReportLimits,
  ) {
    this.maker = new ReportMaker(() => deps.store.generation, limits)
  }

  /**
   * The event's games as records, with their kept planned times and corrections, read in turns of `GAMES_PER_TURN`
   * games (a large event's games in one read would hold the event loop): the store's count of writes is the same
   * before and after, or the read starts over, so the turns see one state. After three tries (writes landing every
   * few milliseconds) it reads everything at once.
   */
  private async gamesInTurns(eventId: number, withSheetScores: boolean): Promise<{ games: GameRecord[]; kept: KeptTimes; corrected: Set<number>; sheetScores: Map<number, SheetScore> }> {
    const { store } = this.deps
    const rest = () => ({
      kept: new Map(this.sources.schedule.plannedTimes(eventId).map((times) => [times.game_id, times])),
      corrected: store.read((db) => correctedGameIds(db, eventId)),
      sheetScores: withSheetScores ? store.read((db) => gameSheetScoresWithSheets(db, eventId)) : new Map<number, SheetScore>(),
    })
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const writes = store.stats.writes
      const games: GameRecord[] = []
      for (let offset = 0; ; offset += GAMES_PER_TURN) {
        const page = store.read((db) => gameRecords(db, gamesOfEventPage(db, eventId, offset, GAMES_PER_TURN)))
        games.push(...page)
        if (page.length < GAMES_PER_TURN) break
        await yieldToEventLoop()
      }
      if (store.stats.writes === writes) return { games, ...rest() }
    }
    return { games: store.read((db) => gameRecords(db, gamesOfEvent(db, eventId))), ...rest() }
  }

  /** What the report prints; each report reads only its parts (the standings' own pass over the games only for the standings). */
  async data(eventId: number, report: ReportName, arenaId?: number): Promise<ReportData> {
    const needs = NEEDS[report]
    const { event, settings, scoreSheet } = this.deps.store.read((db) => ({
      event: findEventOrRefuse(db, eventId),
      settings: readArenaSettings(db),
      scoreSheet: report === 'score-sheets' ? readScoreSheet(db, eventId)?.sheet : undefined,
    }))
    const { games, kept, corrected, sheetScores } = needs.games
      ? await this.gamesInTurns(eventId, needs.sheetScores ?? false)
      : { games: [], kept: new Map() as KeptTimes, corrected: new Set<number>(), sheetScores: new Map<number, SheetScore>() }
    const standings = needs.standings ? await this.sources.standings.whenKept(eventId) : undefined
    const { arenaOf, names } = this.deps.store.read((db) => arenasOfEvent(db, eventId))
    const shown = arenaId === undefined ? games : games.filter((game) => arenaOf.get(game.id) === arenaId)
    return {
      eventName: event.name,
      games: shown.map((game) => reportGame(game, kept, corrected, names?.get(arenaOf.get(game.id) ?? 0), sheetScores.get(game.id))),
      changeoverSeconds: settings.changeover_s,
      standings: { complete: standings?.complete ?? true, unscoredGames: standings?.unscored_games.length ?? 0, rows: standings?.rows ?? [] },
      pointsTable: event.points_table.length > 0 ? event.points_table : DEFAULT_POINTS_TABLE,
      knockout: needs.knockout ? this.sources.knockouts.of(eventId).games : [],
      timeStyle: { clockFormat: clockFormatOf(settings.clock_format) },
      ...(scoreSheet === undefined ? {} : { scoreSheet }),
    }
  }

  /**
   * The report as a file: PDF (A4 unless letter) or CSV; a CSV of score sheets is refused before any work. Made in the
   * asking user's turn on the report thread, or the file already made since the last write; Busy when the user has too
   * many under way.
   */
  async make(eventId: number, query: ReportQuery): Promise<ReportFile> {
    const locale = this.deps.store.read((db) => eventLocale(db, eventId))
    const request = { report: query.report, format: query.format ?? 'pdf', paper: query.paper ?? 'a4', userId: query.userId, arenaId: query.arenaId, locale }
    refuseUnmakeable(request)
    if (request.arenaId !== undefined && !this.deps.store.read((db) => findArena(db, request.arenaId!))) {
      throw new Invalid([valueError(['query', 'arena_id'], `there is no arena ${request.arenaId}`, request.arenaId)])
    }
    return this.maker.make(JSON.stringify([eventId, request]), String(query.requester ?? 'server'), async () => {
      const data = await this.data(eventId, request.report, request.arenaId)
      if (request.userId !== undefined && !data.games.some((entry) => entry.game.corners.includes(request.userId!))) {
        throw new NotFound(`User ${request.userId} plays no game of event ${eventId}`)
      }
      return this.thread.render(request, data, madeAtText(this.deps.clock.now(), data.timeStyle, translator(locale)))
    })
  }

  close(): Promise<void> {
    return this.thread.close()
  }
}
