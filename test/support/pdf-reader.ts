// Reads PDFs the way a person would, with Debian's poppler-utils: the text of each page (pdftotext -layout), the page
// count and size (pdfinfo), the fonts (pdffonts), and a PNG of the first page (pdftoppm) for docs/screenshots.
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
