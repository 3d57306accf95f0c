// The Koa application: the whole request pipeline, in order, in this one file.
import Koa, { type Context } from 'koa'
import { apiRouter, unknownApiPath } from './api-router'
import { apiReference } from './api-reference'
import { arenaRoutes } from './arena.routes'
import { arenasRoutes } from './arenas.routes'
import { authRoutes } from './auth.routes'
import { docsRoutes } from './docs.routes'
import { eventsRoutes } from './events.routes'
import { scoreSheetsRoutes } from './score-sheets.routes'
import { sheetScoringRoutes } from './sheet-scoring.routes'
import { keepSharedAnswers } from './fast-reads'
import { gamesRoutes } from './games.routes'
import { keysRoutes } from './keys.routes'
import { authenticate } from './middleware/authenticate'
import { handleErrors } from './middleware/errors'
import { logRequests } from './middleware/request-log'
import { securityHeaders } from './middleware/security-headers'
import { staticFiles } from './middleware/static-files'
import { hostGuard } from './middleware/host-guard'
import type { AnyRoute } from './route'
import { knockoutsRoutes } from './knockouts.routes'
import { robotsRoutes } from './robots.routes'
import { scheduleRoutes } from './schedule.routes'
import { scoresRoutes } from './scores.routes'
import { eventLocaleRoutes } from './event-locale.routes'
import { rolesRoutes } from './roles.routes'
import { screensRoutes } from './screens.routes'
import type { Services } from './services'
import { reportsRoutes } from './reports.routes'
import { standingsRoutes } from './standings.routes'
import { teamRoutes } from './team.routes'
import { streamRoutes } from './stream.routes'
import { setupRoutes } from './setup.routes'
import { ssoRoutes } from './sso.routes'
import { systemRoutes } from './system.routes'
import { backupsRoutes } from './backups.routes'
import { usersRoutes } from './users.routes'
import { importJobsRoutes } from './import-jobs.routes'
import { urlsRoutes } from './urls.routes'
import { replicationRoutes } from './replication.routes'

export interface AppOptions {
  /** Folder of the built renderer (out/renderer); served at / when it exists. */
  rendererDir?: string
  /** A request taking longer than this is logged (SLOW_REQUEST_MS by default). */
  slowRequestMs?: number
  /** Hears the address of each request by an administrator or a screen (the connection guard keeps room for them). */
  trusted?: (address: string) => void
}

function clientAddress(ctx: Context): string {
  return ctx.req.socket.remoteAddress ?? 'unknown'
}

export function apiRoutes(services: Services): AnyRoute[] {
  const routes: AnyRoute[] = [
    ...authRoutes(services),
    ...ssoRoutes(services),
    ...keysRoutes(services),
    ...rolesRoutes(services),
    ...importJobsRoutes(services),
    ...usersRoutes(services),
    ...eventsRoutes(services),
    ...scoreSheetsRoutes(services),
    ...sheetScoringRoutes(services),
    ...gamesRoutes(services),
    ...arenaRoutes(services),
    ...arenasRoutes(services),
    ...robotsRoutes(services),
    ...scoresRoutes(services),
    ...eventLocaleRoutes(services),
    ...scheduleRoutes(services),
    ...knockoutsRoutes(services),
    ...standingsRoutes(services),
    ...reportsRoutes(services),
    ...teamRoutes(services),
    ...screensRoutes(services),
    ...setupRoutes(services),
    ...systemRoutes(services),
    ...replicationRoutes(services),
    ...backupsRoutes(services),
    ...urlsRoutes(services),
    ...streamRoutes(services),
  ]
  routes.push(...docsRoutes(() => routes))
  return routes
}

export function createApp(services: Services, options: AppOptions = {}): Koa {
  const app = new Koa()
  app.silent = true // every error is answered and logged by handleErrors
  app.use(keepSharedAnswers(services.answers))
  app.use(logRequests(services.log, options.slowRequestMs))
  app.use(handleErrors(services.log))
  app.use(securityHeaders(() => services.replication.peers()))
  app.use(hostGuard())
  app.use(apiReference())
  app.use(authenticate(services.credentials, () => services.clock.now(), options.trusted))
  const router = apiRouter(apiRoutes(services), clientAddress, services.answers, () => services.replication.readOnlyReason())
  app.use(unknownApiPath())
  app.use(router.routes())
  app.use(router.allowedMethods())
  if (options.rendererDir) app.use(staticFiles(options.rendererDir))
  return app
}
