// Sounds on the venue screens in real Chromium: a screen with "sound": true plays the start, 10 seconds left and end sounds of
// a real game (and the abort of another), one without it plays none — checked through the audio elements' own `playing`
// events; a browser that refuses to play without a click shows "Click to enable sound", and the click brings the sound.
// The operator console plays the same sounds where its own switch (Settings › Sounds on this console) is on, and none where it is off.
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiAt } from '../support/origin-client'
import { systemClock } from '../../src-main/domain/clock'
import { startArenaServer, type ArenaServer } from '../../src-main/server/start-server'
import { requireChromium, screenshot } from '../support/browser'
import { removeTempDirs, tempDir } from '../support/temp'

const ADMIN_PASSWORD = 'display-sound-password'
/** The shortest game the settings allow: its 10 seconds left come 2 s after the start, its end 12 s after. */
const GAME_LENGTH_S = 12
const BASE_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--mute-audio']
/** The kiosk flag docs/display.md tells venue screens to use. */
const KIOSK_FLAG = '--autoplay-policy=no-user-gesture-required'
/** What a browser does without it (stated, not left to the build's default): no sound before the page is clicked. */
const DESKTOP_FLAG = '--autoplay-policy=user-gesture-required'


let server: ArenaServer
let origin = ''
let token = ''
let kiosk: BrowserContext
let desktop: BrowserContext
let loud: Page
let quiet: Page
let loudConsole: Page
let quietConsole: Page
let refusing: Page
const problems: string[] = []
const gameIds: number[] = []

const { call, ok } = apiAt(() => origin, () => token)

async function launch(autoplayFlag: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(tempDir('chromium-profile'), {
    executablePath: requireChromium(),
    headless: true,
    args: [...BASE_FLAGS, autoplayFlag],
    viewport: { width: 1280, height: 720 },
  })
  // Every audio element the page plays reports its `playing` event (the sound really started) and any refusal, by file name.
  await context.addInitScript(() => {
    const log: string[] = []
    const refused: string[] = []
    Object.assign(window, { __soundLog: log, __soundRefused: refused })
    const play = HTMLMediaElement.prototype.play
    const watched = new WeakSet<HTMLMediaElement>()
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const name = (this.currentSrc || this.src).split('/').pop() ?? ''
      if (!watched.has(this)) {
        watched.add(this)
        this.addEventListener('playing', () => log.push((this.currentSrc || this.src).split('/').pop() ?? ''))
      }
      const started = play.call(this)
      started.catch((error: unknown) => refused.push(`${name}: ${error instanceof DOMException ? error.name : String(error)}`))
      return started
    }
  })
  context.on('page', (page) => {
    page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: console error: ${message.text()}`)
    })
  })
  return context
}

const played = (page: Page): Promise<string[]> => page.evaluate(() => [...(window as unknown as { __soundLog: string[] }).__soundLog])
const refusals = (page: Page): Promise<string[]> => page.evaluate(() => [...(window as unknown as { __soundRefused: string[] }).__soundRefused])

async function waitForSound(page: Page, file: string, timeout: number): Promise<void> {
  await page.waitForFunction((name) => (window as unknown as { __soundLog: string[] }).__soundLog.includes(name), file, { timeout })
}

/**
 * Opens a screen and waits until its live stream is open, asking the server (GET /screens/presence) and not the page:
 * anything Playwright does in a page counts as a user gesture there for a few seconds, and would let it play.
 */
async function openScreen(context: BrowserContext, name: string, config: Record<string, unknown>): Promise<Page> {
  const screen = await ok(call('POST', '/screens', { name, current: 'game', config: JSON.stringify(config) }), 201)
  const page = await context.newPage()
  await page.goto(`${origin}/display?key=${screen.key}`)
  const deadline = Date.now() + 10_000
  for (;;) {
    const presence: Array<{ screen_id: number; online: boolean }> = await ok(call('GET', '/screens/presence'))
    if (presence.some((entry) => entry.screen_id === screen.id && entry.online)) break
    if (Date.now() > deadline) throw new Error(`${name} did not connect`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // The stream's first message reaching the page.
  await new Promise((resolve) => setTimeout(resolve, 500))
  return page
}

/** An operator console logged in as the administrator, its sound switch set as asked (kept in that browser's storage). */
async function openConsole(context: BrowserContext, sound: boolean): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${origin}/`)
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password').fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('link', { name: 'Settings', exact: true }).click()
  const box = page.getByTestId('console-sound')
  await box.setChecked(sound)
  expect(await box.isChecked()).toBe(sound)
  await page.getByRole('link', { name: 'Arena', exact: true }).click()
  return page
}

beforeAll(async () => {
  server = await startArenaServer({ host: '127.0.0.1', port: 0, dataFile: join(tempDir('display-sound'), 'arena.sqlite'), clock: systemClock, adminPassword: ADMIN_PASSWORD, rendererDir: join(process.cwd(), 'out/renderer') })
  origin = `http://127.0.0.1:${server.port}`
  token = (await ok(call('POST', '/auth/login', { username: 'admin', password: ADMIN_PASSWORD }))).access_token
  await ok(call('PATCH', '/system/settings', { game_length_s: GAME_LENGTH_S }))
  const now = Math.floor(Date.now() / 1000)
  const event = await ok(call('POST', '/events', { name: 'Sound Cup', start_time: now - 3600, end_time: now + 8 * 3600 }), 201)
  for (let game = 0; game < 2; game += 1) {
    const start = now + 600 * (game + 1)
    gameIds.push((await ok(call('POST', '/games', { name: `League ${game + 1}`, event_id: event.id, start_time: start, end_time: start + GAME_LENGTH_S }), 201)).id)
  }
  kiosk = await launch(KIOSK_FLAG)
  desktop = await launch(DESKTOP_FLAG)
  refusing = await openScreen(desktop, 'Laptop (sound, no kiosk flag)', { sound: true })
  loud = await openScreen(kiosk, 'Hall TV (sound)', { sound: true })
  quiet = await openScreen(kiosk, 'Pit TV (silent)', {})
  loudConsole = await openConsole(kiosk, true)
  quietConsole = await openConsole(desktop, false)
}, 60_000)

afterAll(async () => {
  await kiosk?.close()
  await desktop?.close()
  await server?.close()
  removeTempDirs()
})

describe('sounds on the venue screens', () => {
  it('the sound files are served beside the pages as WAV', async () => {
    for (const name of ['start', 'ten-seconds', 'end', 'abort']) {
      const response = await fetch(`${origin}/sounds/${name}.wav`)
      expect(response.status, name).toBe(200)
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.subarray(0, 4).toString('latin1'), name).toBe('RIFF')
      expect(bytes.subarray(8, 12).toString('latin1'), name).toBe('WAVE')
    }
  })

  it('a game from start to end: the screen with sound plays start, 10 seconds left and end; the one without plays none', async () => {
    await ok(call('POST', `/arena/games/${gameIds[0]}/start`, { mode: 'competition' }))
    await waitForSound(loud, 'start.wav', 5000)
    await waitForSound(loud, 'ten-seconds.wav', 6000)
    // The server ends the game by itself when its time is out.
    await waitForSound(loud, 'end.wav', (GAME_LENGTH_S + 5) * 1000)
    expect((await ok(call('GET', `/games/${gameIds[0]}`))).status).toBe('finished')
    expect(await played(loud)).toEqual(['start.wav', 'ten-seconds.wav', 'end.wav'])
    expect(await played(quiet)).toEqual([])
    // Nor refused: the silent screen never tries to play.
    expect(await refusals(quiet)).toEqual([])
    // The consoles: the one whose switch is on plays the same three; the other never tries.
    await waitForSound(loudConsole, 'end.wav', 5000)
    expect(await played(loudConsole)).toEqual(['start.wav', 'ten-seconds.wav', 'end.wav'])
    expect(await played(quietConsole)).toEqual([])
    expect(await refusals(quietConsole)).toEqual([])
  }, 40_000)

  it('where the browser refuses to play without a click: the banner; the click enables the sound', async () => {
    const banner = refusing.locator('[data-testid="sound-banner"]')
    await banner.waitFor({ state: 'visible', timeout: 5000 })
    expect(await banner.textContent()).toBe('Click to enable sound')
    // Refused each time during the first game (nothing touched the page before its end).
    expect(await refusals(refusing)).toEqual(['start.wav: NotAllowedError', 'ten-seconds.wav: NotAllowedError', 'end.wav: NotAllowedError'])
    expect(await played(refusing)).toEqual([])
    await screenshot(refusing, 'display-sound-banner')
    // The kiosk screens never show it.
    expect(await loud.locator('[data-testid="sound-banner"]').count()).toBe(0)
    await banner.click()
    await banner.waitFor({ state: 'detached', timeout: 5000 })
    // The next game: the clicked screen plays too, and a false start is an abort.
    await ok(call('POST', `/arena/games/${gameIds[1]}/start`, { mode: 'competition' }))
    await waitForSound(refusing, 'start.wav', 5000)
    await waitForSound(loud, 'start.wav', 5000)
    await ok(call('POST', `/arena/games/${gameIds[1]}/abort`))
    await waitForSound(refusing, 'abort.wav', 5000)
    await waitForSound(loud, 'abort.wav', 5000)
    expect(await played(refusing)).toEqual(['start.wav', 'abort.wav'])
    expect(await played(loud)).toEqual(['start.wav', 'ten-seconds.wav', 'end.wav', 'start.wav', 'abort.wav'])
    expect(await played(quiet)).toEqual([])
    expect(await refusing.locator('[data-testid="sound-banner"]').count()).toBe(0)
  }, 30_000)

  it('no page errors', () => {
    expect(problems).toEqual([])
  })
})
