// What a page in a language shows, for the language tests (venue-languages, tablet-languages): its visible text without
// the data (names: never UI text), the text that did not go through the catalogue (pseudo-locale), the English words left.
import type { Page } from 'playwright-core'

/** Every visible text node in `root`, with the data names taken out. */
export async function visibleTexts(page: Page, root: string, data: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate((selector) => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.querySelector(selector)!, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (parent && node.textContent?.trim() && parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) found.push(node.textContent.trim())
    }
    return found
  }, root)
  const longestFirst = [...data].sort((a, b) => b.length - a.length)
  return texts.map((text) => longestFirst.reduce((left, name) => left.split(name).join(' '), text).trim()).filter((text) => text !== '')
}

/** Text nodes with a Latin letter left once the data is out: text that did not go through the catalogue. */
export const notPseudo = (texts: string[]) => texts.filter((text) => /[A-Za-z]/.test(text))

/** The texts that show one of the English `words` (whole words). */
export const englishIn = (texts: string[], words: readonly string[]) => texts.filter((text) => words.some((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text)))
