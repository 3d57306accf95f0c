// Issue 29, "Done when": a cut between the two PCs makes the primary go on alone, warned, and never makes two primaries.
// Two real built servers on loopback, synchronous. The cut is made by stopping one side's process (SIGSTOP): its TCP
// connection stays open and nothing comes through it, as when a cable or a switch fails. The standby cut off: the
// primary's next write waits the 1 s bound, then writes are acknowledged at once, the state and the log say it is alone;
// the standby back, it catches up and writes wait for it again. The primary cut off: the standby never promotes itself —
// it says it lost the primary and stays a standby; the primary back, it follows again.
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { callerOn, createEventOn, eventNamesOn, killLeftoverServers, loginTo, spawnServer } from '../support/server-process'
import { removeTempDirs, tempDir } from '../support/temp'
import { waitUntil } from '../support/wait-until'

afterAll(() => {
  killLeftoverServers()
  removeTempDirs()
})

const PASSWORD = 'standby-split-test'

it('a cut between the two: the primary goes on alone and says so; the standby stays a standby; both back in sync after', async () => {
  const folder = tempDir('standby-split')
  const primary = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', join(folder, 'primary', 'arena.sqlite')], { ARENA_ADMIN_PASSWORD: PASSWORD })
  const token = await loginTo(primary.port, PASSWORD)
  const onPrimary = callerOn(primary.port, token)
  const key = (await onPrimary('POST', '/system/replication/keys', { name: 'Spare laptop' })).body.key as string
  const standby = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', join(folder, 'standby', 'arena.sqlite'), '--follow', `http://127.0.0.1:${primary.port}`, '--follow-key', key])
  const onStandby = callerOn(standby.port, token)
  const inSync = async () => (await onPrimary('GET', '/system/replication')).body.standbys?.[0]?.in_sync === true
  await waitUntil(inSync, 'the standby in sync')
  expect((await onPrimary('GET', '/system/replication')).body.synchronous).toMatchObject({ mode: 'synchronous', alone: false })
  const timedWrite = async (name: string) => {
    const started = Date.now()
    expect(await createEventOn(primary.port, token, name)).toBe(201)
    return Date.now() - started
  }
  const inSyncMs = await timedWrite('in sync')

  // The standby cut off: one write waits the bound, then the primary goes on alone.
  standby.child.kill('SIGSTOP')
  const firstMs = await timedWrite('the first after the cut')
  expect(firstMs).toBeGreaterThanOrEqual(950)
  expect(firstMs).toBeLessThan(2_500)
  const nextMs = await timedWrite('the next, alone')
  expect(nextMs, "alone: no wait for the bound").toBeLessThan(800)
  const alone = (await onPrimary('GET', '/system/replication')).body
  expect(alone.synchronous).toMatchObject({ alone: true })
  expect(alone.standbys).toEqual([expect.objectContaining({ in_sync: false })])
  expect(primary.output()).toMatch(/did not confirm transaction \d+ within 1000 ms: writes are acknowledged without it/)
  expect((await fetch(`http://127.0.0.1:${primary.port}/api/v1/system/replication/epoch`).then((answer) => answer.json())) as object).toMatchObject({ role: 'primary' })

  // Back: it catches up, with everything written meanwhile, and writes wait for it again.
  standby.child.kill('SIGCONT')
  await waitUntil(inSync, 'the standby back in sync')
  expect((await onPrimary('GET', '/system/replication')).body.synchronous).toMatchObject({ alone: false, alone_since: null })
  expect(await eventNamesOn(standby.port, token)).toEqual(expect.arrayContaining(['the first after the cut', 'the next, alone']))
  expect(primary.output()).toMatch(/is in sync: every write waits for it again/)

  // The primary cut off, longer than the standby's 5 s of silence: the standby loses it and stays a standby.
  primary.child.kill('SIGSTOP')
  await waitUntil(async () => (await onStandby('GET', '/system/replication')).body.primary?.connected === false, 'the standby noticed the silence', 15_000)
  const cutOff = (await onStandby('GET', '/system/replication')).body
  expect(cutOff).toMatchObject({ role: 'standby', primary: { connected: false, last_error: expect.stringMatching(/nothing from the primary|ended|timed out|ECONN/) } })
  expect(await createEventOn(standby.port, token, 'on the standby during the cut')).toBe(503)
  primary.child.kill('SIGCONT')
  await waitUntil(inSync, 'following again after the cut', 20_000)
  const roles = await Promise.all([primary.port, standby.port].map(async (port) => ((await fetch(`http://127.0.0.1:${port}/api/v1/system/replication/epoch`).then((answer) => answer.json())) as { role: string }).role))
  expect(roles.sort()).toEqual(['primary', 'standby'])
  expect(await eventNamesOn(primary.port, token)).not.toContain('on the standby during the cut')
  console.log(`cut: a write in sync ${inSyncMs} ms; the first after the standby was cut off ${firstMs} ms (the bound), the next ${nextMs} ms`)
  primary.child.kill('SIGTERM')
  standby.child.kill('SIGTERM')
  await Promise.all([primary.exited, standby.exited])
}, 90_000)

it('Take over with the old primary alive: it is told and stops at once, and no write is acknowledged by both', async () => {
  const { primary, standby, token } = await startPair('standby-fence')
  const onStandby = callerOn(standby.port, token)
  // 16 writers on the old primary through the take-over: each stops at its first refusal.
  const acknowledged: string[] = []
  const refusals: number[] = []
  const stop = { now: false }
  const writing = Promise.all(
    Array.from({ length: 16 }, async (_, writer) => {
      for (let n = 0; !stop.now; n += 1) {
        const status = await createEventOn(primary.port, token, `w${writer}-${n}`)
        if (status === 201) acknowledged.push(`w${writer}-${n}`)
        else {
          refusals.push(status === 'failed' ? 0 : status)
          return
        }
      }
    }),
  )
  await new Promise((resolve) => setTimeout(resolve, 500))
  const promoted = await onStandby('POST', '/system/replication/promote')
  expect(promoted.status).toBe(200)
  expect(promoted.body.old_primary).toMatchObject({ address: `http://127.0.0.1:${primary.port}`, told: true })
  await new Promise((resolve) => setTimeout(resolve, 300))
  stop.now = true
  await writing
  expect(refusals.length, 'every writer was refused by the old primary after the take-over').toBe(16)
  expect(new Set(refusals)).toEqual(new Set([503]))
  const present = new Set(await eventNamesOn(standby.port, token))
  expect(acknowledged.filter((name) => !present.has(name)), 'acknowledged by the old primary, not on the new one').toEqual([])
  expect((await callerOn(primary.port, token)('GET', '/system/replication')).body).toMatchObject({ role: 'superseded', superseded_by: `http://127.0.0.1:${standby.port}` })
  // Told by the take-over, or having asked its lost standby first: whichever came first (both say epoch 2).
  expect(primary.output()).toMatch(/FENCED: http:\/\/127\.0\.0\.1:\d+ is the primary now \(it took over at epoch 2/)
  console.log(`fence: ${acknowledged.length} writes acknowledged by the old primary, all on the new one; 16 refused after the take-over`)
  await stopBoth(primary, standby)
}, 60_000)

it('Take over with the old primary cut off: it could not be told; back on the LAN, it asks and stops within seconds', async () => {
  const { primary, standby, token } = await startPair('standby-cut-promote')
  primary.child.kill('SIGSTOP')
  const pressed = Date.now()
  const promoted = await callerOn(standby.port, token)('POST', '/system/replication/promote')
  const answeredMs = Date.now() - pressed
  expect(promoted.status).toBe(200)
  expect(promoted.body.old_primary).toMatchObject({ told: false, detail: expect.stringContaining('could not be reached') })
  expect(answeredMs).toBeLessThan(5_000)
  primary.child.kill('SIGCONT')
  const back = Date.now()
  await waitUntil(async () => (await callerOn(primary.port, token)('GET', '/system/replication')).body.role === 'superseded', 'the old primary learns it was taken over', 10_000)
  const learnedMs = Date.now() - back
  expect(await createEventOn(primary.port, token, 'on the old primary')).toBe(503)
  console.log(`take-over during a cut: answered in ${answeredMs} ms (the old primary not told); back, it stopped writing ${learnedMs} ms later`)
  await stopBoth(primary, standby)
}, 60_000)

async function startPair(label: string) {
  const folder = tempDir(label)
  const primary = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', join(folder, 'primary', 'arena.sqlite')], { ARENA_ADMIN_PASSWORD: PASSWORD })
  const token = await loginTo(primary.port, PASSWORD)
  const key = (await callerOn(primary.port, token)('POST', '/system/replication/keys', { name: 'Spare laptop' })).body.key as string
  const standby = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', join(folder, 'standby', 'arena.sqlite'), '--follow', `http://127.0.0.1:${primary.port}`, '--follow-key', key])
  await waitUntil(async () => (await callerOn(primary.port, token)('GET', '/system/replication')).body.standbys?.[0]?.in_sync === true, 'the standby in sync')
  return { primary, standby, token }
}

async function stopBoth(...servers: Array<Awaited<ReturnType<typeof spawnServer>>>): Promise<void> {
  for (const server of servers) server.child.kill('SIGTERM')
  await Promise.all(servers.map((server) => server.exited))
}
