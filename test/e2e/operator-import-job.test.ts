// The Players page's CSV import runs as a job, in real Chromium: a progress bar with "n of 40 passwords hashed" (every state
// it shows is recorded, so a fast machine cannot skip past it), the result when it finishes; Cancel while hashing leaves
// nothing imported.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { screenshot } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs, tempDir } from '../support/temp'

let session: ConsoleSession
let admin: string
let files: string

const ROWS = 40
/** Rows of the file that is cancelled: its hashing outlasts the test's look at it. */
const MANY_ROWS = 500
/** How long a step may take on a loaded machine (the test's own limit is set to allow it). */
const LOADED_MS = 60_000
/**
 * How long the hashing may take on a loaded machine: its threads run at nice 19 (services/password-batch.ts), so while
 * CI runs other test files on both cores they get a sliver of CPU (40 hashes of about 60 ms each took over 60 s there).
 */
const HASHING_MS = 180_000
const playersCsv = (prefix: string, rows: number) =>
  ['username,password,is_admin,is_playing,robot_ip', ...Array.from({ length: rows }, (_, index) => `${prefix} ${index + 1},${prefix.toLowerCase()}-pass-${index + 1},false,true,`)].join('\r\n')

beforeAll(async () => {
  session = await startConsole()
  admin = await session.arena.login()
  files = tempDir('operator-import-job')
  await session.logIn()
})

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

async function userNames(): Promise<string[]> {
  return ((await session.arena.call('GET', '/users', { token: admin })).body as Array<{ name: string }>).map((user) => user.name)
}

async function choose(page: Page, name: string, text: string): Promise<void> {
  const path = join(files, name)
  writeFileSync(path, text)
  await page.getByLabel('CSV file').setInputFiles(path)
  await page.getByRole('table', { name: 'Import preview' }).waitFor()
}

/** What the progress showed at one moment: its text, and its bar's value and max. */
interface ProgressSeen {
  text: string
  value: number
  max: number
}

/**
 * Records every state the "Import progress" status shows from now on: a MutationObserver reads it after each change of
 * the page, so a state that lasts less than the test's polling (an idle machine hashes 40 passwords in about a second)
 * is still seen. Returns a reader of what was recorded.
 */
async function recordProgress(page: Page): Promise<() => Promise<ProgressSeen[]>> {
  await page.evaluate(() => {
    const seen: ProgressSeen[] = []
    ;(window as unknown as { importProgressSeen: ProgressSeen[] }).importProgressSeen = seen
    new MutationObserver(() => {
      const status = document.querySelector('[role="status"][aria-label="Import progress"]')
      const bar = status?.querySelector('progress')
      if (!status || !bar) return
      const state = { text: status.textContent ?? '', value: bar.value, max: bar.max }
      const last = seen.at(-1)
      if (!last || last.text !== state.text || last.value !== state.value || last.max !== state.max) seen.push(state)
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
  })
  return () => page.evaluate(() => (window as unknown as { importProgressSeen: ProgressSeen[] }).importProgressSeen)
}

describe('Players: import as a job', () => {
  test('shows the progress bar with passwords hashed, then the result', { timeout: HASHING_MS + LOADED_MS }, async () => {
    const { page } = session
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Players', exact: true }).click()
    await page.getByRole('heading', { name: 'Players', level: 1 }).waitFor()
    await choose(page, 'teams-40.csv', playersCsv('Team', ROWS))
    const progressSeen = await recordProgress(page)
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Imported teams-40.csv: 40 created, 0 updated.' }).waitFor({ timeout: HASHING_MS })
    expect(await page.getByRole('status', { name: 'Import progress' }).count()).toBe(0)
    const hashing = (await progressSeen()).filter((state) => /[1-9]\d* of 40 passwords hashed/.test(state.text))
    expect(hashing.length).toBeGreaterThan(0)
    for (const state of hashing) {
      expect(state.max).toBe(ROWS)
      expect(state.value).toBeGreaterThan(0)
      expect(state.text).toContain(`${state.value} of 40 passwords hashed`)
    }
    expect((await userNames()).filter((name) => name.startsWith('Team '))).toHaveLength(ROWS)
  })

  test('Cancel while hashing: nothing is imported', { timeout: HASHING_MS + 2 * LOADED_MS }, async () => {
    const { page } = session
    // Enough passwords that the hashing lasts (about 15 s on an idle machine here) while the test looks and cancels.
    await choose(page, 'crews-500.csv', playersCsv('Crew', MANY_ROWS))
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    const progress = page.getByRole('status', { name: 'Import progress' })
    await progress.filter({ hasText: /[1-9][\d,]* of 500 passwords hashed/ }).waitFor({ timeout: HASHING_MS })
    await screenshot(page, 'operator-players-import-progress')
    await progress.getByRole('button', { name: 'Cancel import' }).click()
    await page.getByRole('status').filter({ hasText: 'Import cancelled: nothing was imported.' }).waitFor({ timeout: LOADED_MS })
    expect(await progress.count()).toBe(0)
    // Still nothing once the hashing threads would have finished.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect((await userNames()).filter((name) => name.startsWith('Crew '))).toEqual([])
    await expect(page.getByRole('button', { name: 'Import', exact: true }).isEnabled()).resolves.toBe(true)
  })
})
