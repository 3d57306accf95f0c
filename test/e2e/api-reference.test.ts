// The API reference in real Chromium: linked from Settings, rendered by the bundled Swagger UI from /api/v1/openapi.json,
// with no request leaving this server and nothing refused by the CSP.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { screenshot } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'

let session: ConsoleSession
beforeAll(async () => {
  session = await startConsole()
})
afterAll(async () => {
  await session?.close()
})

test('Settings links to the API reference, which renders every operation offline under the CSP', async () => {
  const { page, origin } = session
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) elsewhere.push(request.url())
  })
  await session.logIn()
  await page.goto(`${origin}/settings`)
  const link = page.getByRole('link', { name: 'Open the API reference' })
  expect(await link.getAttribute('href')).toBe('/api/docs')

  await page.goto(`${origin}/api/docs`)
  await page.getByText('Arena Console API', { exact: false }).first().waitFor()
  await page.locator('.opblock-summary-path[data-path="/api/v1/users/me/keys"]').first().waitFor()
  const document = (await session.arena.call('GET', '/openapi.json')).body as { paths: Record<string, Record<string, unknown>> }
  const operations = Object.values(document.paths).reduce((count, methods) => count + Object.keys(methods).length, 0)
  expect(await page.locator('.opblock').count()).toBe(operations)
  // A tag's description is shown with its group; a shared schema is listed once under Schemas.
  await page.getByText("The caller's personal access keys", { exact: false }).first().waitFor()
  await page.locator('.models').getByText('HTTPValidationError').first().waitFor()
  await screenshot(page, 'api-reference')
  expect(elsewhere).toEqual([])
  expect(session.browser.problems).toEqual([])
})
