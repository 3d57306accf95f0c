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
  const longestFirst = [...data].sort((a, b) => b.length - a.length)
  return texts.map((text) => longestFirst.reduce((left, name) => left.split(name).join(' '), text).trim()).filter((text) => text !== '')
}

/** Text nodes with a Latin letter left once the data is out: text that did not go through the catalogue (en-XA). */
export const notPseudo = (texts: string[]) => texts.filter((text) => /[A-Za-z]/.test(text))

/** The texts that hold one of `words` as a whole word. */
export const wordsIn = (texts: string[], words: readonly string[]) => texts.filter((text) => words.some((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text)))
