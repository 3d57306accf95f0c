// Take-over and fencing in the store (docs/standby.md): a promoted standby writes, its epoch one higher and its history
// new, durably; a superseded primary refuses every write naming the primary now, also after a restart.
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { Store } from '../../src-main/store/store'
import { addKey, keyNames } from '../support/store-keys'
import { removeTempDirs, tempDir } from '../support/temp'

afterEach(removeTempDirs)

const NEW_PRIMARY = 'http://192.168.1.11:8700'

it('a promoted standby takes writes at the next epoch, in a new history, kept after a restart', async () => {
  const path = join(tempDir('promote'), 'arena.sqlite')
  const standby = await Store.open({ path, standby: { primary: 'http://192.168.1.10:8700' } })
  await expect(addKey(standby, 'before')).rejects.toThrow(/standby/)
  const history = standby.historyId
  expect(await standby.promote()).toBe(2)
  expect(standby.standbyOf).toBeUndefined()
  expect(standby.historyId).not.toBe(history)
  await addKey(standby, 'after')
  await expect(standby.promote()).rejects.toThrow(/Only a standby/)
  await standby.close()
  const reopened = await Store.open({ path })
  expect(reopened.lineage.epoch).toBe(2)
  expect(keyNames(reopened)).toContain('after')
  await reopened.close()
})

it('a superseded primary refuses every write naming the primary now, also after a restart', async () => {
  const path = join(tempDir('fenced'), 'arena.sqlite')
  const primary = await Store.open({ path })
  await addKey(primary, 'before')
  await primary.supersede(NEW_PRIMARY)
  await expect(addKey(primary, 'after')).rejects.toThrow(`${NEW_PRIMARY} took over`)
  await primary.close()
  const reopened = await Store.open({ path })
  expect(reopened.supersededBy).toBe(NEW_PRIMARY)
  await expect(addKey(reopened, 'after')).rejects.toThrow(`--follow ${NEW_PRIMARY}`)
  await reopened.close()
})
