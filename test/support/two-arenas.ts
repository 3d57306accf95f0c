// Two arenas over real HTTP with the manual clock: Main (arena 1) and Side (arena 2), a game in each with two players
// whose fake robots answer on loopback, and the game length set.
import { expect } from 'vitest'
import type { TestServer } from './api-server'
import { startFakeRobots, type FakeRobots } from './fake-robots'

export const LENGTH_S = 40

export interface TwoArenas {
  robots: FakeRobots
  /** Players 0 and 1 are Main's game's, 2 and 3 Side's. */
  players: number[]
  side: number
  /** Main's game (players 0, 1) and Side's (players 2, 3). */
  mainGame: number
  sideGame: number
}

/** A game named `name` in `arena` with `players` seated red, yellow…; answers its id. */
export async function gameIn(t: TestServer, token: string, arena: number, name: string, players: number[]): Promise<number> {
  const id = (await t.call('POST', '/games', { token, json: { name } })).body.id as number
  const [red, yellow, green, blue] = players
  expect((await t.call('PUT', `/games/${id}/corners`, { token, json: { red, yellow, green, blue } })).status).toBe(200)
  if (arena !== 1) expect((await t.call('PUT', `/games/${id}/arena`, { token, json: { arena_id: arena } })).status).toBe(200)
  return id
}

export async function twoArenas(t: TestServer, token: string, firstIp: number): Promise<TwoArenas> {
  const robots = await startFakeRobots(['answers', 'answers', 'answers', 'answers'], 0, firstIp)
  expect((await t.call('PATCH', '/system/settings', { token, json: { robot_port: robots.port, game_length_s: LENGTH_S } })).status).toBe(200)
  const players: number[] = []
  for (const robot of robots.robots) players.push(await t.createUser(token, `Team ${robot.ip}`, { robot_ip: robot.ip }))
  const side = await t.call('POST', '/arenas', { token, json: { name: 'Side' } })
  expect(side.status).toBe(201)
  const mainGame = await gameIn(t, token, 1, 'Main game', players.slice(0, 2))
  const sideGame = await gameIn(t, token, side.body.id, 'Side game', players.slice(2, 4))
  return { robots, players, side: side.body.id, mainGame, sideGame }
}

/** What each robot heard, as event names, after every signal under way in every arena is settled. */
export async function heard(t: TestServer, robots: FakeRobots): Promise<string[][]> {
  await t.server.services.arenas.settled()
  return robots.robots.map((robot) => robot.received.map((body) => String(body.event)))
}
