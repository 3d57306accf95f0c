// The operator's guide as the files the server serves under /guide/: each page of docs/guide/*.md as HTML (README.md
// as index.html), its style sheet, and the screenshots it shows, copied from docs/screenshots. Built with the renderer.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { escapeHtml, renderMarkdown } from './markdown'

export const GUIDE_SOURCE = join('docs', 'guide')
const SCREENSHOTS = join('docs', 'screenshots')
/** The reading order (as the guide's README gives it) for the links at the top of every page; other pages follow by name. */
const READING_ORDER = ['README.md', 'setup.md', 'event-day.md', 'when-things-go-wrong.md']
const place = (name: string) => (READING_ORDER.includes(name) ? READING_ORDER.indexOf(name) : READING_ORDER.length)

export interface GuideFile {
  /** Its path under /guide/. */
  fileName: string
  source: string | Buffer
}

/** setup.md → setup.html; README.md → index.html. */
export function pageFileName(markdownName: string): string {
  return markdownName === 'README.md' ? 'index.html' : markdownName.replace(/\.md$/, '.html')
}

/**
 * Where a link or an image of the guide points on the served pages: another page of the guide (with its anchor), an
 * anchor of the same page, a screenshot, or a web address. Anything else (a file elsewhere in the repository) would not
 * be served, so it is refused.
 */
export function guideHref(target: string, kind: 'link' | 'image', pages: readonly string[]): string {
  const screenshot = /^\.\.\/screenshots\/([a-z0-9-]+\.png)$/.exec(target)
  if (kind === 'image') {
    if (!screenshot) throw new Error(`the guide's images come from ../screenshots/: ${target}`)
    return `screenshots/${screenshot[1]}`
  }
  if (/^https?:\/\/[^\s"'<>]+$/.test(target) || /^#[a-z0-9-]+$/.test(target)) return target
  const page = /^([A-Za-z0-9-]+\.md)(#[a-z0-9-]+)?$/.exec(target)
  if (!page || !pages.includes(page[1])) throw new Error(`the guide links only to its own pages: ${target}`)
  return pageFileName(page[1]) + (page[2] ?? '')
}

function pageHtml(title: string, body: string, pages: ReadonlyArray<{ title: string; file: string }>): string {
  const nav = pages.map((page) => `<a href="${page.file}">${escapeHtml(page.title)}</a>`).join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — Arena Console</title>
<link rel="stylesheet" href="guide.css">
</head>
<body>
<nav aria-label="Guide">
${nav}
</nav>
<main>
${body}</main>
</body>
</html>
`
}

/** Every file of the guide, from the repository at `root`. */
export function guideFiles(root: string): GuideFile[] {
  const names = readdirSync(join(root, GUIDE_SOURCE))
    .filter((name) => name.endsWith('.md'))
    .sort((a, b) => place(a) - place(b) || a.localeCompare(b))
  const images = new Set<string>()
  const rendered = names.map((name) => {
    const markdown = readFileSync(join(root, GUIDE_SOURCE, name), 'utf8')
    try {
      const page = renderMarkdown(markdown, {
        href: (target, kind) => {
          const href = guideHref(target, kind, names)
          if (kind === 'image') images.add(href.slice('screenshots/'.length))
          return href
        },
      })
      return { ...page, file: pageFileName(name) }
    } catch (error) {
      throw new Error(`${GUIDE_SOURCE}/${name}: ${(error as Error).message}`)
    }
  })
  return [
    ...rendered.map((page) => ({ fileName: page.file, source: pageHtml(page.title, page.html, rendered) })),
    { fileName: 'guide.css', source: readFileSync(join(root, 'scripts', 'guide', 'guide.css')) },
    ...[...images].map((image) => ({ fileName: `screenshots/${image}`, source: readFileSync(join(root, SCREENSHOTS, image)) })),
  ]
}
