// The words of replication on the console (docs/standby.md): this PC's role, how far a peer is behind, the banner of a
// standby or superseded PC, and the command line that makes another PC follow this one.
import type { ReplicationState } from '../../../src-main/contract/replication.schema'
import { englishT } from '../../shared/i18n/english'
import type { Translate } from '../../shared/i18n/use-t'

/** This PC's role: "Primary: this PC takes the changes", … */
export function roleWords(role: ReplicationState['role'], t: Translate['t'] = englishT): string {
  return t(`console.data.pcs.role.${role}`)
}

/** A duration the way an operator reads it: 850 ms, 1.2 s, 42 s, 3 min 5 s. */
export function durationWords(ms: number, t: Translate['t'] = englishT): string {
  if (ms < 1000) return t('console.data.duration.ms', { ms: Math.round(ms) })
  if (ms < 10_000) return t('console.data.duration.tenths', { seconds: Math.floor(ms / 100) / 10 })
  const seconds = Math.floor(ms / 1000)
  if (seconds < 60) return t('console.data.duration.seconds', { seconds })
  const minutes = Math.floor(seconds / 60)
  return seconds % 60 === 0 ? t('console.data.duration.minutes', { minutes }) : t('console.data.duration.minutesSeconds', { minutes, seconds: seconds % 60 })
}

/** How far behind a PC is: "up to date", "1 transaction behind", "12 transactions behind, for 340 ms". */
export function lagWords(lagRecords: number, lagMs?: number, t: Translate['t'] = englishT): string {
  if (lagRecords <= 0) return t('console.data.lag.upToDate')
  return lagMs === undefined || lagMs <= 0
    ? t('console.data.lag.behind', { records: lagRecords })
    : t('console.data.lag.behindFor', { records: lagRecords, duration: durationWords(lagMs, t) })
}

/**
 * The banner every console page shows while this PC takes no changes, or while this primary goes on without its standby
 * (synchronous mode, the standby gone or too slow); nothing on a primary in sync or without a standby.
 */
export function readOnlyBanner(state: Pick<ReplicationState, 'role' | 'primary' | 'superseded_by' | 'synchronous'>, t: Translate['t'] = englishT): string | undefined {
  if (state.role === 'primary' && state.synchronous?.alone) return t('console.banner.standbyAlone')
  if (state.role === 'standby') return state.primary?.address ? t('console.banner.standby', { primary: state.primary.address }) : t('console.banner.standbyOfPrimary')
  if (state.role === 'superseded') return state.superseded_by ? t('console.banner.superseded', { now: state.superseded_by }) : t('console.banner.supersededByAnother')
  return undefined
}

/**
 * The address another PC follows this one at: its first LAN address (another PC cannot use loopback), else the first
 * address it answers on; without the trailing slash.
 */
export function followAddress(urls: readonly string[], isLan: (url: string) => boolean): string | undefined {
  const url = urls.find(isLan) ?? urls[0]
  return url?.replace(/\/+$/, '')
}

/** Whether this primary's writes wait for a standby: "wait for it", "go on without it until it catches up", "do not wait". */
export function writesWords(mode: 'synchronous' | 'asynchronous', inSync: boolean, t: Translate['t'] = englishT): string {
  if (mode === 'asynchronous') return t('console.data.pcs.writes.asynchronous')
  return t(inSync ? 'console.data.pcs.writes.synchronous' : 'console.data.pcs.writes.catchingUp')
}

/** The line to run on the standby PC. */
export function followCommand(address: string, key: string): string {
  return `npm run serve -- --follow ${address} --follow-key ${key}`
}

/** After the console moved by itself to the PC that took over: "Connected to the new primary at http://… — it took over from http://… (epoch 2)." */
export function takenOverNotice(origin: string, handover: { epoch: number; from: string }, t: Translate['t'] = englishT): string {
  const values = { origin, epoch: String(handover.epoch) }
  return handover.from ? t('console.banner.takenOver', { ...values, from: handover.from }) : t('console.banner.takenOverNoFrom', values)
}
