// The live stream: Server-Sent Events of the arena for the operator UI, screens and robots; current state first, then changes.
import type { LiveListener } from '../arena/live-bus'
import { sseMessage } from '../arena/live-bus'
import type { StreamState } from '../contract/live-events'
import { HttpError } from './errors'
import type { AuthState } from './middleware/authenticate'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

/** A listener this far behind (its socket not draining) is dropped rather than buffered without end. */
export const MAX_LISTENER_BACKLOG_BYTES = 1024 * 1024

export function streamRoutes(services: Services): AnyRoute[] {
  const { live, arena, arenas, screens, clock, credentials, replication } = services
  return [
    route({
      method: 'get',
      path: '/stream',
      summary: 'The live stream (Server-Sent Events): state on connect, then game, clock, robot, screen, screen_presence and your_game events',
      description: 'The live stream (Server-Sent Events): the state on connecting, then game, clock, robot, screen, screen_presence and your_game events as they happen. Any user and any display screen may listen; a screen key may also be sent as ?key= (a browser EventSource cannot set headers), a login token or personal key may not (401). It refuses a new listener when too many are open, keeping the last places for administrators (503).',
      tag: 'arena',
      access: 'user-or-screen',
      responses: {
        200: { description: 'text/event-stream. Authenticate with the Authorization header; a screen key may also be sent as ?key= (a browser EventSource cannot set headers), a login token or personal key may not (401).', contentType: 'text/event-stream' },
        503: { description: 'Too many listeners (the last slots are kept for administrators)' },
      },
      handler({ principal, screen, ctx }) {
        const socket = ctx.req.socket
        const response = ctx.res
        const secret = (ctx.state.auth as AuthState).secret!
        const credential = principal ? principal.credential : undefined
        let early: string[] | undefined = []
        const listener: LiveListener = {
          userId: principal?.user.id,
          isAdmin: principal?.user.is_admin ?? false,
          isScorer: principal?.scorer ?? false,
          screenId: screen?.screenId,
          connectedAt: clock.now(),
          credential: screen ? `screen:${screen.screenId}` : credential?.kind === 'key' ? `key:${credential.keyId}` : `session:${credential?.tokenHash}`,
          // The stream follows its credential: logged out, expired, revoked, deleted, demoted or promoted ends it (the
          // client reconnects with whatever its credential grants now). Checked by LiveBus.recheck, twice a second.
          stillValid() {
            const now = credentials.lookup(secret, clock.now())
            if ('screen' in now) return now.screen.screenId === screen?.screenId
            if ('principal' in now) return now.principal.user.id === principal?.user.id && now.principal.user.is_admin === principal.user.is_admin && now.principal.scorer === principal.scorer
            return false
          },
          write(text) {
            // Published while the stream is being opened (its own robot_presence, to an administrator's key): held
            // until the headers and the state message are out.
            if (early) {
              early.push(text)
              return true
            }
            if (response.destroyed || response.writableLength > MAX_LISTENER_BACKLOG_BYTES) return false
            response.write(text)
            return true
          },
          close() {
            response.end()
          },
        }
        if (!live.add(listener)) throw new HttpError(503, `The live stream has its ${live.maxListeners} listeners; try again later`, { 'Retry-After': '5' })
        socket.setTimeout(0)
        socket.setNoDelay(true)
        socket.setKeepAlive(true)
        ctx.respond = false
        response.writeHead(200, {
          ...(ctx.response.headers as Record<string, string>),
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-store',
          Connection: 'keep-alive',
          'X-Accel-Buffering': 'no',
        })
        ctx.req.on('close', () => live.remove(listener))
        const state: StreamState = { server_time_ms: clock.now(), ...arena.snapshot() }
        if (screen) state.screen = screens.find(screen.screenId)
        // The operator's Screens page starts from the screens online now, then follows screen_presence events.
        if (listener.isAdmin) state.screens_online = live.screensOnline()
        if (listener.isAdmin) state.start_conditions = arena.summary().start_conditions
        const several = arenas.several(listener.isAdmin)
        if (several) state.arenas = several
        // The arena PCs, only while two are in use: a page asks the others who is primary when this one is gone.
        const pcs = replication.arenaPcs()
        if (pcs) state.arena_pcs = pcs
        response.write(`retry: 2000\n${sseMessage('state', state)}`)
        const yours = principal && arenas.yourGame(principal.user.id)
        if (yours) response.write(sseMessage('your_game', yours))
        for (const text of early) response.write(text)
        early = undefined
        return { handled: true }
      },
    }),
  ]
}
