// Real Chromium for browser tests: Debian's system Chromium driven by playwright-core, a fresh profile each time, console errors collected.
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { tempDir } from './temp'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots')

const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

export interface BrowserSession {
  context: BrowserContext
  /** A new tab whose console errors and uncaught exceptions land in `problems`. */
  newPage(): Promise<Page>
  /** Every console error, failed page script and uncaught exception seen so far, with the page URL. */
  problems: string[]
  close(): Promise<void>
}

/** Fails loudly (never skips) when the system Chromium is missing: the browser tests are part of the suite. */
export function requireChromium(): string {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: the browser tests cannot run. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`)
  }
  return CHROMIUM_PATH
}

export async function openBrowser(viewport: { width: number; height: number }): Promise<BrowserSession> {
  const context = await chromium.launchPersistentContext(tempDir('chromium-profile'), {
    executablePath: requireChromium(),
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport,
    acceptDownloads: true,
  })
  const problems: string[] = []
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: console error: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.message}`))
  }
  context.pages().forEach(watch)
  context.on('page', watch)
  return {
    context,
    problems,
    async newPage() {
      const [blank] = context.pages()
      if (blank && blank.url() === 'about:blank') return blank
      return context.newPage()
    },
    close: () => context.close(),
  }
}

/** Saves a full-viewport PNG under test-results/screenshots (copied to docs/screenshots by `npm run screenshots`). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(SCREENSHOT_DIR, `${name}.png`)
  mkdirSync(dirname(path), { recursive: true })
  await page.screenshot({ path })
  return path
}

/**
 * A font with taller lines than this machine's DejaVu Sans (ascent + descent 1.16 em): Noto Sans CJK, 1.45 em — taller
 * than Windows' Segoe UI (1.33), Noto Sans (1.36) or a phone's Roboto (1.17). The CI machine has it (fonts-noto-cjk) for
 * the reports' CJK names.
 */
export const TALL_FONT = 'Noto Sans CJK JP'

/**
 * Sets `family` on every element of every page the context opens, before the page's own scripts run, so that what
 * measures its text (the screens' fit) measures it in this font from its first layout: a venue's or a phone's own font.
 */
export async function useFont(context: BrowserContext, family: string): Promise<void> {
  await context.addInitScript((family) => {
    const add = () => {
      const style = document.createElement('style')
      style.textContent = `*, *::before, *::after { font-family: '${family}' !important; }`
      document.documentElement.appendChild(style)
    }
    // The page's module scripts run once the document is parsed ('interactive'); its element may not exist yet here.
    if (document.documentElement) add()
    else document.addEventListener('readystatechange', add, { once: true })
  }, family)
}
