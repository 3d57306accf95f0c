// The Schedule, Events and Players pages' word functions in Spanish (issue 31, item 3): the same functions as in English
// (their English tests stand unchanged), handed the catalogue's Spanish `t`; plurals and ordinals by the language's rules.
import { describe, expect, it } from 'vitest'
import type { ImportJob } from '../../src-main/contract/import-jobs.schema'
import { readPointsTable } from '../../src-renderer/operator/pages/events/points-table'
import { describeImportProblem } from '../../src-renderer/operator/pages/players/csv-preview'
import { progressText, timeLeft } from '../../src-renderer/operator/pages/players/import-progress'
import { findClashes } from '../../src-renderer/operator/pages/schedule/clashes'
import { delayAppliedWords, delayWords } from '../../src-renderer/operator/pages/schedule/delay'
import { kindLabel } from '../../src-renderer/operator/pages/schedule/game-filter'
import { knockoutRounds } from '../../src-renderer/operator/pages/schedule/knockout-rounds'
import { qualityFigures } from '../../src-renderer/operator/pages/schedule/quality'
import { catalogueT } from '../support/catalogue-t'

const es = catalogueT('es')

describe('the Schedule page in Spanish', () => {
  it('clashes: two corners, no rest, not playing', () => {
    const games = [
      { id: 1, name: 'Liga 1', play_order: 1, corners: [7, null, null, null] },
      { id: 2, name: 'Liga 2', play_order: 2, corners: [] },
    ]
    const players = [
      { id: 7, name: 'Ana', is_playing: true },
      { id: 8, name: 'Beto', is_playing: false },
    ]
    expect(findClashes(2, [7, 8, 7, 7], games, players, es).map((clash) => clash.message)).toEqual([
      'Ana está en dos esquinas (Rojo y Verde y Azul); un jugador solo puede ocupar una.',
      'Ana también juega en Liga 1, la partida anterior: no descansa entre las dos partidas.',
      'Beto no está marcado como jugador en activo.',
    ])
  })

  it.each([
    [10, '10 minutos más tarde', '6 partidas programadas se han movido 10 minutos más tarde.'],
    [-1, '1 minuto antes', '6 partidas programadas se han movido 1 minuto antes.'],
  ])('a delay of %i min', (minutes, words, applied) => {
    expect(delayWords(minutes, es)).toBe(words)
    expect(delayAppliedWords(6, minutes, es)).toBe(applied)
  })

  it('kinds and rounds', () => {
    expect(kindLabel({ league: false, tournament_round: 2 }, es)).toBe('Eliminatoria, ronda 2')
    const ko = (id: number, round: number) => ({ id, play_order: id, tournament_round: round })
    expect(knockoutRounds([ko(1, 1), ko(2, 1), ko(3, 2)], es).map((round) => round.title)).toEqual(['Ronda 1: semifinales', 'Ronda 2: final'])
  })

  it('quality figures: plurals, the decimal comma', () => {
    const figures = qualityFigures(
      { games: 3, players: 12, games_per_player: 1, min_rest: 1, mean_rest: 1.5, connected: false, groups: 3, repeat_pairings: 1, max_repeat_pairing: 2, pairs_never_meeting: 0, min_colours: 1, max_same_colour: 1, empty_corners: 1 },
      es,
    )
    const words = Object.fromEntries(figures.map((figure) => [figure.key, [figure.value, figure.words]]))
    expect(words.games).toEqual(['3', '12 jugadores, 1 partida cada uno.'])
    expect(words.mean_rest).toEqual(['1,5', 'De media, un jugador espera 1,5 partidas antes de volver a jugar.'])
    expect(words.max_same_colour).toEqual(['1×', 'Ningún jugador está en el mismo color de esquina más de una vez.'])
    expect(words.empty_corners[1]).toBe('1 esquina queda vacía, porque los jugadores por las partidas de cada uno no llenan todas las partidas.')
  })
})

describe('the Events and Players pages in Spanish', () => {
  it('the points table: ordinals', () => {
    expect(readPointsTable(['8', '', '4'], es)).toEqual({ problems: [{ index: 1, message: 'Rellena los puestos en orden: el 2.º puesto está vacío' }] })
  })

  it('import problems and progress', () => {
    expect(describeImportProblem({ loc: ['body', 'file', 3, 'robot_ip'], msg: 'Value error, not an address', type: 'value_error' }, es)).toBe('Fila 3, robot_ip: Not an address.')
    const job = { id: 1, state: 'hashing', rows: 10_000, rows_checked: 10_000, to_hash: 10_000, hashed: 1234, eta_s: 130, started_at: '', ended_at: null, result: null, failure: null } as ImportJob
    expect(timeLeft(3900, es)).toBe('quedan aprox. 1 h 5 min')
    expect(progressText(job, es)).toBe('1234 de 10.000 contraseñas cifradas · quedan aprox. 2 min')
    expect(progressText({ ...job, state: 'writing', rows: 1 }, es)).toBe('Guardando 1 usuario…')
  })
})
