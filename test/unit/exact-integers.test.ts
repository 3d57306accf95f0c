// Long integers echoed in 422 items as they were sent, and the JSON writer that writes them.
import { expect, it } from 'vitest'
import { ExactInteger, jsonText, withExactIntegers } from '../../src-main/domain/exact-integers'
import { longIntegerLiterals } from '../../src-main/domain/json-syntax'

const text = '{"a": 9007199254740993, "list": [1, 12345678901234567890], "b": "x"}'
const body = JSON.parse(text) as { a: number; list: number[]; b: string }
const literals = longIntegerLiterals(text)

it.each([
  ['the field itself', { loc: ['body', 'a'], msg: 'm', type: 't', input: body.a }, '{"loc":["body","a"],"msg":"m","type":"t","input":9007199254740993}'],
  ['a list item', { loc: ['body', 'list', 1], msg: 'm', type: 't', input: body.list[1] }, '{"loc":["body","list",1],"msg":"m","type":"t","input":12345678901234567890}'],
  ['the object holding a missing field', { loc: ['body', 'name'], msg: 'm', type: 'missing', input: body }, '{"loc":["body","name"],"msg":"m","type":"missing","input":{"a":9007199254740993,"list":[1,12345678901234567890],"b":"x"}}'],
  ['an input that is not the body’s', { loc: ['body', 'a'], msg: 'm', type: 't', input: 5 }, '{"loc":["body","a"],"msg":"m","type":"t","input":5}'],
  ['a path item', { loc: ['path', 'a'], msg: 'm', type: 't', input: body.a }, '{"loc":["path","a"],"msg":"m","type":"t","input":9007199254740992}'],
])('%s', (_name, item, written) => {
  expect(jsonText(withExactIntegers([item], body, literals)[0])).toBe(written)
})

it('writes like JSON.stringify otherwise', () => {
  const value = { a: [1, undefined, 'é\n'], b: undefined, c: null, d: { e: true }, f: new ExactInteger('-1') }
  expect(jsonText(value)).toBe('{"a":[1,null,"é\\n"],"c":null,"d":{"e":true},"f":-1}')
})
