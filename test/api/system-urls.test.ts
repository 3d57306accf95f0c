// GET /system/urls over real HTTP: the URLs a server bound to loopback or to every address answers on, the robot port, admins only.
import { networkInterfaces } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { servedUrls } from '../../src-main/server/lan-urls'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

let loopback: TestServer
let wildcard: TestServer
let admin: string
let contract: ContractCheck

beforeAll(async () => {
  loopback = await startTestServer()
  wildcard = await startTestServer({ host: '0.0.0.0' })
  admin = await loopback.login()
  contract = await ContractCheck.load(loopback)
})
afterAll(async () => {
  await Promise.all([loopback.server.close(), wildcard.server.close()])
  removeTempDirs()
})

describe('GET /system/urls', () => {
  it('answers the one loopback URL of a server bound to 127.0.0.1, and the robot port', async () => {
    const answer = await loopback.call('GET', '/system/urls', { token: admin })
    contract.conforms('get', '/api/v1/system/urls', answer, 200)
    expect(answer.body).toEqual({ urls: [`http://127.0.0.1:${loopback.server.port}/`], robot_port: 8765 })
  })

  it('answers loopback first then every LAN address for a server bound to 0.0.0.0: what the server printed at start', async () => {
    const token = await wildcard.login()
    const answer = await wildcard.call('GET', '/system/urls', { token })
    expect(answer.status).toBe(200)
    expect(answer.body.urls).toEqual(wildcard.server.urls)
    expect(answer.body.urls).toEqual(servedUrls('0.0.0.0', wildcard.server.port, networkInterfaces()))
    expect(answer.body.urls[0]).toBe(`http://127.0.0.1:${wildcard.server.port}/`)
  })

  it('follows the robot port setting', async () => {
    expect((await loopback.call('PATCH', '/system/settings', { token: admin, json: { robot_port: 9100 } })).status).toBe(200)
    expect((await loopback.call('GET', '/system/urls', { token: admin })).body.robot_port).toBe(9100)
    await loopback.call('PATCH', '/system/settings', { token: admin, json: { robot_port: 8765 } })
  })

  it('is for administrators only', async () => {
    expect((await loopback.call('POST', '/users', { token: admin, json: { name: 'Team Urls', password: 'player-pass' } })).status).toBe(201)
    const player = await loopback.login('Team Urls', 'player-pass')
    const refused = await loopback.call('GET', '/system/urls', { token: player })
    contract.conforms('get', '/api/v1/system/urls', refused, 403)
    const anonymous = await loopback.call('GET', '/system/urls')
    contract.conforms('get', '/api/v1/system/urls', anonymous, 401)
  })
})
