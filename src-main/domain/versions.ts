// The version of an editable object (settings, SSO configuration and options, an event, a user, a screen): a strong
// ETag made field by field from the object exactly as its GET answers it, and the check of an If-Match against the
// object as stored now, which names the fields that changed since the version the client read (docs/decisions.md,
// issue 26, item 1). No revision column: the tag is the content.
import { hash } from 'node:crypto'
import { Stale } from './refusals'

/** Characters of base64url per field: 48 bits of SHA-256, so a change slips through once in 2^48. */
const FIELD_TAG_LENGTH = 8
/** A value longer than this (as JSON) is named in a 409 without its value (a screen's config, a key). */
const SHOWN_VALUE_LENGTH = 40

type Fields = Record<string, unknown>

/** JSON with the keys of every object sorted, so that equal values give equal text whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Fields).filter(([, item]) => item !== undefined)
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** A JSON object (not an array): what a version is taken of. */
export function isFields(value: unknown): value is Fields {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function fieldNames(object: Fields): string[] {
  return Object.keys(object).filter((name) => object[name] !== undefined).sort()
}

function fieldTag(name: string, value: unknown): string {
  return hash('sha256', `${name}\u0000${canonicalJson(value)}`, 'base64url').slice(0, FIELD_TAG_LENGTH)
}

/** The strong ETag of `object`: one short hash per field (sorted by name), quoted. */
export function versionTag(object: object): string {
  return `"${fieldNames(object as Fields).map((name) => fieldTag(name, (object as Fields)[name])).join('')}"`
}

/** The strong entity tags of an If-Match header (weak ones never match: RFC 9110 strong comparison); '*' for any. */
function strongTags(ifMatch: string): string[] | '*' {
  if (ifMatch.trim() === '*') return '*'
  return [...ifMatch.matchAll(/(W\/)?"([^"]*)"/g)].filter((match) => match[1] === undefined).map((match) => `"${match[2]}"`)
}

/**
 * The fields of `current` that differ from the version `ifMatch` names: undefined when it names the current version
 * (or is `*`), else the changed fields — every field when no tag of the header is one of ours.
 */
export function staleFields(ifMatch: string, current: object): string[] | undefined {
  const tags = strongTags(ifMatch)
  if (tags === '*' || tags.includes(versionTag(current))) return undefined
  const fields = current as Fields
  const names = fieldNames(fields)
  const readable = tags.find((tag) => tag.length === names.length * FIELD_TAG_LENGTH + 2)
  if (readable === undefined) return names
  return names.filter((name, index) => readable.slice(1 + index * FIELD_TAG_LENGTH, 1 + (index + 1) * FIELD_TAG_LENGTH) !== fieldTag(name, fields[name]))
}

function shown(name: string, value: unknown): string {
  const text = canonicalJson(value)
  return text.length > SHOWN_VALUE_LENGTH ? name : `${name} (now ${text})`
}

/**
 * Refuses (409, Stale) a change made to an older version than `current`, naming what changed since; no If-Match, no
 * check (scripts and robots that send none keep working). `what` names the object: "The arena settings".
 */
export function refuseStale(ifMatch: string | undefined, current: object, what: string): void {
  if (ifMatch === undefined) return
  const changed = staleFields(ifMatch, current)
  if (changed === undefined) return
  const named = changed.length > 0 ? `: ${changed.map((name) => shown(name, (current as Fields)[name])).join(', ')}` : ''
  throw new Stale(`${what} changed since the version you read (If-Match)${named}. Nothing was saved: read the stored version and make your change to it.`, changed)
}
