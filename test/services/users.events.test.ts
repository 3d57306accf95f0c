// The users service's writes and what each publishes: users_changed to administrators, and to everyone a player's new name or deletion.
import { describe, expect, it } from 'vitest'
import { Conflict, Invalid, NotFound } from '../../src-main/domain/refusals'
import { MAX_IMPORT_ROWS } from '../../src-main/domain/user-import'
import type { Principal } from '../../src-main/services/auth-cache'
import { useTestServices, type ServiceHarness } from '../support/service-harness'

let h: ServiceHarness
let admin: Principal

const csv = (...rows: string[]) => new TextEncoder().encode(['username,password,is_admin,is_playing,robot_ip', ...rows].join('\n'))
const usersChanged = { event: 'users_changed', data: {}, audience: 'admins' }
/** What was published besides the import job's own progress (test/services/import-jobs.events.test.ts checks that). */
const takeBesideJobs = () => h.take().filter((published) => published.event !== 'import_job')

useTestServices(async (opened) => {
  h = opened
  admin = await h.adminPrincipal()
})

describe('the users service publishes', () => {
  it('a creation: users_changed to administrators only (nobody shows the new user yet)', async () => {
    await h.services.users.create({ name: 'Ana', password: 'ana-password', is_playing: true, robot_ip: '192.168.1.20' })
    expect(h.take()).toEqual([usersChanged])
  })

  it('a change without a new name: users_changed only, the address and flags to nobody else', async () => {
    const ana = await h.services.users.create({ name: 'Ana', password: 'ana-password', is_playing: true })
    h.take()
    await h.services.users.update(ana.id, { robot_ip: '192.168.1.21', is_admin: true, password: 'new-password' }, admin)
    expect(h.take()).toEqual([usersChanged])
    await h.services.users.update(ana.id, { name: 'Ana' }, admin)
    expect(h.take()).toEqual([usersChanged])
  })

  it('a rename: users_changed to administrators, then player_renamed { id, name } to everyone', async () => {
    const ana = await h.services.users.create({ name: 'Ana', password: 'ana-password', is_playing: true, robot_ip: '192.168.1.20' })
    h.take()
    await h.services.users.update(ana.id, { name: 'Ana Maria' }, admin)
    expect(h.take()).toEqual([usersChanged, { event: 'player_renamed', data: { id: ana.id, name: 'Ana Maria' }, audience: 'everyone' }])
    await h.services.users.update(ana.id, { name: 'ANA MARIA' }, admin)
    expect(h.take()).toEqual([usersChanged, { event: 'player_renamed', data: { id: ana.id, name: 'ANA MARIA' }, audience: 'everyone' }])
  })

  it('a deletion: users_changed to administrators, then player_deleted { id } to everyone', async () => {
    const ana = await h.services.users.create({ name: 'Ana', password: 'ana-password', is_playing: true })
    h.take()
    await h.services.users.remove(ana.id, admin)
    expect(h.take()).toEqual([usersChanged, { event: 'player_deleted', data: { id: ana.id }, audience: 'everyone' }])
  })

  it('an import: users_changed, and player_renamed for each user whose name the file changes (case only)', async () => {
    const ana = await h.services.users.create({ name: 'Ana', password: 'ana-password', is_playing: true })
    await h.services.users.create({ name: 'Bo', password: 'bo-password', is_playing: true })
    h.take()
    const outcome = await h.services.users.importCsv(csv('ANA,,false,true,', 'Bo,,false,true,192.168.1.30', 'Cy,cy-password,false,true,'), admin)
    expect(outcome).toEqual({ imported: { created: 1, updated: 2 } })
    expect(takeBesideJobs()).toEqual([usersChanged, { event: 'player_renamed', data: { id: ana.id, name: 'ANA' }, audience: 'everyone' }])
    await h.services.users.importCsv(csv('Dee,dee-password,false,true,'), admin)
    expect(takeBesideJobs()).toEqual([usersChanged])
  })

  it('nothing when a write is refused', async () => {
    const ana = await h.services.users.create({ name: 'Ana', password: 'ana-password', is_playing: true })
    h.take()
    await expect(h.services.users.create({ name: 'ana', password: 'other-password' })).rejects.toThrow(Conflict)
    await expect(h.services.users.create({ name: 'Bo', password: 'bo-password', robot_ip: 'not an address' })).rejects.toThrow(Invalid)
    await expect(h.services.users.update(ana.id, { name: 'ADMIN' }, admin)).rejects.toThrow(Conflict)
    await expect(h.services.users.update(admin.user.id, { is_admin: false }, admin)).rejects.toThrow('There must be at least one administrator left')
    await expect(h.services.users.update(999, { name: 'Nobody' }, admin)).rejects.toThrow(NotFound)
    await expect(h.services.users.remove(admin.user.id, admin)).rejects.toThrow('You cannot delete your own account')
    await expect(h.services.users.remove(999, admin)).rejects.toThrow(NotFound)
    await expect(h.services.users.importCsv(csv('admin,,false,false,'), admin)).rejects.toThrow('There must be at least one administrator left; nothing was imported')
    await expect(h.services.users.importCsv(csv('Eve,,false,true,'), admin)).rejects.toThrow(Invalid)
    const tooMany = await h.services.users.importCsv(csv(...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => `p${index},password,false,true,`)), admin)
    expect(tooMany).toEqual({ tooManyRows: MAX_IMPORT_ROWS + 1 })
    expect(takeBesideJobs()).toEqual([])
    expect(h.services.users.get(ana.id).name).toBe('Ana')
  })
})
