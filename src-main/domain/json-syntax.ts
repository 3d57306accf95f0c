// Reads JSON text the way Python's json module does (CPython's C scanner, which FastAPI's Starlette uses) to say where
// it stops and why, since V8's JSON.parse messages name no position for some mistakes ({"red": }). Also lists the integer
// literals too long for a JavaScript number, by their place in the document, so that an answer can echo them exactly.
// Written here rather than taken from a library: the positions and messages must be Python's, which no parser for
// JavaScript gives; one pass without recursion, so no nesting can overflow the stack.

export interface JsonSyntaxError {
  /** Index of the character where the reading stopped, in code points (Python's str index), not UTF-16 units. */
  position: number
  /** Python's JSONDecodeError.msg: "Expecting value", "Expecting ',' delimiter", … */
  message: string
}

/** A place in a JSON document: keys and list indexes from its root. */
export type JsonPath = Array<string | number>

const WHITESPACE = new Set([' ', '\t', '\n', '\r'])
const SIMPLE_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't'])
const HEX = /^[0-9a-fA-F]{4}$/
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y
const LITERALS = ['null', 'true', 'false']

/** The code point index of UTF-16 index `at` (a surrogate pair counts once, as in a Python str). */
export function codePointIndex(text: string, at: number): number {
  let pairs = 0
  for (let i = 1; i < at; i += 1) {
    const code = text.charCodeAt(i)
    if (code >= 0xdc00 && code <= 0xdfff) {
      const before = text.charCodeAt(i - 1)
      if (before >= 0xd800 && before <= 0xdbff) pairs += 1
    }
  }
  return at - pairs
}

/** Thrown where the reading stops: `at` is a UTF-16 index, `message` Python's words. */
class Stop extends Error {
  constructor(
    readonly at: number,
    message: string,
  ) {
    super(message)
  }
}

interface Frame {
  kind: '{' | '['
  /** The key of the value being read (an object) or its index (a list). */
  at: string | number
}

/** Reads the string whose opening quote is at `start`; answers the index after its closing quote. */
function endOfString(text: string, start: number): number {
  let i = start + 1
  for (;;) {
    if (i >= text.length) throw new Stop(start, 'Unterminated string starting at')
    const code = text.charCodeAt(i)
    if (code === 0x22) return i + 1
    if (code <= 0x1f) throw new Stop(i, 'Invalid control character at')
    if (code !== 0x5c) {
      i += 1
      continue
    }
    if (i + 1 >= text.length) throw new Stop(start, 'Unterminated string starting at')
    const escape = text[i + 1]
    if (escape === 'u') {
      // CPython wants a character after the four digits (the closing quote at the least) before it reads them.
      if (i + 6 >= text.length || !HEX.test(text.slice(i + 2, i + 6))) throw new Stop(i + 1, 'Invalid \\uXXXX escape')
      i += 6
    } else if (SIMPLE_ESCAPES.has(escape)) i += 2
    else throw new Stop(i, 'Invalid \\escape')
  }
}

function skipWhitespace(text: string, from: number): number {
  let i = from
  while (i < text.length && WHITESPACE.has(text[i])) i += 1
  return i
}

/** Where a scalar value starting at `i` ends (a string, a number, null, true or false), or a Stop. */
function endOfScalar(text: string, i: number): number {
  if (text[i] === '"') return endOfString(text, i)
  const literal = LITERALS.find((word) => text.startsWith(word, i))
  if (literal) return i + literal.length
  NUMBER.lastIndex = i
  // NaN and Infinity, which Python reads, are not JSON: like JSON.parse, they are no value here.
  if (i >= text.length || !NUMBER.test(text)) throw new Stop(i, 'Expecting value')
  return NUMBER.lastIndex
}

/**
 * Walks `text` as Python's json.loads does; calls `onInteger` with the place and text of every integer literal of more
 * than 15 digits (the ones a JavaScript number may not hold exactly). Throws a Stop at the first mistake.
 */
function walk(text: string, onInteger?: (path: JsonPath, literal: string) => void): void {
  const stack: Frame[] = []
  let i = skipWhitespace(text, 0)
  let state: 'value' | 'first-item' | 'first-key' | 'key' | 'after' = 'value'
  for (;;) {
    if (state === 'first-key' || state === 'key') {
      const frame = stack[stack.length - 1]
      if (state === 'first-key' && text[i] === '}') {
        stack.pop()
        i += 1
        state = 'after'
        continue
      }
      if (text[i] !== '"') throw new Stop(i, 'Expecting property name enclosed in double quotes')
      const end = endOfString(text, i)
      frame.at = JSON.parse(text.slice(i, end)) as string
      i = skipWhitespace(text, end)
      if (text[i] !== ':') throw new Stop(i, "Expecting ':' delimiter")
      i = skipWhitespace(text, i + 1)
      state = 'value'
      continue
    }
    if (state === 'first-item' && text[i] === ']') {
      stack.pop()
      i += 1
      state = 'after'
      continue
    }
    if (state === 'value' || state === 'first-item') {
      if (text[i] === '{' || text[i] === '[') {
        stack.push({ kind: text[i] as Frame['kind'], at: 0 })
        state = text[i] === '{' ? 'first-key' : 'first-item'
        i = skipWhitespace(text, i + 1)
        continue
      }
      const end = endOfScalar(text, i)
      if (onInteger && end - i > 15 && /^-?\d+$/.test(text.slice(i, end))) onInteger(stack.map((frame) => frame.at), text.slice(i, end))
      i = end
      state = 'after'
      continue
    }
    // After a value: the end of the text, or a delimiter of the list or object holding it.
    i = skipWhitespace(text, i)
    const frame = stack[stack.length - 1]
    if (!frame) {
      if (i !== text.length) throw new Stop(i, 'Extra data')
      return
    }
    const close = frame.kind === '{' ? '}' : ']'
    if (text[i] === close) {
      stack.pop()
      i += 1
      continue
    }
    if (text[i] !== ',') throw new Stop(i, "Expecting ',' delimiter")
    const comma = i
    i = skipWhitespace(text, i + 1)
    if (text[i] === close) throw new Stop(comma, `Illegal trailing comma before end of ${frame.kind === '{' ? 'object' : 'array'}`)
    if (typeof frame.at === 'number') frame.at += 1
    state = frame.kind === '{' ? 'key' : 'value'
  }
}

/** Where and why Python's json.loads would refuse `text`; undefined for valid JSON. */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  try {
    walk(text)
    return undefined
  } catch (stop) {
    if (!(stop instanceof Stop)) throw stop
    return { position: codePointIndex(text, stop.at), message: stop.message }
  }
}

/**
 * The integer literals of valid JSON `text` that are longer than 15 digits, by place (JSON.stringify of the path):
 * a later duplicate key wins, as in JSON.parse.
 */
export function longIntegerLiterals(text: string): Map<string, string> {
  const found = new Map<string, string>()
  walk(text, (path, literal) => found.set(JSON.stringify(path), literal))
  return found
}
