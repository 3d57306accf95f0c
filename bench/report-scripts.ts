// What the report fonts print of names in other scripts, and what the alternatives would cost (issue 31, item 3):
// DejaVu Sans through pdfkit (today), Noto fonts embedded by pdfkit with fontkit, and Chromium's printToPDF. Each PDF
// is read back with pdftotext. The Noto files come from Debian's fonts-noto-core and fonts-noto-cjk, unpacked into
// NOTO_DIR (apt-get download fonts-noto-core fonts-noto-cjk; dpkg-deb -x <deb> <dir>); without them those rows are skipped.
// Run: NOTO_DIR=/tmp/noto npx tsx bench/report-scripts.ts (NOTO_DIR=/ where the packages are installed)   Figures: docs/reports.md, "Scripts".
// The reports' own way (fallback fonts by run, bidi) finds the machine's fonts itself (reports/fallback-fonts.ts).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as fontkit from 'fontkit'
import PDFDocument from 'pdfkit'
import { chromium } from 'playwright-core'
import { printable } from '../src-main/reports/printable'
import { FONT, registerReportFonts } from '../src-main/reports/report-fonts'
import { textLine } from '../src-main/reports/text-block'

const NAMES: Record<string, string> = {
  Greek: 'Ομάδα Ρομπότ',
  Cyrillic: 'Роботы Казань',
  Arabic: 'فريق الروبوت',
  Hebrew: 'צוות רובוטים',
  Chinese: '机器人队',
  Japanese: 'ロボットチーム',
  Korean: '로봇 팀',
  Devanagari: 'रोबोट टीम',
}
const NOTO_DIR = process.env.NOTO_DIR ?? '/tmp/noto'
const noto = (path: string) => join(NOTO_DIR, 'usr/share/fonts', path)
const DEJAVU = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const dir = mkdtempSync(join(tmpdir(), 'report-scripts-'))

function readBack(bytes: Buffer): string[] {
  const file = join(dir, 'out.pdf')
  writeFileSync(file, bytes)
  return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8').split('\n').map((line) => line.trim()).filter(Boolean)
}

/** A PDF of one line per name, each in the font `fontFor` picks; the time to make it and its size. */
async function pdfkitPdf(fontFor: (script: string) => { file: string; family?: string }, text: (name: string) => string): Promise<{ ms: number; bytes: Buffer }> {
  const started = performance.now()
  const doc = new PDFDocument({ size: 'A4', margin: 36 })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise((resolve) => doc.on('end', resolve))
  for (const [script, name] of Object.entries(NAMES)) {
    const { file, family } = fontFor(script)
    ;(family === undefined ? doc.font(file) : doc.font(file, family)).fontSize(14).text(text(name))
  }
  doc.end()
  await ended
  return { ms: performance.now() - started, bytes: Buffer.concat(chunks) }
}

let made = 0

/** Reads the PDF back (pdftotext reads the text layer: look at the page too, pdftoppm, for what a reader sees). */
function report(title: string, result: { ms: number; bytes: Buffer }): void {
  const lines = readBack(result.bytes)
  const saved = join(dir, `${(made += 1)}.pdf`)
  writeFileSync(saved, result.bytes)
  console.log(`\n## ${title}: ${(result.bytes.length / 1024).toFixed(1)} KiB, ${result.ms.toFixed(0)} ms (${saved})`)
  Object.entries(NAMES).forEach(([script, name], index) => {
    const back = lines[index] ?? ''
    console.log(`${script.padEnd(10)} ${back === name ? 'reads back exactly' : `reads back "${back}"`}`)
  })
}

const dejavu = fontkit.create(readFileSync(DEJAVU)) as fontkit.Font
console.log('## DejaVu Sans glyphs')
for (const [script, name] of Object.entries(NAMES)) {
  const chars = [...name].filter((char) => char !== ' ')
  const has = chars.filter((char) => dejavu.hasGlyphForCodePoint(char.codePointAt(0)!)).length
  console.log(`${script.padEnd(10)} ${has}/${chars.length} glyphs; the reports print "${printable(name)}"`)
}

report('pdfkit, DejaVu Sans, the names as they are', await pdfkitPdf(() => ({ file: DEJAVU }), (name) => name))

if (existsSync(noto('opentype/noto/NotoSansCJK-Regular.ttc'))) {
  const cjk = { file: noto('opentype/noto/NotoSansCJK-Regular.ttc'), family: 'NotoSansCJKsc-Regular' }
  const byScript: Record<string, { file: string; family?: string }> = {
    Arabic: { file: noto('truetype/noto/NotoSansArabic-Regular.ttf') },
    Hebrew: { file: noto('truetype/noto/NotoSansHebrew-Regular.ttf') },
    Devanagari: { file: noto('truetype/noto/NotoSansDevanagari-Regular.ttf') },
    Chinese: cjk,
    Japanese: cjk,
    Korean: cjk,
  }
  report('pdfkit, Noto per script (CJK: NotoSansCJK-Regular.ttc, 19 MB)', await pdfkitPdf((script) => byScript[script] ?? { file: noto('truetype/noto/NotoSans-Regular.ttf') }, (name) => name))
}

/** The reports' own way (issue 31, item 3): DejaVu Sans, fallback fonts by run, the bidi algorithm per line (text-block.ts). */
async function reportsPdf(): Promise<{ ms: number; bytes: Buffer }> {
  const started = performance.now()
  const doc = new PDFDocument({ size: 'A4', margin: 36 })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise((resolve) => doc.on('end', resolve))
  await registerReportFonts(doc)
  doc.font(FONT).fontSize(14)
  Object.values(NAMES).forEach((name, index) => textLine(doc, printable(name), 36, 36 + index * 24, 500))
  doc.end()
  await ended
  return { ms: performance.now() - started, bytes: Buffer.concat(chunks) }
}
report('the reports: pdfkit, DejaVu + fallback fonts by run + bidi, first report of the process (fonts read)', await reportsPdf())
const next: number[] = []
for (let run = 0; run < 5; run += 1) next.push((await reportsPdf()).ms)
report(`the reports: the same, next reports (fonts kept; five: ${next.map((ms) => ms.toFixed(0)).join(', ')} ms)`, await reportsPdf())

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage()
const faces = existsSync(NOTO_DIR)
  ? `@font-face { font-family: Noto; src: url(file://${noto('truetype/noto/NotoSans-Regular.ttf')}); }
     @font-face { font-family: NotoArabic; src: url(file://${noto('truetype/noto/NotoSansArabic-Regular.ttf')}); }
     @font-face { font-family: NotoHebrew; src: url(file://${noto('truetype/noto/NotoSansHebrew-Regular.ttf')}); }
     @font-face { font-family: NotoDevanagari; src: url(file://${noto('truetype/noto/NotoSansDevanagari-Regular.ttf')}); }
     @font-face { font-family: NotoCJK; src: url(file://${noto('opentype/noto/NotoSansCJK-Regular.ttc')}); }`
  : ''
for (const [title, family] of [['Chromium printToPDF, system fonts (DejaVu, Liberation)', 'sans-serif'], ['Chromium printToPDF, Noto by @font-face', 'Noto, NotoArabic, NotoHebrew, NotoDevanagari, NotoCJK']] as const) {
  if (family !== 'sans-serif' && faces === '') continue
  const html = `<html><head><style>${faces} body { font: 14pt ${family}; }</style></head><body>${Object.values(NAMES).map((name) => `<p dir="auto">${name}</p>`).join('')}</body></html>`
  const file = join(dir, 'names.html')
  writeFileSync(file, html)
  await page.goto(`file://${file}`)
  await page.evaluate(() => document.fonts.ready)
  const started = performance.now()
  const bytes = await page.pdf({ format: 'A4' })
  report(title, { ms: performance.now() - started, bytes })
}
await browser.close()
