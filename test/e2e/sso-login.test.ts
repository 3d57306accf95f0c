// "Sign in with …" in real Chromium against the real server and a real OpenID Connect provider on 127.0.0.1: the button, the
// provider's own login form, the console logged in (a player, and an administrator by the admin claim); the provider's
// Cancel and an unknown person come back as sentences; Settings' "Test connection", redirect URIs and login options.
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { screenshot } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'
import { PROVIDER_SETUP } from './sso-login.provider'

let session: ConsoleSession
let provider: Awaited<ReturnType<typeof PROVIDER_SETUP.start>>
let admin: string
let providerClosed = false

beforeAll(async () => {
  session = await startConsole()
  provider = await PROVIDER_SETUP.start(session.origin)
  admin = await session.arena.login()
  // A player the provider knows as "alpha": a local account (a password), linked by the administrator to the provider's sub.
  const created = await session.arena.call('POST', '/users', { token: admin, json: { name: 'Alpha', password: 'alpha-password', is_admin: false, is_playing: true, robot_ip: '' } })
  expect(created.status, created.text).toBe(201)
  const boss = await session.arena.call('POST', '/users', { token: admin, json: { name: 'Boss', password: 'boss-password', is_admin: false, is_playing: false, robot_ip: '' } })
  expect(boss.status, boss.text).toBe(201)
  const sso = await session.arena.call('POST', '/system/config/sso', { token: admin, json: PROVIDER_SETUP.config(provider) })
  expect(sso.status, sso.text).toBe(200)
  expect((await session.arena.call('PUT', `/users/${created.body.id}/sso-link`, { token: admin, json: { subject: 'sub-alpha' } })).status).toBe(200)
  // Boss is an account without a password (as sign-ins create them), so the provider's admin claim moves its flag.
  await session.arena.server.store.write((db) => db.run('UPDATE users SET password_hash = NULL WHERE id = ?', [boss.body.id]))
  expect((await session.arena.call('PUT', `/users/${boss.body.id}/sso-link`, { token: admin, json: { subject: 'sub-boss' } })).status).toBe(200)
  await PROVIDER_SETUP.name(session, admin, 'Club Login')
})

afterAll(async () => {
  await session?.close()
  if (provider?.issuer && !providerClosed) await provider.close()
})

async function openLogin(page: Page): Promise<void> {
  await page.context().clearCookies()
  await page.goto(`${session.origin}/`)
  await page.getByRole('heading', { name: 'Log in' }).waitFor()
}

test('signs in on the provider\'s own page and lands on the console as that user; the password form stays', async () => {
  const { page, origin } = session
  await openLogin(page)
  const button = page.getByRole('link', { name: 'Sign in with Club Login' })
  await button.waitFor()
  // The password form is still there, below the button.
  await page.getByLabel('Password').waitFor()
  const buttonBox = (await button.boundingBox())!
  const formBox = (await page.getByRole('heading', { name: 'Log in' }).boundingBox())!
  expect(buttonBox.y).toBeLessThan(formBox.y)
  await screenshot(page, 'login-sso')
  await button.click()
  await PROVIDER_SETUP.signIn(page, 'alpha')
  await page.getByTestId('current-user').filter({ hasText: 'Alpha' }).waitFor()
  expect(page.url()).toBe(`${origin}/my-games`)
  // The one-time code left no trace in the address bar or in this tab's history entries.
  expect(page.url()).not.toContain('sso=')
  const token = await page.evaluate(() => localStorage.getItem('arena-console.token'))
  const me = await session.arena.call('GET', '/auth/me', { token: token! })
  expect(me.body).toMatchObject({ name: 'Alpha', is_admin: false })
  // A reload stays logged in (the token is stored as a password login stores it); logout works as today.
  await page.reload()
  await page.getByTestId('current-user').filter({ hasText: 'Alpha' }).waitFor()
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.getByRole('heading', { name: 'Log in' }).waitFor()
  expect((await session.arena.call('GET', '/auth/me', { token: token! })).status).toBe(401)

  // The provider's admin role makes "Boss" an administrator: the console opens on the Arena page.
  await page.context().clearCookies()
  await page.getByRole('link', { name: 'Sign in with Club Login' }).click()
  await PROVIDER_SETUP.signIn(page, 'boss')
  await page.getByTestId('current-user').filter({ hasText: 'Boss' }).waitFor()
  expect(page.url()).toBe(`${origin}/arena`)
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.getByRole('heading', { name: 'Log in' }).waitFor()
})

test('the provider\'s Cancel and an unknown person come back as sentences on the login page', async () => {
  const { page, origin } = session
  await openLogin(page)
  await page.getByRole('link', { name: 'Sign in with Club Login' }).click()
  await PROVIDER_SETUP.cancel(page)
  await page.getByRole('alert').filter({ hasText: 'The sign-in was cancelled or refused at the identity provider.' }).waitFor()
  expect(page.url()).toBe(`${origin}/login`)
  // The local password login still works next to the sentence.
  await page.getByLabel('Username').waitFor()

  await openLogin(page)
  await page.getByRole('link', { name: 'Sign in with Club Login' }).click()
  await PROVIDER_SETUP.signIn(page, 'stranger')
  await page.getByRole('alert').filter({ hasText: 'this arena has no user with your name' }).waitFor()
  expect(page.url()).toBe(`${origin}/login`)
  await screenshot(page, 'login-sso-unknown-user')
  expect(await page.evaluate(() => localStorage.getItem('arena-console.token'))).toBeNull()
  // The console's own pages logged nothing (the provider's dev pages fetch a web font and a favicon, which are its business).
  expect(session.browser.problems.filter((line) => line.startsWith(origin) && !line.includes('401'))).toEqual([])
})

test('Settings: "Test connection" says the result in words and lists the redirect URIs to register', async () => {
  const { page, origin } = session
  await page.context().clearCookies()
  await session.logIn()
  await page.goto(`${origin}/settings`)
  await page.getByRole('button', { name: 'Test connection' }).click()
  const result = page.getByTestId('sso-test-result')
  await result.waitFor()
  expect(await result.getAttribute('class')).toBe('success-notice')
  expect((await result.innerText()).trim()).toMatch(/\S.*[.!]$/)
  const uris = await page.getByTestId('sso-redirect-uris').locator('code').allInnerTexts()
  expect(uris).toContain(`${origin}/api/v1/auth/sso/callback`)
  await page.getByTestId('sso-test').screenshot({ path: 'test-results/screenshots/settings-sso-test.png' })

  // The login options: the button's name and what happens to a person the arena does not know.
  const options = page.getByTestId('sso-options')
  await expect(options.getByLabel('Name on the login button ("Sign in with …")').inputValue()).resolves.toBe('Club Login')
  await expect(options.getByLabel(/Refuse them/).isChecked()).resolves.toBe(true)
  await options.getByLabel('Name on the login button ("Sign in with …")').fill('Robotics Club')
  await options.getByLabel(/Create a user for them/).check()
  await options.getByRole('button', { name: 'Save login options' }).click()
  await page.getByRole('status').filter({ hasText: 'Login options saved.' }).waitFor()
  expect((await session.arena.call('GET', '/system/config/sso/options', { token: admin })).body).toEqual({ unknown_users: 'create', display_name: 'Robotics Club' })
  await page.screenshot({ path: 'test-results/screenshots/settings-sso.png', fullPage: true })
  // Changed on another console: this Settings page follows live (sso_config_changed), without a reload.
  expect((await session.arena.call('POST', '/system/config/sso/options', { token: admin, json: { display_name: 'Venue Login' } })).status).toBe(200)
  await expect.poll(() => options.getByLabel('Name on the login button ("Sign in with …")').inputValue(), { timeout: 5000 }).toBe('Venue Login')

  // A provider that is down: the sentence says so, in red, and the page stays usable.
  await provider.close()
  providerClosed = true
  await page.getByRole('button', { name: 'Test connection' }).click()
  await page.getByTestId('sso-test-result').and(page.locator('.error-notice')).waitFor()
  expect(session.browser.problems.filter((line) => line.startsWith(origin) && !line.includes('401'))).toEqual([])
})
