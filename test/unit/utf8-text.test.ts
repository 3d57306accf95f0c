// Request bodies must be well-formed UTF-8: where the first byte that is not lies.
import { expect, it } from 'vitest'
import { firstInvalidUtf8, readUtf8 } from '../../src-main/domain/utf8-text'

const bytes = (...values: number[]) => Uint8Array.from(values)

it.each([
  ['ASCII', bytes(0x7b, 0x7d), -1],
  ['é, €, 😀', new TextEncoder().encode('é€😀'), -1],
  ['latin-1 é', bytes(0x61, 0xe9, 0x74), 1],
  ['a lone continuation byte', bytes(0x80), 0],
  ['a cut sequence at the end', bytes(0x61, 0xc3), 1],
  ['a lead byte followed by ASCII', bytes(0xe2, 0x28, 0xa1), 0],
  ['an overlong /', bytes(0xc0, 0xaf), 0],
  ['an overlong three-byte form', bytes(0xe0, 0x80, 0xaf), 0],
  ['an encoded surrogate', bytes(0xed, 0xa0, 0x80), 0],
  ['above U+10FFFF', bytes(0xf4, 0x90, 0x80, 0x80), 0],
  ['0xFF', bytes(0x31, 0xff), 1],
])('%s: first invalid byte at %i', (_name, input, expected) => {
  expect(firstInvalidUtf8(input)).toBe(expected)
})

it('reads the text, a leading byte order mark dropped; names the bad byte otherwise', () => {
  expect(readUtf8(bytes(0xef, 0xbb, 0xbf, 0x7b, 0x7d))).toEqual({ text: '{}' })
  expect(readUtf8(bytes(0x7b, 0xe9))).toEqual({ badByteAt: 1, badByte: 0xe9 })
})
