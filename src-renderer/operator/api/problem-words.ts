// The API's 422 items (pydantic's words: "Value error, …", loc ["body", "points_table", 3]) as sentences an operator reads,
// in the console's language (`t`, English by default): "The points table's 4th value must be at most 1000.", "Tabla de
// puntos, 4.º valor: debe ser como máximo 1000." The API keeps its own words; a product rule's text (a value_error's
// msg) stays the server's English inside the translated frame.
import type { MessageId } from '../../../src-main/domain/i18n/catalogues'
import { englishT } from '../../shared/i18n/english'
import type { Translate } from '../../shared/i18n/use-t'

type T = Translate['t']

/** One 422 item as the API words it. */
export interface Problem {
  loc: ReadonlyArray<string | number>
  msg: string
  type: string
  ctx?: Record<string, unknown>
}

/** Field names said in words (console.problems.field.*); any other name has its underscores read as spaces. */
export const FIELD_WORDS = {
  admin_claim: 'console.problems.field.admin_claim',
  after_play_order: 'console.problems.field.after_play_order',
  arena_id: 'console.problems.field.arena_id',
  arena_ids: 'console.problems.field.arena_ids',
  blue: 'console.problems.field.blue',
  breaks: 'console.problems.field.breaks',
  caps: 'console.problems.field.caps',
  card: 'console.problems.field.card',
  card_reason: 'console.problems.field.card_reason',
  changeover_s: 'console.problems.field.changeover_s',
  client_id: 'console.problems.field.client_id',
  client_secret: 'console.problems.field.client_secret',
  clock_format: 'console.problems.field.clock_format',
  colour: 'console.problems.field.colour',
  corners: 'console.problems.field.corners',
  decimals: 'console.problems.field.decimals',
  display_name: 'console.problems.field.display_name',
  end_time: 'console.problems.field.end_time',
  entry: 'console.problems.field.entry',
  event_id: 'console.problems.field.event_id',
  game_id: 'console.problems.field.game_id',
  game_ids: 'console.problems.field.game_ids',
  game_length_s: 'console.problems.field.game_length_s',
  game_points: 'console.problems.field.game_points',
  games_per_player: 'console.problems.field.games_per_player',
  green: 'console.problems.field.green',
  id: 'console.problems.field.id',
  is_admin: 'console.problems.field.is_admin',
  is_playing: 'console.problems.field.is_playing',
  issuer: 'console.problems.field.issuer',
  items: 'console.problems.field.items',
  kind: 'console.problems.field.kind',
  label: 'console.problems.field.label',
  league: 'console.problems.field.league',
  limit: 'console.problems.field.limit',
  max: 'console.problems.field.max',
  max_points: 'console.problems.field.max_points',
  min: 'console.problems.field.min',
  min_rest: 'console.problems.field.min_rest',
  minutes: 'console.problems.field.minutes',
  name: 'console.problems.field.name',
  no_show: 'console.problems.field.no_show',
  options: 'console.problems.field.options',
  password: 'console.problems.field.password',
  penalties: 'console.problems.field.penalties',
  play_order: 'console.problems.field.play_order',
  players: 'console.problems.field.players',
  points: 'console.problems.field.points',
  points_per_unit: 'console.problems.field.points_per_unit',
  points_table: 'console.problems.field.points_table',
  reason: 'console.problems.field.reason',
  red: 'console.problems.field.red',
  replace_scheduled: 'console.problems.field.replace_scheduled',
  robot_ip: 'console.problems.field.robot_ip',
  robot_port: 'console.problems.field.robot_port',
  robot_timeout_ms: 'console.problems.field.robot_timeout_ms',
  scopes: 'console.problems.field.scopes',
  seconds: 'console.problems.field.seconds',
  seed: 'console.problems.field.seed',
  short_name: 'console.problems.field.short_name',
  single_arena_rounds: 'console.problems.field.single_arena_rounds',
  stagger_s: 'console.problems.field.stagger_s',
  stagger_seconds: 'console.problems.field.stagger_seconds',
  staging_offset_s: 'console.problems.field.staging_offset_s',
  start_time: 'console.problems.field.start_time',
  submitted: 'console.problems.field.submitted',
  tie_breakers: 'console.problems.field.tie_breakers',
  tournament_round: 'console.problems.field.tournament_round',
  user_id: 'console.problems.field.user_id',
  username: 'console.problems.field.username',
  username_claim: 'console.problems.field.username_claim',
  version: 'console.problems.field.version',
  yellow: 'console.problems.field.yellow',
} as const satisfies Record<string, MessageId>

function fieldWords(name: string, t: T): string {
  return Object.hasOwn(FIELD_WORDS, name) ? t(FIELD_WORDS[name as keyof typeof FIELD_WORDS]) : name.replace(/_/g, ' ')
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… (Spanish 1.º, 2.º…) */
export function ordinal(n: number, t: T = englishT): string {
  return t('console.problems.ordinal', { n })
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * What a loc points at, in words: ["body", "points_table", 3] → "The points table's 4th value" (Spanish "Tabla de
 * puntos, 4.º valor"); ["body"] → "The request"; ["query", "limit"] → "The limit". The place (body, query, path) is not said.
 */
export function subjectOf(loc: ReadonlyArray<string | number>, t: T = englishT): string {
  const parts = loc[0] === 'body' || loc[0] === 'query' || loc[0] === 'path' ? loc.slice(1) : loc
  if (parts.length === 0) return t('console.problems.subject.request')
  let words = ''
  for (const part of parts) {
    const piece = typeof part === 'number' ? t('console.problems.subject.value', { n: part + 1 }) : fieldWords(part, t)
    words = words === '' ? t('console.problems.subject.field', { field: piece }) : t('console.problems.subject.of', { whole: words, part: piece, endsInS: words.endsWith('s') ? 'yes' : 'no' })
  }
  return capitalised(words)
}

function sentence(text: string): string {
  const capital = capitalised(text.trim())
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

/** The rule's own text ("Value error, end_time must not be before start_time") with field names in (English) words: the server's words. */
function ruleText(msg: string): string {
  const text = msg.replace(/^Value error, /, '')
  return text.replace(/\b[a-z]+(?:_[a-z]+)+\b/g, (name) => `the ${fieldWords(name, englishT)}`)
}

const num = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : '')

/** A count of characters or values: `count` as the API gives it, `n` for the plural's choice. */
function counted(value: unknown): { n: number; count: string } {
  const n = Number(num(value))
  return { n: Number.isFinite(n) && num(value) !== '' ? n : 0, count: num(value) }
}

/** pydantic's choices ("'24h' or '12h'", "'a', 'b' or 'c'") in the language's words; the values as they are. */
function choicesOf(expected: string, t: T): string {
  const values = /^'[^']*'(?:, '[^']*')*(?: or '[^']*')?$/.test(expected) ? (expected.match(/'[^']*'/g) ?? []) : []
  if (values.length < 2) return expected
  return t('console.problems.choices', { others: values.slice(0, -1).join(', '), last: values[values.length - 1] })
}

/** What must be true of the subject, for the API's kinds of failure. */
function predicate(problem: Problem, t: T): string | undefined {
  const ctx = problem.ctx ?? {}
  switch (problem.type) {
    case 'missing':
      return t('console.problems.must.required')
    case 'extra_forbidden':
      return t('console.problems.must.notSent')
    case 'int_type':
    case 'int_parsing':
    case 'int_from_float':
      return t('console.problems.must.wholeNumber')
    case 'float_type':
    case 'float_parsing':
      return t('console.problems.must.number')
    case 'string_type':
      return t('console.problems.must.text')
    case 'bool_type':
    case 'bool_parsing':
      return t('console.problems.must.yesNo')
    case 'list_type':
      return t('console.problems.must.list')
    case 'dict_type':
    case 'model_attributes_type':
      return t('console.problems.must.namedValues')
    case 'literal_error':
      return typeof ctx.expected === 'string' ? t('console.problems.must.choice', { choices: choicesOf(ctx.expected, t) }) : undefined
    case 'string_too_short':
      return ctx.min_length === 1 ? t('console.problems.must.notEmpty') : t('console.problems.must.atLeastCharacters', counted(ctx.min_length))
    case 'string_too_long':
      return t('console.problems.must.atMostCharacters', counted(ctx.max_length))
    case 'string_pattern_mismatch':
      return t('console.problems.must.plainCharacters')
    case 'greater_than_equal':
      return t('console.problems.must.atLeast', { bound: num(ctx.ge) })
    case 'less_than_equal':
      return t('console.problems.must.atMost', { bound: num(ctx.le) })
    case 'greater_than':
      return t('console.problems.must.moreThan', { bound: num(ctx.gt) })
    case 'less_than':
      return t('console.problems.must.lessThan', { bound: num(ctx.lt) })
    case 'too_short':
      return t('console.problems.must.atLeastValues', counted(ctx.min_length))
    case 'too_long':
      return t('console.problems.must.atMostValues', counted(ctx.max_length))
    default:
      return undefined
  }
}

/** One 422 item as a sentence: "The points table's 4th value must be at most 1000." */
export function problemSentence(problem: Problem, t: T = englishT): string {
  if (problem.type === 'json_invalid') return t('console.problems.jsonInvalid')
  const subject = subjectOf(problem.loc, t)
  const must = predicate(problem, t)
  if (must) return t('console.problems.sentence', { subject, must })
  // A rule of the product (value_error) or a kind this table does not know: the rule's own words, about its field.
  return sentence(t('console.problems.rule', { subject, rule: ruleText(problem.msg) }))
}

/** The item without its subject, for where the field is already said (a label, a cell): "Must be at most 1000." */
export function bareSentence(problem: Problem, t: T = englishT): string {
  if (problem.type === 'json_invalid') return problemSentence(problem, t)
  if (problem.type === 'missing') return t('console.problems.required')
  const must = predicate(problem, t)
  return sentence(must ?? ruleText(problem.msg))
}

/**
 * The item said next to its own field ["body", field, …] (the field's label is already there): "Must be at most
 * 1000.", or "The 2nd value must be a whole number." for a part of it.
 */
export function fieldSentence(problem: Problem, t: T = englishT): string {
  const parts = problem.loc[0] === 'body' ? problem.loc.slice(2) : []
  const must = predicate(problem, t)
  if (must && parts.length > 0) return t('console.problems.sentence', { subject: subjectOf(['body', ...parts], t), must })
  return bareSentence(problem, t)
}
