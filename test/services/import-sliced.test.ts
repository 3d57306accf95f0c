// An import large enough to be written in slices: while it is written, reads see none of it; once it ends, all of it.
import { describe, expect, it } from 'vitest'
import type { Principal } from '../../src-main/services/auth-cache'
import { SLICED_ROWS } from '../../src-main/services/users-import'
import { insertUser, listUsers } from '../../src-main/store/users.repo'
import { useTestServices, type ServiceHarness } from '../support/service-harness'

let h: ServiceHarness
let admin: Principal
const ROWS = SLICED_ROWS + 100

useTestServices(async (opened) => {
  h = opened
  admin = await h.adminPrincipal()
  // Existing players: the file below updates them with empty passwords, so nothing is hashed.
  await h.store.write((db) => {
    for (let i = 0; i < ROWS; i += 1) insertUser(db, { name: `p${i}`, password_hash: null, is_admin: false, is_playing: false, robot_ip: '' }, '2026-11-23T00:00:00Z')
  })
})

const playing = () => h.store.read((db) => listUsers(db).filter((user) => user.name.startsWith('p') && user.is_playing).length)

describe('a large import', () => {
  it('is written in slices: reads while it writes see none of it, after it all of it', async () => {
    const file = ['username,password,is_admin,is_playing,robot_ip', ...Array.from({ length: ROWS }, (_, i) => `p${i},,false,true,`)].join('\n')
    const job = h.services.importJobs.start(new TextEncoder().encode(file), admin)
    const seenWhileWriting: number[] = []
    for (;;) {
      const now = h.services.importJobs.get(job.id)
      if (now.state === 'writing') seenWhileWriting.push(playing())
      if (['finished', 'failed', 'cancelled'].includes(now.state)) {
        expect(now.state, JSON.stringify(now.failure)).toBe('finished')
        expect(now.result).toEqual({ created: 0, updated: ROWS })
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    // A plain write would have been in memory as soon as the job said "writing".
    expect(seenWhileWriting.length).toBeGreaterThan(0)
    expect(seenWhileWriting.every((count) => count === 0 || count === ROWS), seenWhileWriting.join()).toBe(true)
    expect(seenWhileWriting[0]).toBe(0)
    expect(playing()).toBe(ROWS)
  })
})
