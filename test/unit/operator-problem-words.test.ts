// The console says the API's 422 items as sentences: "The points table's 4th value must be at most 1000."
import { describe, expect, it } from 'vitest'
import { bareSentence, fieldSentence, ordinal, problemSentence, subjectOf, type Problem } from '../../src-renderer/operator/api/problem-words'

describe('problemSentence', () => {
  it.each<[string, Problem, string]>([
    ['a place of the points table', { loc: ['body', 'points_table', 3], msg: 'Input should be less than or equal to 1000', type: 'less_than_equal', ctx: { le: 1000 } }, "The points table's 4th value must be at most 1000."],
    ['a product rule (Value error) with a field name in it', { loc: ['body', 'points_table'], msg: 'Value error, points_table must not increase from one place to the next', type: 'value_error' }, 'The points table: the points table must not increase from one place to the next.'],
    ['a missing field', { loc: ['body', 'name'], msg: 'Field required', type: 'missing' }, 'The name is required.'],
    ['a wrong kind of number', { loc: ['body', 'game_length_s'], msg: 'Input should be a valid integer, got a number with a fractional part', type: 'int_from_float' }, 'The game length must be a whole number.'],
    ['a choice', { loc: ['body', 'clock_format'], msg: "Input should be '24h' or '12h'", type: 'literal_error', ctx: { expected: "'24h' or '12h'" } }, "The clock format must be '24h' or '12h'."],
    ['an empty name', { loc: ['body', 'name'], msg: 'String should have at least 1 character', type: 'string_too_short', ctx: { min_length: 1 } }, 'The name must not be empty.'],
    ['too long', { loc: ['body', 'name'], msg: 'String should have at most 100 characters', type: 'string_too_long', ctx: { max_length: 100 } }, 'The name must have at most 100 characters.'],
    ['a lower bound', { loc: ['body', 'robot_port'], msg: 'Input should be greater than or equal to 1', type: 'greater_than_equal', ctx: { ge: 1 } }, 'The robot port must be at least 1.'],
    ['a query parameter', { loc: ['query', 'limit'], msg: 'Input should be less than or equal to 500', type: 'less_than_equal', ctx: { le: 500 } }, 'The limit must be at most 500.'],
    ['the whole body', { loc: ['body'], msg: 'Field required', type: 'missing' }, 'The request is required.'],
    ['not JSON', { loc: ['body', 12], msg: 'JSON decode error', type: 'json_invalid' }, 'The request could not be read (it is not valid JSON).'],
    ['a field of a list item', { loc: ['body', 'breaks', 0, 'minutes'], msg: 'Field required', type: 'missing' }, "The breaks' 1st value's minutes is required."],
    ['an unknown kind keeps its words', { loc: ['body', 'x'], msg: 'Something odd', type: 'whatever' }, 'The x: Something odd.'],
  ])('%s', (_name, problem, expected) => {
    expect(problemSentence(problem)).toBe(expected)
  })

  it('never shows pydantic wording or the arrows of a loc', () => {
    const said = problemSentence({ loc: ['body', 'start_time'], msg: 'Value error, end_time must not be before start_time', type: 'value_error' })
    expect(said).toBe('The start time: the end time must not be before the start time.')
    expect(said).not.toMatch(/Value error|→|body/)
  })
})

describe('next to a field', () => {
  it.each<[Problem, string, string]>([
    [{ loc: ['body', 'robot_port'], msg: 'Input should be less than or equal to 65535', type: 'less_than_equal', ctx: { le: 65535 } }, 'Must be at most 65535.', 'Must be at most 65535.'],
    [{ loc: ['body', 'points_table', 1], msg: 'Input should be a valid integer', type: 'int_type' }, 'The 2nd value must be a whole number.', 'Must be a whole number.'],
    [{ loc: ['body', 'robot_ip'], msg: 'Value error, robot_ip must be empty or an IPv4 or IPv6 address', type: 'value_error' }, 'The robot address must be empty or an IPv4 or IPv6 address.', 'The robot address must be empty or an IPv4 or IPv6 address.'],
  ])('%j', (problem, field, bare) => {
    expect(fieldSentence(problem)).toBe(field)
    expect(bareSentence(problem)).toBe(bare)
  })
})

describe('words', () => {
  it.each([
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [11, '11th'], [12, '12th'], [13, '13th'], [21, '21st'], [102, '102nd'], [111, '111th'],
  ])('ordinal(%i) = %s', (n, words) => {
    expect(ordinal(n)).toBe(words)
  })

  it('subjects', () => {
    expect(subjectOf(['path', 'event_id'])).toBe('The event')
    expect(subjectOf(['body', 'corners', 2])).toBe("The corners' 3rd value")
    expect(subjectOf(['body', 'some_field'])).toBe('The some field')
  })
})
