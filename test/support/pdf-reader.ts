// Reads PDFs the way a person would, with Debian's poppler-utils: the text of each page (pdftotext -layout, and -raw
// for drawing order), the words' boxes (pdftotext -bbox), the page count and size (pdfinfo), the fonts (pdffonts), and a PNG of the first page (pdftoppm) for docs/screenshots.
import { execFile } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { SCREENSHOT_DIR } from './browser'
import { tempDir } from './temp'

const run = promisify(execFile)

function saved(bytes: Buffer): string {
  const path = join(tempDir('pdf'), 'report.pdf')
  writeFileSync(path, bytes)
  return path
}

export interface PdfInfo {
  pages: number
  /** As pdfinfo says it: "595.28 x 841.89 pts (A4)". */
  pageSize: string
}

export async function pdfInfo(bytes: Buffer): Promise<PdfInfo> {
  const { stdout } = await run('pdfinfo', [saved(bytes)])
  const field = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(stdout)?.[1]?.trim() ?? ''
  return { pages: Number(field('Pages')), pageSize: field('Page size') }
}

/** The text of every page, in layout mode, one string per page. */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-layout', saved(bytes), '-'], { maxBuffer: 64 * 1024 * 1024 })
  const pages = stdout.split('\f')
  if (pages.at(-1)?.trim() === '') pages.pop()
  return pages
}

/** The text of every page in the order it was drawn (pdftotext -raw): a cell's wrapped lines come one after the other. */
export async function pdfRawPages(bytes: Buffer): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-raw', saved(bytes), '-'], { maxBuffer: 64 * 1024 * 1024 })
  const pages = stdout.split('\f')
  if (pages.at(-1)?.trim() === '') pages.pop()
  return pages
}

export interface PdfWord {
  text: string
  xMin: number
  yMin: number
  xMax: number
  yMax: number
}

/** Every word of every page with its box in points (pdftotext -bbox), and each page's size. */
export async function pdfWords(bytes: Buffer): Promise<Array<{ width: number; height: number; words: PdfWord[] }>> {
  const { stdout } = await run('pdftotext', ['-bbox', saved(bytes), '-'], { maxBuffer: 64 * 1024 * 1024 })
  return stdout.split('<page ').slice(1).map((page) => {
    const size = /width="([\d.]+)" height="([\d.]+)"/.exec(page)!
    const words = [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((match) => ({
      text: match[5],
      xMin: Number(match[1]),
      yMin: Number(match[2]),
      xMax: Number(match[3]),
      yMax: Number(match[4]),
    }))
    return { width: Number(size[1]), height: Number(size[2]), words }
  })
}

/** Renders the first page at 60 dpi to test-results/screenshots/reports/<name>.png (copied to docs by `npm run screenshots`). */
export async function firstPagePng(bytes: Buffer, name: string): Promise<string> {
  const dir = join(SCREENSHOT_DIR, 'reports')
  mkdirSync(dir, { recursive: true })
  await run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', saved(bytes), join(dir, name)])
  return join(dir, `${name}.png`)
}

export interface PdfFont {
  /** As the PDF names it, with its subset tag: "BZZZZZ+DejaVuSans". */
  name: string
  type: string
  embedded: boolean
}

/** The fonts a PDF uses, as pdffonts lists them. */
export async function pdfFonts(bytes: Buffer): Promise<PdfFont[]> {
  const { stdout } = await run('pdffonts', [saved(bytes)])
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      // name, type (may hold spaces), encoding, emb, sub, uni, object number, generation
      const fields = line.trim().split(/\s+/)
      return { name: fields[0], type: fields.slice(1, -6).join(' '), embedded: fields.at(-5) === 'yes' }
    })
}

/** Text with its white space taken out: a name wrapped over lines (or broken inside a long word) reads back whole. */
export function joined(text: string): string {
  return text.replace(/\s+/gu, '')
}

/** Words whose boxes overlap (drawn over each other), as "a / b" on page N. */
export function overlaps(page: { words: PdfWord[] }): string[] {
  const words = [...page.words].sort((a, b) => a.xMin - b.xMin)
  const found: string[] = []
  for (let i = 0; i < words.length; i += 1) {
    for (let j = i + 1; j < words.length && words[j].xMin < words[i].xMax - 0.5; j += 1) {
      const [a, b] = [words[i], words[j]]
      if (Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin) > 1) found.push(`${a.text} / ${b.text}`)
    }
  }
  return found
}
