// The Reports page and printing in real Chromium against the real server: an administrator downloads the schedule as
// PDF (its text read back with pdftotext) and as CSV (re-parsed with csv-parse), one player's team sheet, sees a refusal
// in words; a player is offered every report but the score sheets; and the browser's Print of the Schedule, Standings
// and Reports pages (emulated print media) shows the content without the navigation, buttons or status bar.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import type { Download, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openBrowser, screenshot, type BrowserSession } from '../support/browser'
import { CONSOLE_VIEWPORT, startConsole, type ConsoleSession } from '../support/console'
import { removeTempDirs, tempDir } from '../support/temp'

const EVENT = 'Pit Wall Cup'
const GAMES = ['League 1', 'League 2', 'League 3']

let session: ConsoleSession
let playerBrowser: BrowserSession
let admin: string
let eventId: number
let ann: number
const gameIds: number[] = []
let saved: string

async function api(method: string, path: string, json?: unknown): Promise<any> {
  const answer = await session.arena.call(method, path, { token: admin, json })
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300)
  return answer.body
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Clicks a report's button and answers the download, saved under a temporary folder, with the request's query. */
async function download(page: Page, report: string, format: 'PDF' | 'CSV'): Promise<{ file: Download; path: string; query: URLSearchParams }> {
  const [file, request] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForRequest((request) => request.url().includes('/reports/')),
    region(page, report).getByRole('button', { name: format, exact: true }).click(),
  ])
  const path = join(saved, `${Date.now()}-${file.suggestedFilename()}`)
  await file.saveAs(path)
  return { file, path, query: new URL(request.url()).searchParams }
}

beforeAll(async () => {
  session = await startConsole()
  admin = await session.arena.login()
  saved = tempDir('reports-downloads')
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  eventId = (await api('POST', '/events', { name: EVENT, start_time: t0, end_time: t0 + 8 * 3600 })).id
  ann = await session.arena.createUser(admin, 'Ann Bots', { password: 'ann-password', is_playing: true })
  const bob = await session.arena.createUser(admin, 'Bob Bots', { password: 'bob-password', is_playing: true })
  const seats = [{ red: ann, yellow: bob }, { green: bob }, { blue: ann }]
  for (const [index, corners] of seats.entries()) {
    const start = t0 + 600 + index * 300
    const game = await api('POST', '/games', { name: GAMES[index], event_id: eventId, start_time: start, end_time: start + 150 })
    await api('PUT', `/games/${game.id}/corners`, corners)
    gameIds.push(game.id)
  }
  playerBrowser = await openBrowser(CONSOLE_VIEWPORT)
  await session.logIn()
})

afterAll(async () => {
  await playerBrowser?.close()
  await session?.close()
  removeTempDirs()
})

describe('the Reports page', () => {
  it('downloads the schedule as PDF and as CSV, one player’s team sheet, and shows a refusal in words', { timeout: 60_000 }, async () => {
    const { page } = session
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Reports', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: `Reports · ${EVENT}` }).waitFor()
    // An administrator is offered all six, the score sheets as PDF only.
    expect(await page.locator('.report-card h2').allInnerTexts()).toEqual(['Schedule', 'Team sheets', 'Score sheets', 'Results', 'Standings', 'Knockout bracket'])
    expect(await region(page, 'Score sheets').getByRole('button').allInnerTexts()).toEqual(['PDF'])
    expect(await region(page, 'Schedule').getByRole('button').allInnerTexts()).toEqual(['PDF', 'CSV'])
    await page.getByRole('radio', { name: 'A4' }).check()
    await screenshot(page, 'operator-reports')

    // The schedule as PDF: a real PDF whose text names the event and every game.
    const pdf = await download(page, 'Schedule', 'PDF')
    expect(Object.fromEntries(pdf.query)).toEqual({ format: 'pdf', paper: 'a4' })
    expect(pdf.file.suggestedFilename()).toMatch(/\.pdf$/)
    expect(readFileSync(pdf.path).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = execFileSync('pdftotext', ['-layout', pdf.path, '-'], { encoding: 'utf8' })
    expect(text).toContain(EVENT)
    for (const game of GAMES) expect(text).toContain(game)
    await region(page, 'Schedule').getByRole('status').filter({ hasText: `Downloaded ${pdf.file.suggestedFilename()}` }).waitFor()

    // The schedule as CSV on US Letter: it re-parses, every game once, in running order.
    await page.getByRole('radio', { name: 'US Letter' }).check()
    const csv = await download(page, 'Schedule', 'CSV')
    expect(Object.fromEntries(csv.query)).toEqual({ format: 'csv', paper: 'letter' })
    const rows: string[][] = parse(readFileSync(csv.path, 'utf8'), { bom: true })
    const named = rows.map((row) => GAMES.find((game) => row.includes(game))).filter((game) => game !== undefined)
    expect(named).toEqual(GAMES)
    // The paper is remembered: A4 after a reload, though this browser's language (en-US) would choose Letter.
    expect(await page.evaluate(() => navigator.language)).toBe('en-US')
    await page.getByRole('radio', { name: 'A4' }).check()
    await page.reload()
    await page.getByRole('heading', { level: 1, name: `Reports · ${EVENT}` }).waitFor()
    expect(await page.getByRole('radio', { name: 'A4' }).isChecked()).toBe(true)

    // One player's team sheet: the request names the player; the CSV holds their games and no other.
    await region(page, 'Team sheets').getByLabel('Only one player (optional)').selectOption({ label: 'Only Ann Bots' })
    const sheet = await download(page, 'Team sheets', 'CSV')
    expect(Object.fromEntries(sheet.query)).toEqual({ format: 'csv', paper: 'a4', user_id: String(ann) })
    const sheetText = readFileSync(sheet.path, 'utf8')
    expect(parse(sheetText, { bom: true }).length).toBeGreaterThan(1)
    expect(sheetText).toContain('League 1')
    expect(sheetText).toContain('League 3')
    expect(sheetText).not.toContain('League 2')

    // A chosen player who leaves the event's games is no longer asked for: the choice goes back to everyone.
    const cy = await session.arena.createUser(admin, 'Cy Bots', { password: 'cy-password', is_playing: true })
    await api('PUT', `/games/${gameIds[1]}/corners`, { blue: cy })
    const only = region(page, 'Team sheets').getByLabel('Only one player (optional)')
    await only.locator('option', { hasText: 'Only Cy Bots' }).waitFor({ state: 'attached' })
    await only.selectOption({ label: 'Only Cy Bots' })
    await api('PUT', `/games/${gameIds[1]}/corners`, { blue: null })
    await only.locator('option', { hasText: 'Only Cy Bots' }).waitFor({ state: 'detached' })
    expect(await only.inputValue()).toBe('')
    const everyone = await download(page, 'Team sheets', 'PDF')
    expect(Object.fromEntries(everyone.query)).toEqual({ format: 'pdf', paper: 'a4' })

    // A refusal is shown in the server's own words, and the buttons come back.
    await page.route('**/reports/results*', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ detail: 'No game of this event is scored yet' }) }),
    )
    await region(page, 'Results').getByRole('button', { name: 'PDF', exact: true }).click()
    await region(page, 'Results').getByRole('alert').filter({ hasText: 'No game of this event is scored yet' }).waitFor()
    expect(await region(page, 'Results').getByRole('button', { name: 'PDF', exact: true }).isEnabled()).toBe(true)
    await page.unroute('**/reports/results*')
    expect(session.browser.problems.filter((problem) => !problem.includes('409'))).toEqual([])
  })

  it('offers a player every report but the score sheets, and downloads for them too', { timeout: 60_000 }, async () => {
    const page = await playerBrowser.newPage()
    page.setDefaultTimeout(10_000)
    await page.goto(`${session.origin}/`)
    await page.getByLabel('Username').fill('Ann Bots')
    await page.getByLabel('Password').fill('ann-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByTestId('current-user').filter({ hasText: 'Ann Bots' }).waitFor()
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Reports', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: `Reports · ${EVENT}` }).waitFor()
    expect(await page.locator('.report-card h2').allInnerTexts()).toEqual(['Schedule', 'Team sheets', 'Results', 'Standings', 'Knockout bracket'])
    expect(await region(page, 'Score sheets').count()).toBe(0)
    // The team sheets' choice lists the players seated in the event's games (no admin-only user list needed).
    expect(await region(page, 'Team sheets').getByRole('option').allInnerTexts()).toEqual(['Everyone, one page each', 'Only Ann Bots', 'Only Bob Bots'])
    const pdf = await download(page, 'Standings', 'PDF')
    expect(readFileSync(pdf.path).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(execFileSync('pdftotext', [pdf.path, '-'], { encoding: 'utf8' })).toContain(EVENT)
    expect(playerBrowser.problems).toEqual([])
  })
})

describe('printing', () => {
  const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible()

  it('prints the Schedule and Standings pages without navigation, buttons or status bar, tables whole; the Reports page hides its downloads', { timeout: 60_000 }, async () => {
    const { page, origin } = session
    await page.goto(`${origin}/schedule`)
    const table = page.locator('table.schedule-table')
    await table.waitFor()
    // About the printable width of an A4 or Letter sheet at 96 dots per inch.
    await page.setViewportSize({ width: 720, height: 1000 })
    await page.emulateMedia({ media: 'print' })
    try {
      expect(await page.getByRole('navigation', { name: 'Pages' }).isVisible()).toBe(false)
      expect(await visible(page, '.topbar')).toBe(false)
      expect(await page.getByRole('status').filter({ hasText: 'Live' }).isVisible()).toBe(false)
      expect(await page.getByRole('button').filter({ visible: true }).count()).toBe(0)
      expect(await page.getByRole('toolbar', { name: 'Schedule actions' }).isVisible()).toBe(false)
      expect(await table.isVisible()).toBe(true)
      expect(await table.getByRole('columnheader', { name: 'Actions' }).isVisible()).toBe(false)
      for (const game of GAMES) expect(await table.getByText(game, { exact: true }).isVisible()).toBe(true)
      // The colour words head the corner columns.
      expect(await table.locator('thead th').allTextContents()).toEqual(expect.arrayContaining(['Red', 'Yellow', 'Green', 'Blue']))
      const layout = await table.evaluate((element) => {
        const style = (selector: string) => getComputedStyle(element.querySelector(selector)!)
        return {
          rowBreak: style('tbody tr').breakInside,
          tableWidth: element.getBoundingClientRect().width,
          pageWidth: element.closest('main')!.getBoundingClientRect().width,
          clipped: [...element.querySelectorAll('td')].some((cell) => cell.scrollWidth > cell.clientWidth + 1),
          text: style('tbody td').color,
          page: getComputedStyle(document.body).backgroundColor,
        }
      })
      expect(layout).toMatchObject({ rowBreak: 'avoid', clipped: false, text: 'rgb(0, 0, 0)', page: 'rgb(255, 255, 255)' })
      expect(layout.tableWidth).toBeGreaterThanOrEqual(layout.pageWidth - 1)
      await screenshot(page, 'operator-schedule-print')

      await page.goto(`${origin}/standings`)
      await page.getByRole('table', { name: 'Standings' }).waitFor()
      expect(await page.getByRole('navigation', { name: 'Pages' }).isVisible()).toBe(false)
      expect(await page.getByRole('table', { name: 'Standings' }).isVisible()).toBe(true)
      expect(await page.getByRole('table', { name: 'Standings' }).locator('thead').evaluate((head) => getComputedStyle(head).display)).toBe('table-header-group')

      await page.goto(`${origin}/reports`)
      await page.getByRole('heading', { level: 1, name: `Reports · ${EVENT}` }).waitFor()
      expect(await region(page, 'Schedule').isVisible()).toBe(false)
      expect(await page.getByText('Reports are printed from their PDF').isVisible()).toBe(true)
    } finally {
      await page.emulateMedia({ media: 'screen' })
      await page.setViewportSize(CONSOLE_VIEWPORT)
    }
    // On screen, the note for paper is not shown and the reports are.
    expect(await page.getByText('Reports are printed from their PDF').isVisible()).toBe(false)
    expect(await region(page, 'Schedule').isVisible()).toBe(true)
  })

  it('prints a long schedule on several sheets, the table head repeated on each and every game once', { timeout: 60_000 }, async () => {
    const { page, origin } = session
    const t0 = Math.floor(session.arena.clock.now() / 1000)
    const long = (await api('POST', '/events', { name: 'Long Cup', start_time: t0, end_time: t0 + 12 * 3600 })).id
    const names = Array.from({ length: 45 }, (_, index) => `Heat ${String(index + 1).padStart(2, '0')}`)
    for (const [index, name] of names.entries()) await api('POST', '/games', { name, event_id: long, start_time: t0 + index * 300, end_time: t0 + index * 300 + 150 })
    await page.goto(`${origin}/schedule`)
    await page.getByLabel('Event').selectOption({ label: 'Long Cup' })
    await page.getByText('Heat 45', { exact: true }).waitFor()
    const file = join(saved, 'long-schedule.pdf')
    // Chromium's own print to PDF with print media, as the browser's Print would make it.
    await page.emulateMedia({ media: 'print' })
    await page.pdf({ path: file, format: 'A4', margin: { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' } })
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1])
    expect(pages).toBeGreaterThan(1)
    for (let sheet = 1; sheet <= pages; sheet++) {
      const text = execFileSync('pdftotext', ['-layout', '-f', String(sheet), '-l', String(sheet), file, '-'], { encoding: 'utf8' })
      expect(text, `sheet ${sheet}`).toMatch(/GAME\s+PLANNED\s+ACTUAL\s+STATE\s+RED\s+YELLOW\s+GREEN\s+BLUE/)
      expect(text, `sheet ${sheet}`).not.toMatch(/Log out|Arena Console|Delete/)
    }
    const all = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    expect(all.match(/Heat \d\d/g)).toEqual(names)
    await page.emulateMedia({ media: null })
    await page.getByLabel('Event').selectOption({ label: EVENT })
  })
})
