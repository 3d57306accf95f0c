// The console's gates in real Chromium: first run on an empty data file, login with a wrong then right password, logout.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { screenshot } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'

let session: ConsoleSession

beforeAll(async () => {
  session = await startConsole({ firstRun: 'page', adminPassword: undefined })
})

afterAll(async () => {
  await session?.close()
})

test('first run sets the admin password and logs in; logout and a wrong password show why', async () => {
  const { page, origin } = session
  await page.goto(`${origin}/`)
  await page.getByRole('heading', { name: 'Set the administrator password' }).waitFor()
  await screenshot(page, 'operator-first-run')
  await page.getByLabel('Password (at least 8 characters)').fill('short')
  await page.getByLabel('Password again').fill('short')
  await page.getByRole('button', { name: 'Create the administrator and start' }).click()
  await page.getByText('At least 8 characters').waitFor()
  await page.getByLabel('Password (at least 8 characters)').fill('arena-first-run')
  await page.getByLabel('Password again').fill('arena-first-run')
  await page.getByRole('button', { name: 'Create the administrator and start' }).click()
  await page.getByTestId('current-user').filter({ hasText: 'admin' }).waitFor()
  expect(page.url()).toBe(`${origin}/arena`)

  await page.getByRole('button', { name: 'Log out' }).click()
  await page.getByRole('heading', { name: 'Log in' }).waitFor()
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password').fill('wrong-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('alert').filter({ hasText: 'Incorrect username or password' }).waitFor()
  await screenshot(page, 'operator-login')
  await session.logIn('admin', 'arena-first-run')
  expect(session.browser.problems.filter((line) => !line.includes('401'))).toEqual([])
})
