// A recipe of the operator's guide (docs/guide) as a browser test follows it: the words the recipe sets in bold are the
// words on the screen it tells the operator to look for. The test sees each one where the recipe says it is, and at the
// end every bold word of the recipe must have been seen: a button renamed in the console, or a word in the guide that
// the console does not show, fails the test.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

export interface GuideRecipe {
  /** The recipe's bold words, each once, in the order they first appear. */
  words: readonly string[]
  /** Waits until `where` shows `word` (in its text): `word` must be one of the recipe's bold words. */
  see(word: string, where: Locator): Promise<void>
  /** The bold words not seen yet. */
  unseen(): string[]
}

/** The text under the heading `## heading` of docs/guide/`file`, up to the next heading of that level. */
export function guideSection(file: string, heading: string): string {
  const markdown = readFileSync(join(process.cwd(), 'docs', 'guide', file), 'utf8')
  const start = markdown.indexOf(`\n## ${heading}\n`)
  if (start < 0) throw new Error(`docs/guide/${file} has no section "## ${heading}"`)
  const end = markdown.indexOf('\n## ', start + 1)
  return markdown.slice(start, end < 0 ? undefined : end)
}

/** The bold words of a piece of the guide's Markdown, joined where a line break cut them. */
export function boldWords(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(/\*\*(.+?)\*\*/gs)].map((match) => match[1].replace(/\s+/g, ' ')))]
}

export function guideRecipe(file: string, heading: string): GuideRecipe {
  const words = boldWords(guideSection(file, heading))
  const seen = new Set<string>()
  return {
    words,
    async see(word, where) {
      expect(words, `"${word}" is not a bold word of "${heading}" in docs/guide/${file}`).toContain(word)
      // Case and all: the operator looks for the very words.
      const shown = where.filter({ hasText: new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()
      try {
        await shown.waitFor()
      } catch (error) {
        throw new Error(`"${heading}" (docs/guide/${file}) tells the operator to look for "${word}"; the page does not show it: ${String(error).split('\n')[0]}`)
      }
      seen.add(word)
    },
    unseen: () => words.filter((word) => !seen.has(word)),
  }
}
