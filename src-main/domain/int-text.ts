// How pydantic 2 reads a path or query string as an integer in lax mode (pydantic-core src/input/shared.rs,
// str_as_int and clean_int_str): surrounding white space, a sign, leading zeros, a fraction of zeros only ("1.0",
// "1.000") and underscores between digits ("1_000") are allowed; anything else is int_parsing.

const PLAIN = /^-?(?:0|[1-9]\d*)$/
// Rust's str::trim: Unicode White_Space. JavaScript's trim also takes U+FEFF, which Rust does not.
const EDGE_SPACE = /^[\s\u0085]+|[\s\u0085]+$/g

/** The leading zeros of `s` (digits and underscores) dropped, keeping one before a point or at the end; undefined if `s` is not digits. */
function withoutLeadingZeros(s: string): string | undefined {
  if (/^[1-9]/.test(s)) return s
  if (!s.startsWith('0')) return undefined
  for (let i = 1; i < s.length; i += 1) {
    const c = s[i]
    if (c === '0' || c === '_') continue
    if (/[1-9]/.test(c)) return s.slice(i)
    if (c === '.') return s.slice(i - 1)
    return undefined
  }
  return s.slice(-1)
}

/** Underscores between digits removed ("1_000" → "1000"); undefined when they lead, trail or double. */
function withoutUnderscores(s: string): string | undefined {
  if (!s.includes('_') || s.startsWith('_') || s.endsWith('_') || s.includes('__')) return undefined
  return s.replaceAll('_', '')
}

/** `text` read as pydantic reads an integer from a string: its plain decimal form ("-12"), or undefined (int_parsing). */
export function pydanticIntText(text: string): string | undefined {
  if (PLAIN.test(text)) return text === '-0' ? '0' : text
  let s = text.replace(EDGE_SPACE, '')
  if (s.startsWith('+')) {
    if (s.startsWith('+-')) return undefined
    s = s.slice(1)
  }
  let sign = ''
  if (s.startsWith('-')) {
    if (s.startsWith('--') || s.startsWith('-+')) return undefined
    sign = '-'
    s = s.slice(1)
  }
  const digits = withoutLeadingZeros(s)
  if (digits === undefined) return undefined
  s = digits
  const point = s.indexOf('.')
  if (point !== -1 && point < s.length - 1 && /^0+$/.test(s.slice(point + 1))) s = s.slice(0, point)
  s = withoutUnderscores(s) ?? s
  const result = sign + s
  return PLAIN.test(result) ? (result === '-0' ? '0' : result) : undefined
}
