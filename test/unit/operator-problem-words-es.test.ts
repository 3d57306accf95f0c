// A refused request's problems in the console's language (issue 31, item 3): the same functions as in English (their
// English tests stand unchanged), handed the Spanish catalogue's `t`: the subject as a label ("Tabla de puntos, 4.º
// valor"), then what must hold; a product rule's text stays the server's English inside the translated frame. In the
// pseudo-locale no ASCII letter is left but the rule's text and the values the server quotes.
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import type { MessageId } from '../../src-main/domain/i18n/catalogues'
import { pseudoMessages } from '../../src-main/domain/i18n/pseudo-messages'
import { bareSentence, FIELD_WORDS, fieldSentence, ordinal, problemSentence, subjectOf, type Problem } from '../../src-renderer/operator/api/problem-words'
import { describeImportProblem, importProblems } from '../../src-renderer/operator/pages/players/csv-preview'
import { rowSentenceIn } from '../../src-renderer/operator/pages/score-sheet/sheet-check'
import { afterSend, initialSendState, refusalWords } from '../../src-renderer/operator/pages/scorer/live-sheet-queue'
import { catalogueT } from '../support/catalogue-t'

const es = catalogueT('es')
const pseudoIntl = createIntl({ locale: 'en', messages: pseudoMessages() })
const pseudo = (id: MessageId, values?: Record<string, string | number>) => pseudoIntl.formatMessage({ id }, values)

/** One item of each kind the console words, with the sentence, the sentence beside its field and the bare one in Spanish. */
const ITEMS: Array<[Problem, string, string, string]> = [
  [{ loc: ['body', 'points_table', 3], msg: 'Input should be less than or equal to 1000', type: 'less_than_equal', ctx: { le: 1000 } }, 'Tabla de puntos, 4.º valor: debe ser como máximo 1000.', '4.º valor: debe ser como máximo 1000.', 'Debe ser como máximo 1000.'],
  [{ loc: ['body', 'name'], msg: 'Field required', type: 'missing' }, 'Nombre: no se ha indicado.', 'Obligatorio.', 'Obligatorio.'],
  [{ loc: ['body', 'name'], msg: 'String should have at least 1 character', type: 'string_too_short', ctx: { min_length: 1 } }, 'Nombre: no puede quedar en blanco.', 'No puede quedar en blanco.', 'No puede quedar en blanco.'],
  [{ loc: ['body', 'name'], msg: 'String should have at most 100 characters', type: 'string_too_long', ctx: { max_length: 100 } }, 'Nombre: debe tener como máximo 100 caracteres.', 'Debe tener como máximo 100 caracteres.', 'Debe tener como máximo 100 caracteres.'],
  [{ loc: ['body', 'password'], msg: 'String should have at least 8 characters', type: 'string_too_short', ctx: { min_length: 8 } }, 'Contraseña: debe tener al menos 8 caracteres.', 'Debe tener al menos 8 caracteres.', 'Debe tener al menos 8 caracteres.'],
  [{ loc: ['body', 'client_secret'], msg: 'String should have at most 1 character', type: 'string_too_long', ctx: { max_length: 1 } }, 'Secreto de cliente: debe tener como máximo 1 carácter.', 'Debe tener como máximo 1 carácter.', 'Debe tener como máximo 1 carácter.'],
  [{ loc: ['body', 'game_length_s'], msg: 'Input should be a valid integer, got a number with a fractional part', type: 'int_from_float' }, 'Duración de la partida: debe ser un número entero.', 'Debe ser un número entero.', 'Debe ser un número entero.'],
  [{ loc: ['body', 'robot_port'], msg: 'Input should be greater than or equal to 1', type: 'greater_than_equal', ctx: { ge: 1 } }, 'Puerto de los robots: debe ser como mínimo 1.', 'Debe ser como mínimo 1.', 'Debe ser como mínimo 1.'],
  [{ loc: ['body', 'clock_format'], msg: "Input should be '24h' or '12h'", type: 'literal_error', ctx: { expected: "'24h' or '12h'" } }, "Formato de hora: debe ser '24h' o '12h'.", "Debe ser '24h' o '12h'.", "Debe ser '24h' o '12h'."],
  [{ loc: ['query', 'format'], msg: "Input should be 'pdf', 'csv' or 'json'", type: 'literal_error', ctx: { expected: "'pdf', 'csv' or 'json'" } }, "Format: debe ser 'pdf', 'csv' o 'json'.", "Debe ser 'pdf', 'csv' o 'json'.", "Debe ser 'pdf', 'csv' o 'json'."],
  [{ loc: ['body', 'breaks', 0, 'minutes'], msg: 'Field required', type: 'missing' }, 'Pausas, 1.º valor, minutos: no se ha indicado.', '1.º valor, minutos: no se ha indicado.', 'Obligatorio.'],
  [{ loc: ['body', 'players'], msg: 'List should have at least 2 items', type: 'too_short', ctx: { min_length: 2 } }, 'Jugadores: necesita al menos 2 valores.', 'Necesita al menos 2 valores.', 'Necesita al menos 2 valores.'],
  [{ loc: ['body', 'points_table'], msg: 'List should have at most 4 items', type: 'too_long', ctx: { max_length: 4 } }, 'Tabla de puntos: admite como máximo 4 valores.', 'Admite como máximo 4 valores.', 'Admite como máximo 4 valores.'],
  [{ loc: ['body', 'name'], msg: 'String should match pattern', type: 'string_pattern_mismatch' }, 'Nombre: contiene caracteres que aquí no se admiten (saltos de línea o caracteres de control).', 'Contiene caracteres que aquí no se admiten (saltos de línea o caracteres de control).', 'Contiene caracteres que aquí no se admiten (saltos de línea o caracteres de control).'],
  [{ loc: ['body', 'colour'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' }, 'Color: este formulario no lo envía (recarga la página).', 'Este formulario no lo envía (recarga la página).', 'Este formulario no lo envía (recarga la página).'],
  [{ loc: ['body'], msg: 'Field required', type: 'missing' }, 'La solicitud: no se ha indicado.', 'Obligatorio.', 'Obligatorio.'],
  [{ loc: ['body', 12], msg: 'JSON decode error', type: 'json_invalid' }, 'No se ha podido leer la solicitud (no es JSON válido).', 'No se ha podido leer la solicitud (no es JSON válido).', 'No se ha podido leer la solicitud (no es JSON válido).'],
  // A product rule: its text is the server's (English, its field names in English words), the subject is the console's.
  [{ loc: ['body', 'start_time'], msg: 'Value error, end_time must not be before start_time', type: 'value_error' }, 'Hora de inicio: the end time must not be before the start time.', 'The end time must not be before the start time.', 'The end time must not be before the start time.'],
]

describe('a refused request’s problems in Spanish', () => {
  it.each(ITEMS)('%j', (problem, said, beside, bare) => {
    expect(problemSentence(problem, es)).toBe(said)
    expect(fieldSentence(problem, es)).toBe(beside)
    expect(bareSentence(problem, es)).toBe(bare)
  })

  it('ordinals and subjects', () => {
    expect([1, 2, 3, 11, 21].map((n) => ordinal(n, es))).toEqual(['1.º', '2.º', '3.º', '11.º', '21.º'])
    expect(subjectOf(['path', 'event_id'], es)).toBe('Evento')
    expect(subjectOf(['body', 'corners', 2], es)).toBe('Esquinas, 3.º valor')
    // A field the console has no words for is named as the API names it.
    expect(subjectOf(['body', 'some_field'], es)).toBe('Some field')
  })
})

describe('where the sentences are shown, in the language in force', () => {
  const tooLong: Problem = { loc: ['body', 'items', 0, 'label'], msg: 'String should have at most 60 characters', type: 'string_too_long', ctx: { max_length: 60 } }

  it('beside a score sheet’s row: its field in words; the domain’s own rule as it says it', () => {
    expect(rowSentenceIn(es)(tooLong)).toBe('Etiqueta: debe tener como máximo 60 caracteres.')
    expect(rowSentenceIn(es)({ loc: ['body', 'caps', 0], msg: "Value error, cap 'all_cans': 'minor_foul' is a penalty", type: 'value_error' })).toBe("Cap 'all_cans': 'minor_foul' is a penalty.")
  })

  it('a CSV import’s problems, in their cells and listed', () => {
    const item = { loc: ['body', 'file', 3, 'password'], msg: 'String should have at least 8 characters', type: 'string_too_short', ctx: { min_length: 8 } }
    expect([...importProblems([item], es).cells.values()]).toEqual([['Debe tener al menos 8 caracteres.']])
    expect(describeImportProblem(item, es)).toBe('Fila 3, password: Debe tener al menos 8 caracteres.')
  })

  it('a scorer tablet’s refused sheet: its 422 items in the tablet’s language, another refusal in the server’s words', () => {
    const sent = { ...initialSendState(1, 0), inFlight: 1 }
    const refused = afterSend(sent, 1, { kind: 'refused', message: 'The entry…', problems: [{ ...tooLong, loc: ['body', 'card_reason'] }] })
    expect(refusalWords(es, refused)).toBe('Motivo de la tarjeta: debe tener como máximo 60 caracteres.')
    expect(refusalWords(es, afterSend(sent, 1, { kind: 'refused', message: 'The game has not started' }))).toBe('The game has not started')
    expect(refusalWords(es, initialSendState(1, 0))).toBeNull()
  })
})

describe('the pseudo-locale: nothing but the server’s own text is left unlocalised', () => {
  /** The sentence less what the server says itself: a rule's text, the values it quotes. */
  const leftover = (sentence: string, problem: Problem) => {
    let rest = sentence
    if (problem.type === 'value_error') rest = rest.replace(/: .*\]\.$/, '')
    const expected = problem.ctx?.expected
    for (const value of (typeof expected === 'string' ? expected.match(/'[^']*'/g) : null) ?? []) rest = rest.replace(value, '')
    return rest
  }
  // Every kind of item, on a field the console names (query fields too: "format" is no field of a form).
  const items = ITEMS.filter(([problem]) => problem.loc[0] !== 'query')

  it.each(items)('%j', (problem) => {
    for (const said of [problemSentence(problem, pseudo), fieldSentence(problem, pseudo), bareSentence(problem, pseudo)]) {
      if (problem.type === 'value_error' && !said.startsWith('[')) continue
      expect(leftover(said, problem), said).not.toMatch(/[A-Za-z]/)
    }
  })

  it('every field name the console knows is said in the language', () => {
    for (const name of Object.keys(FIELD_WORDS)) expect(subjectOf(['body', name, 0], pseudo), name).not.toMatch(/[A-Za-z]/)
  })
})
