// Integers from path and query strings, read as pydantic 2's lax mode reads them (pydantic-core clean_int_str).
import { expect, it } from 'vitest'
import { pydanticIntText } from '../../src-main/domain/int-text'

it.each([
  ['1', '1'],
  ['-3', '-3'],
  ['+5', '5'],
  [' 7 ', '7'],
  ['007', '7'],
  ['-007', '-7'],
  ['-0', '0'],
  ['1.0', '1'],
  ['1.000', '1'],
  ['00.0', '0'],
  ['1_0', '10'],
  ['1_000.0', '1000'],
  ['0_000', '0'],
  ['9007199254740993', '9007199254740993'],
])('%j reads as %s', (text, expected) => {
  expect(pydanticIntText(text)).toBe(expected)
})

it.each(['', 'abc', '1.', '1.5', '1.0_0', '1e3', '0x10', '_1', '1_', '1__0', '+-1', '--1', '-+1', '٣', '1 2'])('%j is no integer', (text) => {
  expect(pydanticIntText(text)).toBeUndefined()
})
