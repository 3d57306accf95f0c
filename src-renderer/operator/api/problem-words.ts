// The API's 422 items (pydantic's words: "Value error, …", loc ["body", "points_table", 3]) as sentences an operator reads:
// "The points table's 4th value must be at most 1000." The API keeps its own words; only the console says them this way.

/** One 422 item as the API words it. */
export interface Problem {
  loc: ReadonlyArray<string | number>
  msg: string
  type: string
  ctx?: Record<string, unknown>
}

/** Field names said in words; any other name has its underscores read as spaces. */
const FIELD_WORDS: Record<string, string> = {
  points_table: 'points table',
  game_length_s: 'game length',
  changeover_s: 'changeover',
  robot_port: 'robot port',
  robot_timeout_ms: 'robot timeout',
  robot_ip: 'robot address',
  clock_format: 'clock format',
  start_time: 'start time',
  end_time: 'end time',
  event_id: 'event',
  game_id: 'game',
  game_ids: 'games',
  user_id: 'player',
  is_admin: 'administrator flag',
  is_playing: 'playing flag',
  games_per_player: 'games per player',
  min_rest: 'rest between games',
  replace_scheduled: 'replace scheduled games',
  after_play_order: 'place of the break',
  tournament_round: 'round',
  play_order: 'place in the running order',
  seconds: 'delay',
  client_id: 'client ID',
  client_secret: 'client secret',
  username_claim: 'user name claim',
  admin_claim: 'administrator claim',
  issuer: 'issuer URL',
  game_points: 'game points',
  no_show: 'no-show',
}

function fieldWords(name: string): string {
  return FIELD_WORDS[name] ?? name.replace(/_/g, ' ')
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`
}

const possessive = (words: string) => (words.endsWith('s') ? `${words}'` : `${words}'s`)

/**
 * What a loc points at, in words: ["body", "points_table", 3] → "The points table's 4th value"; ["body"] → "The
 * request"; ["query", "limit"] → "The limit". The place (body, query, path) is not said.
 */
export function subjectOf(loc: ReadonlyArray<string | number>): string {
  const parts = loc[0] === 'body' || loc[0] === 'query' || loc[0] === 'path' ? loc.slice(1) : loc
  if (parts.length === 0) return 'The request'
  let words = ''
  for (const part of parts) {
    const piece = typeof part === 'number' ? `${ordinal(part + 1)} value` : fieldWords(part)
    words = words === '' ? `The ${piece}` : `${possessive(words)} ${piece}`
  }
  return words
}

function sentence(text: string): string {
  const trimmed = text.trim()
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

/** The rule's own text ("Value error, end_time must not be before start_time") with field names in words. */
function ruleText(msg: string): string {
  const text = msg.replace(/^Value error, /, '')
  return text.replace(/\b[a-z]+(?:_[a-z]+)+\b/g, (name) => `the ${fieldWords(name)}`)
}

const num = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : '')
const count = (value: unknown, word: string) => `${num(value)} ${word}${value === 1 ? '' : 's'}`

/** What must be true of the subject, for the API's kinds of failure. */
function predicate(problem: Problem): string | undefined {
  const ctx = problem.ctx ?? {}
  switch (problem.type) {
    case 'missing':
      return 'is required'
    case 'extra_forbidden':
      return 'is not something this form sends (reload the page)'
    case 'int_type':
    case 'int_parsing':
    case 'int_from_float':
      return 'must be a whole number'
    case 'float_type':
    case 'float_parsing':
      return 'must be a number'
    case 'string_type':
      return 'must be text'
    case 'bool_type':
    case 'bool_parsing':
      return 'must be yes or no'
    case 'list_type':
      return 'must be a list'
    case 'dict_type':
    case 'model_attributes_type':
      return 'must be a set of named values'
    case 'literal_error':
      return typeof ctx.expected === 'string' ? `must be ${ctx.expected}` : undefined
    case 'string_too_short':
      return ctx.min_length === 1 ? 'must not be empty' : `must have at least ${count(ctx.min_length, 'character')}`
    case 'string_too_long':
      return `must have at most ${count(ctx.max_length, 'character')}`
    case 'string_pattern_mismatch':
      return 'contains characters that are not allowed here (line breaks or control characters)'
    case 'greater_than_equal':
      return `must be at least ${num(ctx.ge)}`
    case 'less_than_equal':
      return `must be at most ${num(ctx.le)}`
    case 'greater_than':
      return `must be more than ${num(ctx.gt)}`
    case 'less_than':
      return `must be less than ${num(ctx.lt)}`
    case 'too_short':
      return `needs at least ${count(ctx.min_length, 'value')}`
    case 'too_long':
      return `takes at most ${count(ctx.max_length, 'value')}`
    default:
      return undefined
  }
}

/** One 422 item as a sentence: "The points table's 4th value must be at most 1000." */
export function problemSentence(problem: Problem): string {
  if (problem.type === 'json_invalid') return 'The request could not be read (it is not valid JSON).'
  const subject = subjectOf(problem.loc)
  const must = predicate(problem)
  if (must) return `${subject} ${must}.`
  // A rule of the product (value_error) or a kind this table does not know: the rule's own words, about its field.
  return sentence(`${subject}: ${ruleText(problem.msg)}`)
}

/** The item without its subject, for where the field is already said (a label, a cell): "Must be at most 1000." */
export function bareSentence(problem: Problem): string {
  if (problem.type === 'json_invalid') return problemSentence(problem)
  if (problem.type === 'missing') return 'Required.'
  const must = predicate(problem)
  return sentence(must ?? ruleText(problem.msg))
}

/**
 * The item said next to its own field ["body", field, …] (the field's label is already there): "Must be at most
 * 1000.", or "The 2nd value must be a whole number." for a part of it.
 */
export function fieldSentence(problem: Problem): string {
  const parts = problem.loc[0] === 'body' ? problem.loc.slice(2) : []
  const must = predicate(problem)
  if (must && parts.length > 0) return `${subjectOf(['body', ...parts])} ${must}.`
  return bareSentence(problem)
}
