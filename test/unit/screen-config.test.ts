// A screen's config on a table of cases: the JSON text of an object passes, anything else is a value_error at its loc.
import { describe, expect, it } from 'vitest'
import { screenConfigProblem } from '../../src-main/domain/screen-config'

describe('screenConfigProblem', () => {
  it.each(['{}', '{"text": "Lunch break"}', ' { "corner": 2, "nested": {"a": [1, 2]} } ', '{"unicode": "Ünïcødé ✓"}'])('%s is a config', (text) => {
    expect(screenConfigProblem(text, ['body', 'config'])).toBeUndefined()
  })

  it.each([
    ['', 'JSON text'],
    ['not json', 'JSON text'],
    ['{"a": 1', 'JSON text'],
    ["{'a': 1}", 'JSON text'],
    ['[]', 'an object'],
    ['[{"a": 1}]', 'an object'],
    ['null', 'an object'],
    ['42', 'an object'],
    ['"text"', 'an object'],
    ['true', 'an object'],
  ])('%j is refused (%s)', (text, expected) => {
    const problem = screenConfigProblem(text, ['body', 'config'])
    expect(problem).toMatchObject({ loc: ['body', 'config'], type: 'value_error', input: text })
    expect(problem?.msg).toMatch(/^Value error, config must be /)
    expect(problem?.msg).toContain(expected)
  })
})
