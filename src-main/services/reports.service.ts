// The reports service: gathers one event's data for a report (games, planned times, standings, knockout, corrections)
// from the services that answer them over the API, then has the report rendered (src-main/reports) page by page.
import type { ReportFormat, ReportName, Paper } from '../contract/reports.schema'
import type { GameRecord } from '../domain/game-record'
import { NotFound } from '../domain/refusals'
import { DEFAULT_POINTS_TABLE } from '../domain/league-points'
import { clockFormatOf, formatClock, type TimeStyle } from '../domain/time-format'
import type { ReportData, ReportGame } from '../reports/report-data'
import { refuseUnmakeable, renderReport, type ReportFile } from '../reports/render-report'
import { gameRecords } from '../store/game-records'
import { gamesOfEvent } from '../store/games.repo'
import { correctedGameIds } from '../store/scores.repo'
import { readArenaSettings } from '../store/settings.repo'
import { findEventOrRefuse } from './find-event'
import type { KnockoutsService } from './knockouts.service'
import type { ScheduleService } from './schedule.service'
import type { ServiceDeps } from './service-deps'
import type { StandingsService } from './standings.service'

export interface ReportQuery {
  report: ReportName
  format?: ReportFormat
  paper?: Paper
  userId?: number
}

/** The services whose answers the reports print, so that a report never disagrees with the API. */
export interface ReportSources {
  standings: StandingsService
  schedule: ScheduleService
  knockouts: KnockoutsService
}

/** A game's planned and actual times, as the console's Schedule shows them: planned until the start, then kept. */
function reportGame(game: GameRecord, kept: ReadonlyMap<number, { start_time: number | null; end_time: number | null }>, corrected: ReadonlySet<number>): ReportGame {
  const own = { start: game.start_time, end: game.end_time }
  const keptTimes = kept.get(game.id)
  const planned = game.status === 'scheduled' ? own : keptTimes ? { start: keptTimes.start_time, end: keptTimes.end_time } : null
  return { game, planned, actual: game.status === 'scheduled' ? null : own, corrected: corrected.has(game.id) }
}

/** "Made 2026-11-23 09:30" (24-hour) or "Made 2026-11-23 9:30 AM" (12-hour), in the server's local time. */
export function madeAtText(ms: number, style: TimeStyle): string {
  const date = new Date(ms)
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
  return `Made ${day} ${formatClock(ms, style)}`
}

export class ReportsService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly sources: ReportSources,
  ) {}

  /** Everything the reports of the event print, read in one turn of the event loop (one consistent state). */
  data(eventId: number): ReportData {
    const { event, games, corrected, settings } = this.deps.store.read((db) => {
      const found = findEventOrRefuse(db, eventId)
      return { event: found, games: gameRecords(db, gamesOfEvent(db, eventId)), corrected: correctedGameIds(db, eventId), settings: readArenaSettings(db) }
    })
    const kept = new Map(this.sources.schedule.plannedTimes(eventId).map((times) => [times.game_id, times]))
    const standings = this.sources.standings.of(eventId)
    const knockout = this.sources.knockouts.of(eventId)
    return {
      eventName: event.name,
      games: games.map((game) => reportGame(game, kept, corrected)),
      changeoverSeconds: settings.changeover_s,
      standings: { complete: standings.complete, unscoredGames: standings.unscored_games.length, rows: standings.rows },
      pointsTable: event.points_table.length > 0 ? event.points_table : DEFAULT_POINTS_TABLE,
      knockout: knockout.games,
      timeStyle: { clockFormat: clockFormatOf(settings.clock_format) },
    }
  }

  /** The report as a file: PDF (A4 unless letter) or CSV; a CSV of score sheets is refused before any work. */
  async make(eventId: number, query: ReportQuery): Promise<ReportFile> {
    const request = { report: query.report, format: query.format ?? 'pdf', paper: query.paper ?? 'a4', userId: query.userId }
    refuseUnmakeable(request)
    const data = this.data(eventId)
    if (request.userId !== undefined && !data.games.some((entry) => entry.game.corners.includes(request.userId!))) {
      throw new NotFound(`User ${request.userId} plays no game of event ${eventId}`)
    }
    return renderReport(request, data, madeAtText(this.deps.clock.now(), data.timeStyle))
  }
}
