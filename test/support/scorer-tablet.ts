// A scorer's tablet in real Chromium: a new tab of the tablet's browser, logged in through the login page, on the scorer
// page of `eventName` (where a scorer lands).
import type { Page } from 'playwright-core'
import type { BrowserSession } from './browser'

export async function logInScorerTablet(tablet: BrowserSession, origin: string, scorer: { name: string; password: string }, eventName: string): Promise<Page> {
  const page = await tablet.newPage()
  page.setDefaultTimeout(10_000)
  await page.goto(`${origin}/`)
  await page.getByLabel('Username').fill(scorer.name)
  await page.getByLabel('Password').fill(scorer.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByTestId('current-user').filter({ hasText: scorer.name }).waitFor()
  await page.getByRole('heading', { level: 1, name: `Scorer · ${eventName}` }).waitFor()
  return page
}
