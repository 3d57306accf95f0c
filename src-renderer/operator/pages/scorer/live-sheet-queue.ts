// The sending of one corner's live sheet (issue 30, item 2), as pure decisions: every change is sent at once; one send at a
// time; a send that fails on the network leaves the changes kept and sent again (the latest entry, whole) on a retry; a
// refusal (the server answered no) is shown and not retried until the next change.
import type { Translate } from '../../../shared/i18n/use-t'
import { problemSentence, type Problem } from '../../api/problem-words'

export interface SendState {
  /** The version of the entry on the tablet now. */
  version: number
  /** The highest version the server has confirmed. */
  acked: number
  /** The version of the send under way, or null. */
  inFlight: number | null
  /** The last send failed on the network: the tablet is offline until a send goes through. */
  offline: boolean
  /** Why the server refused the last send (nothing is retried until the next change), or null. */
  refused: string | null
  /** The refusal's 422 items, when it had some: said in the tablet's language (refusalWords). */
  refusedProblems?: readonly Problem[]
}

export type SendOutcome = { kind: 'ok' } | { kind: 'network' } | { kind: 'refused'; message: string; problems?: readonly Problem[] }

/** A corner opened with `version` on the tablet, of which the server holds `acked`. */
export function initialSendState(version: number, acked: number): SendState {
  return { version, acked, inFlight: null, offline: false, refused: null }
}

/** A tap: one more version of the entry. */
export function afterChange(state: SendState): SendState {
  return { ...state, version: state.version + 1, refused: null }
}

/** The version to send now, or null: nothing new, a send under way, or the last one refused. */
export function nextToSend(state: SendState): number | null {
  if (state.inFlight !== null || state.refused !== null || state.version <= state.acked) return null
  return state.version
}

export function afterSendStarted(state: SendState, version: number): SendState {
  return { ...state, inFlight: version }
}

/** What a send's answer changes: confirmed up to its version; a network failure keeps everything for a retry. */
export function afterSend(state: SendState, sent: number, outcome: SendOutcome): SendState {
  const settled = { ...state, inFlight: null }
  switch (outcome.kind) {
    case 'ok':
      return { ...settled, acked: Math.max(state.acked, sent), offline: false }
    case 'network':
      return { ...settled, offline: true }
    case 'refused':
      return { ...settled, offline: false, refused: outcome.message, refusedProblems: outcome.problems }
  }
}

/** Changes made on the tablet that the server has not confirmed. */
export function keptChanges(state: SendState): number {
  return Math.max(0, state.version - state.acked)
}

/** Whether a retry (its interval, the browser back online, the live stream back) should send now. */
export function shouldRetry(state: SendState): boolean {
  return state.offline && nextToSend(state) !== null
}

/** The sign a scorer reads while sends fail: "offline — 3 changes kept"; null when all is sent or nothing failed. */
export function offlineWords(t: Translate['t'], state: SendState): string | null {
  const kept = keptChanges(state)
  if (!state.offline || kept === 0) return null
  return t('tablet.sheet.offline', { kept })
}

/** Why the last send was refused, in the language of `t` (its 422 items as sentences, else the server's own words), or null. */
export function refusalWords(t: Translate['t'], state: SendState): string | null {
  if (state.refused === null) return null
  const problems = state.refusedProblems ?? []
  return problems.length > 0 ? problems.map((problem) => problemSentence(problem, t)).join(' ') : state.refused
}
