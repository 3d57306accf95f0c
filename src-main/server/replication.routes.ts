// Replication (docs/standby.md): the replication keys (administrators), the state of replication on either PC, and the
// primary's stream to a standby — the only route a replication key opens.
import { ERROR_SCHEMA } from '../contract/common.schema'
import {
  CREATE_REPLICATION_KEY_BODY,
  REPLICATION_KEY_LIST_SCHEMA,
  REPLICATION_KEY_PATH,
  REPLICATION_KEY_SCHEMA,
  REPLICATION_EPOCH_SCHEMA,
  REPLICATION_STATE_SCHEMA,
  REPLICATION_STREAM_QUERY,
  STEP_DOWN_BODY,
  FENCE_BODY,
  type FenceBody,
  type CreateReplicationKeyBody,
  type StepDownBody,
  type ReplicationKeyPath,
  type ReplicationStreamQuery,
} from '../contract/replication.schema'
import type { StandbySink } from '../services/replication/replication-source'
import { REPLICATION_PROTOCOL, STANDBY_PORT_HEADER } from '../services/replication/standby-follower'
import type { Writable } from 'node:stream'
import { takeUpgradedSocket } from './upgrade-requests'
import { HttpError } from './errors'
import type { AuthState } from './middleware/authenticate'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

export function replicationRoutes(services: Services): AnyRoute[] {
  const { replication, credentials, clock } = services
  return [
    route({
      method: 'get',
      path: '/system/replication',
      summary: 'The state of replication on this PC: its role, the standbys following it or the primary it follows, and the lag',
      description: 'Answers the state of replication on this PC: its role, its last transaction on disk, and the standbys following it or the primary it follows with the lag. Administrators only.',
      tag: 'system',
      access: 'admin',
      responses: { 200: { description: 'Role, last transaction on disk, and the peer(s)', schema: REPLICATION_STATE_SCHEMA } },
      handler: () => ({ body: replication.state() }),
    }),
    route({
      method: 'get',
      path: '/system/replication/keys',
      summary: 'List the replication keys (their hints: a key is shown once, when it is made)',
      description: 'Answers every replication key by its hint; a key itself is shown only once, when it is made. Administrators only.',
      tag: 'system',
      access: 'admin',
      responses: { 200: { description: 'Every replication key', schema: REPLICATION_KEY_LIST_SCHEMA } },
      handler: () => ({ body: replication.listKeys() }),
    }),
    route<Record<string, never>, Record<string, never>, CreateReplicationKeyBody>({
      method: 'post',
      path: '/system/replication/keys',
      summary: 'Make a replication key: a standby follows this PC with it (npm run serve -- --follow … --follow-key …); it reads the replication stream and nothing else',
      description: 'Makes a replication key, answered this once with the key itself: a standby follows this PC with it and it reads the replication stream and nothing else. Administrators only.',
      tag: 'system',
      access: 'admin',
      body: CREATE_REPLICATION_KEY_BODY,
      responses: { 201: { description: 'The new key, with the key itself (answered this once)', schema: REPLICATION_KEY_SCHEMA } },
      handler: async ({ body }) => ({ status: 201, body: await replication.createKey(body.name) }),
    }),
    route<ReplicationKeyPath>({
      method: 'delete',
      path: '/system/replication/keys/{key_id}',
      summary: 'Revoke a replication key (a standby streaming with it is cut off within a second)',
      description: 'Revokes a replication key; a standby streaming with it is cut off within a second. Administrators only; an unknown key is 404.',
      tag: 'system',
      access: 'admin',
      params: REPLICATION_KEY_PATH,
      responses: { 204: { description: 'Revoked' }, 404: { description: 'No such key', schema: ERROR_SCHEMA } },
      async handler({ params }) {
        await replication.revokeKey(params.key_id)
        return { status: 204 }
      },
    }),
    route({
      method: 'get',
      path: '/system/replication/epoch',
      summary: "This PC's role, epoch and peers (public): a returning old primary asks its last standby whether it took over; a page whose PC is gone asks the peers which one is primary now (docs/standby.md)",
      description: "Answers this PC's role, epoch, the primary as it knows it and the other arena PCs it knows: a returning old primary asks its last standby whether it took over, and a page whose PC is gone asks the peers which one is primary now (docs/standby.md). Anyone may call it, without a token.",
      tag: 'system',
      access: 'public',
      responses: { 200: { description: 'Role, epoch, the primary as this PC knows it, and the other arena PCs it knows', schema: REPLICATION_EPOCH_SCHEMA } },
      // Readable from a page of another arena PC (its console or screen asks here when its own PC is gone): this route
      // only, a GET without credentials, nothing secret in it (docs/decisions.md, 2026-11-27).
      handler: () => ({ body: replication.epoch(), headers: { 'Access-Control-Allow-Origin': '*' } }),
    }),
    route({
      method: 'post',
      path: '/system/replication/promote',
      summary: 'Take over: this standby becomes the primary (raises the epoch, takes writes, resumes the running games at their exact ends); 409 on a primary',
      description: 'Takes over: this standby becomes the primary, raises the epoch, takes writes and resumes the running games at their exact ends. Administrators only. It refuses a PC that is not a standby, or a take-over already under way (409).',
      tag: 'system',
      access: 'admin',
      onStandby: 'answered',
      responses: {
        200: { description: 'The state of replication here after the take-over (role primary, the new epoch)', schema: REPLICATION_STATE_SCHEMA },
        409: { description: 'This PC is not a standby, or a take-over is under way', schema: ERROR_SCHEMA },
      },
      handler: async () => ({ body: await replication.promote() }),
    }),
    route<Record<string, never>, Record<string, never>, StepDownBody>({
      method: 'post',
      path: '/system/replication/step-down',
      summary: 'Fencing by hand: this primary stops writing for good (also after a restart), every write answering 503 naming the primary given',
      description: 'Fences this primary by hand: it stops writing for good, also after a restart, and every write answers 503 naming the primary given. Administrators only. It refuses on a standby (409).',
      tag: 'system',
      access: 'admin',
      body: STEP_DOWN_BODY,
      responses: {
        200: { description: 'The state of replication here (role superseded)', schema: REPLICATION_STATE_SCHEMA },
        409: { description: 'This PC is a standby', schema: ERROR_SCHEMA },
      },
      handler: async ({ body }) => ({ body: await replication.stepDown(body.primary) }),
    }),
    route<Record<string, never>, Record<string, never>, FenceBody>({
      method: 'post',
      path: '/system/replication/fence',
      summary: 'The standby that took over tells its old primary (with its replication key): this primary stops writing for good, every write answering 503 naming it',
      description: "The standby that took over tells its old primary to stop writing for good; every write there then answers 503 naming the new primary. Only a replication key may call it; any other token is refused (403). It refuses on a standby, or an epoch not higher than this PC's (409).",
      tag: 'system',
      access: 'replication',
      body: FENCE_BODY,
      responses: {
        200: { description: 'The state of replication here (role superseded)', schema: REPLICATION_STATE_SCHEMA },
        409: { description: 'This PC is a standby, or its epoch is not lower than the one given', schema: ERROR_SCHEMA },
      },
      handler: async ({ body, ctx }) => ({ body: await replication.fencedByStandby(standbyUrl(ctx.req.socket.remoteAddress ?? 'unknown', ctx.get(STANDBY_PORT_HEADER)), body.epoch) }),
    }),
    route<Record<string, never>, ReplicationStreamQuery>({
      method: 'get',
      path: '/system/replication/stream',
      summary: "The replication stream: a snapshot when the standby cannot resume, then every committed transaction as the journal holds it, with heartbeats (binary frames, docs/standby.md)",
      description: 'The replication stream a standby follows: a snapshot when the standby cannot resume, then every committed transaction as the journal holds it, with heartbeats, in binary frames (docs/standby.md). Only a replication key may call it; any other token is refused (403). A PC that is itself a standby refuses it (503).',
      tag: 'system',
      access: 'replication',
      query: REPLICATION_STREAM_QUERY,
      responses: {
        200: { description: 'application/vnd.arena.replication: frames of the journal format (docs/standby.md), for as long as the standby keeps up', contentType: 'application/vnd.arena.replication' },
        503: { description: 'This PC is a standby itself', schema: ERROR_SCHEMA },
      },
      handler({ query, replication: standby, ctx }) {
        if (replication.primary) throw new HttpError(503, `This arena PC is a standby itself (following ${replication.primary}); follow the primary`)
        const superseded = replication.readOnlyReason()
        if (superseded) throw new HttpError(503, superseded.detail, { 'X-Arena-Primary': superseded.primary })
        const key = standby!
        const secret = (ctx.state.auth as AuthState).secret!
        // The standby asks to switch to the replication protocol: acknowledgements come back on the same socket
        // (synchronous mode). Without it: the frames as one HTTP answer, one way (an asynchronous standby).
        const socket = takeUpgradedSocket(ctx.req, ctx.res, REPLICATION_PROTOCOL)
        const out: Writable = socket ?? ctx.res
        const transport = ctx.req.socket
        transport.setTimeout(0)
        transport.setNoDelay(true)
        transport.setKeepAlive(true)
        ctx.respond = false
        if (!socket) ctx.res.writeHead(200, { ...(ctx.response.headers as Record<string, string>), 'Content-Type': 'application/vnd.arena.replication', 'Cache-Control': 'no-store' })
        let corked = false
        const sink: StandbySink = {
          write(bytes) {
            if (out.destroyed) return
            // The frames one turn of the event loop sends (a group commit's transactions) go out in one write.
            if (!corked) {
              corked = true
              out.cork()
              process.nextTick(() => {
                corked = false
                out.uncork()
              })
            }
            out.write(bytes)
          },
          backlogBytes: () => out.writableLength,
          close: () => out.destroy(),
          stillValid() {
            const now = credentials.lookup(secret, clock.now())
            return 'replication' in now && now.replication.replicationKeyId === key.replicationKeyId
          },
        }
        out.on('close', () => replication.source.closed(sink))
        if (socket) socket.on('data', replication.source.acknowledgementsFrom(sink))
        const address = transport.remoteAddress ?? 'unknown'
        replication.openStream(sink, { address, keyName: key.name, url: standbyUrl(address, ctx.get(STANDBY_PORT_HEADER)) }, query.from_seq, query.history)
        return { handled: true }
      },
    }),
  ]
}

/** The standby's own address as this primary reaches it: the address it connects from and the port it says it listens on. */
function standbyUrl(address: string, port: string): string | undefined {
  if (!/^[0-9]{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65_535) return undefined
  const host = address.replace(/^::ffff:(?=[0-9.]+$)/, '')
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}
