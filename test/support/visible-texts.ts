// What a page shows in words, for the language tests (venue-languages, console-languages): every visible text node
// under a selector with the data (names of players, games, events …) taken out, and the checks run on what is left.
import type { Page } from 'playwright-core'

/** Every visible text node under `root` (each element it matches), with the names of `data` taken out. */
export async function visibleTexts(page: Page, root: string, data: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate((selector) => {
    const found: string[] = []
    for (const element of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (parent && node.textContent?.trim() && parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) found.push(node.textContent.trim())
      }
    }
    return found
  }, root)
  return withoutData(texts, data)
}

/** Text nodes with a Latin letter left once the data is out: text that did not go through the catalogue (en-XA). */
export const notPseudo = (texts: string[]) => texts.filter((text) => /[A-Za-z]/.test(text))

/** The texts that hold one of `words` as a whole word. */
export const wordsIn = (texts: string[], words: readonly string[]) => texts.filter((text) => words.some((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text)))

/**
 * The words a page says without showing them as text: `aria-label`, `title`, `placeholder` and `alt` of every element
 * under `root` (a screen reader reads them; a tooltip shows them), with the names of `data` taken out.
 */
export async function labelTexts(page: Page, root: string, data: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate((selector) => {
    const found: string[] = []
    for (const element of document.querySelectorAll(selector)) {
      for (const each of [element, ...element.querySelectorAll('*')]) {
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = each.getAttribute(name)?.trim()
          if (value) found.push(value)
        }
      }
    }
    return found
  }, root)
  return withoutData(texts, data)
}

/** The texts with every name of `data` cut out (longest first, so a name inside another goes with it); empty ones dropped. */
function withoutData(texts: string[], data: readonly string[]): string[] {
  const longestFirst = [...data].sort((a, b) => b.length - a.length)
  return texts.map((text) => longestFirst.reduce((left, name) => left.split(name).join(' '), text).trim()).filter((text) => text !== '')
}
