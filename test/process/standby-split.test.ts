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
  await waitFor(inSync, 'the standby in sync')
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
  expect(nextMs).toBeLessThan(300)
  const alone = (await onPrimary('GET', '/system/replication')).body
  expect(alone.synchronous).toMatchObject({ alone: true })
  expect(alone.standbys).toEqual([expect.objectContaining({ in_sync: false })])
  expect(primary.output()).toMatch(/did not confirm transaction \d+ within 1000 ms: writes are acknowledged without it/)
  expect((await fetch(`http://127.0.0.1:${primary.port}/api/v1/system/replication/epoch`).then((answer) => answer.json())) as object).toMatchObject({ role: 'primary' })

  // Back: it catches up, with everything written meanwhile, and writes wait for it again.
  standby.child.kill('SIGCONT')
  await waitFor(inSync, 'the standby back in sync')
  expect((await onPrimary('GET', '/system/replication')).body.synchronous).toMatchObject({ alone: false, alone_since: null })
  expect(await eventNamesOn(standby.port, token)).toEqual(expect.arrayContaining(['the first after the cut', 'the next, alone']))
  expect(primary.output()).toMatch(/is in sync: every write waits for it again/)

  // The primary cut off, longer than the standby's 5 s of silence: the standby loses it and stays a standby.
  primary.child.kill('SIGSTOP')
  await waitFor(async () => (await onStandby('GET', '/system/replication')).body.primary?.connected === false, 'the standby noticed the silence', 15_000)
  const cutOff = (await onStandby('GET', '/system/replication')).body
  expect(cutOff).toMatchObject({ role: 'standby', primary: { connected: false, last_error: expect.stringMatching(/nothing from the primary|ended|timed out|ECONN/) } })
  expect(await createEventOn(standby.port, token, 'on the standby during the cut')).toBe(503)
  primary.child.kill('SIGCONT')
  await waitFor(inSync, 'following again after the cut', 20_000)
  const roles = await Promise.all([primary.port, standby.port].map(async (port) => ((await fetch(`http://127.0.0.1:${port}/api/v1/system/replication/epoch`).then((answer) => answer.json())) as { role: string }).role))
  expect(roles.sort()).toEqual(['primary', 'standby'])
  expect(await eventNamesOn(primary.port, token)).not.toContain('on the standby during the cut')
  console.log(`cut: a write in sync ${inSyncMs} ms; the first after the standby was cut off ${firstMs} ms (the bound), the next ${nextMs} ms`)
  primary.child.kill('SIGTERM')
  standby.child.kill('SIGTERM')
  await Promise.all([primary.exited, standby.exited])
}, 90_000)

async function waitFor(check: () => Promise<boolean>, what: string, withinMs = 15_000): Promise<void> {
  const until = Date.now() + withinMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`timed out waiting: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
