// The fonts every report PDF is written in: DejaVu Sans (npm `dejavu-fonts-ttf`, free licence, see docs/reports.md),
// embedded so that Latin with every accent, Greek and Cyrillic names print as they are. The font files are read once
// per process and kept; each document registers the kept bytes under the names FONT, BOLD and ITALIC and embeds only
// the glyphs it uses.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'
import { shippedFontsFor, systemFontsFor, type FallbackFont } from './fallback-fonts'
import { REPORT_FONT_FILES } from './report-font-files'
import { pickFont } from './text-runs'

/** The names a report asks its document for: `doc.font(FONT)`. Change the files below to change every report's font. */
export const FONT = 'DejaVuSans'
export const BOLD = 'DejaVuSans-Bold'
export const ITALIC = 'DejaVuSans-Oblique'

const FILES: Record<string, string> = {
  [FONT]: REPORT_FONT_FILES.regular,
  [BOLD]: REPORT_FONT_FILES.bold,
  [ITALIC]: REPORT_FONT_FILES.italic,
}

interface LoadedFont {
  name: string
  bytes: Buffer
  /** Parsed once, to ask which characters the font has. */
  font: fontkit.Font
}

/** Text in each script the fonts are asked for. */
const WARM_UP_TEXT = 'Ada Łódź Škoda Ομάδα Роботы 0123456789 – …'

/** The fonts read so far, in the order of FILES. */
const loaded: LoadedFont[] = []
let fileReads = 0
/** The answers for code points asked before (those of the Basic Multilingual Plane only, so it stays small). */
const glyphCache = new Map<number, boolean>()

/** Reads and parses the next font not read yet (from node_modules, found the way Node finds a package, so from out/main too). */
function loadNextFont(): void {
  const [name, file] = Object.entries(FILES)[loaded.length]
  const bytes = readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`))
  fileReads += 1
  loaded.push({ name, bytes, font: fontkit.create(bytes) as fontkit.Font })
}

/** Every font, read on first use: all at once when asked outside a report (a character check). */
function loadedFonts(): LoadedFont[] {
  while (loaded.length < Object.keys(FILES).length) loadNextFont()
  return loaded
}

/**
 * Reads the fonts one per turn of the event loop (each is a file of 0.6–0.7 MB parsed by fontkit, some 10–25 ms): the
 * server calls it once at start, in the background, so that no report — and no game clock — pays for it later.
 */
export async function preloadReportFonts(): Promise<void> {
  while (loaded.length < Object.keys(FILES).length) {
    await new Promise((resolve) => setImmediate(resolve))
    if (loaded.length === Object.keys(FILES).length) break
    loadNextFont()
    // The font engine's first layout compiles its code paths (tens of ms once per process): done here, in its own turn.
    await new Promise((resolve) => setImmediate(resolve))
    loaded[loaded.length - 1].font.layout(WARM_UP_TEXT)
  }
}

/** How many font files this process has read (one per font, whatever the number of reports made). */
export function fontFileReads(): number {
  return fileReads
}

/**
 * Registers the report fonts with this document, from the bytes read once, and lets each do its one-time work for
 * the document in its own turn of the event loop: pdfkit parses a font per document (keeping the glyphs and the
 * characters they stand for per document, so that the PDF's text map is right), and a font's first layout reads its
 * substitution and positioning tables (some 25–50 ms), which drawn in one go would hold the game clock too long.
 */
export async function registerReportFonts(doc: PDFKit.PDFDocument): Promise<void> {
  await preloadReportFonts()
  for (const { name, bytes } of loaded) {
    doc.registerFont(name, bytes)
    await new Promise((resolve) => setImmediate(resolve))
    doc.font(name).widthOfString(WARM_UP_TEXT)
  }
}

/** A report's style of text: the name it is registered under (FONT, BOLD, ITALIC). */
export type ReportStyle = typeof FONT | typeof BOLD | typeof ITALIC

/** The fallback faces met so far, by the name each document registers them under. */
const fallbacks = new Map<string, FallbackFont>()
/** The fallback faces each document has registered. */
const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>()

function parsedFont(name: string): fontkit.Font {
  return fallbacks.get(name)?.font ?? loadedFonts().find((font) => font.name === name)!.font
}

function hasGlyph(name: string, char: string): boolean {
  return parsedFont(name).hasGlyphForCodePoint(char.codePointAt(0)!)
}

function* candidates(char: string, style: ReportStyle): Generator<string> {
  const bold = style === BOLD
  const named = (font: FallbackFont) => {
    fallbacks.set(font.name, font)
    return font.name
  }
  // Arabic and Hebrew in their own (shipped) fonts first: DejaVu Sans draws them without an oblique and only in part.
  for (const font of shippedFontsFor(char, bold)) yield named(font)
  yield style
  for (const font of systemFontsFor(char, bold)) yield named(font)
}

/**
 * The font a character of a text in `style` is drawn in (`current`: the font of the characters before it, kept for a
 * space, a digit or a mark, text-runs.ts); undefined when no font at hand has its glyph.
 */
export function reportFontFor(char: string, style: ReportStyle, current?: string): string | undefined {
  return pickFont(char, current, candidates(char, style), hasGlyph)
}

/** Whether a font at hand has a glyph for this code point in every style (regular, bold, oblique): such a character prints. */
export function reportFontsHaveGlyph(codePoint: number): boolean {
  let has = glyphCache.get(codePoint)
  if (has === undefined) {
    const char = String.fromCodePoint(codePoint)
    has = loadedFonts().every(({ name }) => reportFontFor(char, name as ReportStyle) !== undefined)
    if (codePoint <= 0xffff) glyphCache.set(codePoint, has)
  }
  return has
}

/**
 * Sets `name` (a report style or a fallback face) as the document's font: a fallback face is registered with the
 * document the first time it draws with it (so a report in Latin letters alone is as it was), from the bytes read once.
 */
export function useReportFont(doc: PDFKit.PDFDocument, name: string): void {
  const fallback = fallbacks.get(name)
  if (fallback !== undefined) {
    let names = registered.get(doc)
    if (names === undefined) registered.set(doc, (names = new Set()))
    if (!names.has(name)) {
      doc.registerFont(name, fallback.bytes, fallback.family)
      names.add(name)
    }
  }
  doc.font(name)
}

/** How far below a text's top its baseline lies in font `name`, per point of font size (pdfkit places a text by its top). */
export function ascentOf(name: string): number {
  const font = parsedFont(name)
  return font.ascent / font.unitsPerEm
}
