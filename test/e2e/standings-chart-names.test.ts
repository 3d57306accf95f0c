// The standings chart names every player whole (issue 26, item 14): in real Chromium at the console's 1366×768 and a
// phone's 390×844 and 360×780, with the longest names the API accepts (words, capitals, a 64-letter word), each name on
// the chart is the whole name (never cut with "…"), on at most two lines unless set at the floor, never smaller than
// the floor, and inside the chart's box on both sides (it was clipped at the left).
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHART_NAME_FLOOR_PX } from '../../src-renderer/operator/pages/standings/bar-chart'
import { screenshot } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'
import { longestPlayerNames } from '../support/longest-names'
import { removeTempDirs } from '../support/temp'
import { textFitReport } from '../support/text-fit'

const NAMES = longestPlayerNames()

let session: ConsoleSession

beforeAll(async () => {
  session = await startConsole()
  const admin = await session.arena.login()
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  const event = await session.arena.call('POST', '/events', { token: admin, json: { name: 'Chart Cup', start_time: t0, end_time: t0 + 8 * 3600 } })
  expect(event.status, event.text).toBe(201)
  const ids: number[] = []
  for (const name of NAMES) ids.push(await session.arena.createUser(admin, name))
  for (let index = 0; index < 2; index += 1) {
    const game = await session.arena.finishedGame(admin, ids.slice(index * 4, index * 4 + 4), { name: `League ${index + 1}`, event_id: event.body.id })
    const scored = await session.arena.call('PUT', `/games/${game}/scores`, { token: admin, json: { red: 40 - index, yellow: 30, green: 20, blue: 10 } })
    expect(scored.status, scored.text).toBe(200)
  }
  await session.logIn()
})

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

interface NameBox {
  text: string
  fit: string | undefined
  fontPx: number
  lines: number
  left: number
  right: number
}

/** Each name on the chart: its text, how it was fitted, its size, its lines and its text's own box; and the chart's box. */
async function chartNames(page: Page): Promise<{ chart: { left: number; right: number }; names: NameBox[] }> {
  return page.locator('.standings-chart').evaluate((chart) => {
    const box = chart.getBoundingClientRect()
    const names = [...chart.querySelectorAll<HTMLElement>('.chart-name')].map((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      const text = range.getBoundingClientRect()
      const style = getComputedStyle(element)
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
      return { text: element.textContent ?? '', fit: element.dataset.fit, fontPx: parseFloat(style.fontSize), lines: tops.size, left: text.left, right: text.right }
    })
    return { chart: { left: box.left, right: box.right }, names }
  })
}

describe.each([
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
  { width: 360, height: 780 },
])('at $width×$height', (size) => {
  it('every name is whole, on two lines unless at the floor, inside the chart', async () => {
    const { page } = session
    await page.setViewportSize(size)
    await page.goto(`${session.origin}/standings`)
    await page.getByTestId('standings-bar').nth(NAMES.length - 1).waitFor()
    const { chart, names } = await chartNames(page)
    expect(names.map((name) => name.text).sort()).toEqual([...NAMES].sort())
    for (const name of names) {
      expect.soft(name.fontPx, name.text).toBeGreaterThanOrEqual(CHART_NAME_FLOOR_PX - 0.01)
      if (name.fit !== 'floor') expect.soft(name.lines, name.text).toBeLessThanOrEqual(2)
      expect.soft(name.left, `${name.text}: not clipped at the left`).toBeGreaterThanOrEqual(chart.left - 1)
      expect.soft(name.right, `${name.text}: not past the right`).toBeLessThanOrEqual(chart.right + 1)
    }
    const report = await textFitReport(page, 'x')
    expect({ cut: report.cut, outside: report.outside }).toEqual({ cut: [], outside: [] })
    if (size.width === 390) {
      await page.locator('.standings-chart').scrollIntoViewIfNeeded()
      await screenshot(page, 'standings-chart-longest-names-390')
    }
  })
})
