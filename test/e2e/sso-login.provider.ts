// The provider side of the Chromium single-sign-on test: O1's real oidc-provider on 127.0.0.1 (test/support/oidc-provider.ts;
// devInteractions: its own login form, any password, "[ Cancel ]" refuses) with the console's callback as redirect URI,
// and the steps a person takes on the provider's own pages.
import type { Page } from 'playwright-core'
import type { ConsoleSession } from '../support/console'
import { ADMIN_CLAIM, startTestProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET, type TestProvider } from '../support/oidc-provider'

/** Starts the provider for the console at `origin` (its callback is the only redirect URI the client accepts). */
function start(origin: string): Promise<TestProvider> {
  return startTestProvider([`${origin}/api/v1/auth/sso/callback`])
}

/** Update Sso Config's body pointing at the provider (the admin claim: "boss" holds the admin role). */
function config(provider: TestProvider) {
  return { enabled: true, issuer: provider.issuer, client_id: TEST_CLIENT_ID, client_secret: TEST_CLIENT_SECRET, scopes: ['openid', 'profile'], username_claim: 'preferred_username', admin_claim: ADMIN_CLAIM }
}

/** The button's name (POST /system/config/sso/options). */
async function name(session: ConsoleSession, token: string, displayName: string): Promise<void> {
  const answer = await session.arena.call('POST', '/system/config/sso/options', { token, json: { display_name: displayName } })
  if (answer.status !== 200) throw new Error(`SSO options refused: ${answer.status} ${answer.text}`)
}

/** On the provider's own pages: its login form, then its consent page ("Continue"). */
async function signIn(page: Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('any-password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** The provider's "[ Cancel ]" on its login page: the authorization answers access_denied. */
async function cancel(page: Page): Promise<void> {
  await page.locator('input[name="login"]').waitFor()
  await page.getByRole('link', { name: '[ Cancel ]' }).click()
}

export const PROVIDER_SETUP = { start, config, name, signIn, cancel }
