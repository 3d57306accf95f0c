// The fonts a report falls back to for the characters DejaVu Sans has no glyph for, or draws less well (issue 31, item 3;
// docs/reports.md, "Scripts"): Noto Naskh Arabic and Noto Sans Hebrew, shipped (npm @embedpdf/fonts-arabic and
// -hebrew, OFL, 0.3 MB with their bold), and for CJK, Devanagari, Thai… the machine's own fonts, found by file name in
// the system's font folders (CJK alone would add 57 MB to the package). A font file is read and parsed only when a text
// needs one of its characters, once per process.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { homedir } from 'node:os'
import { dirname, join, win32 } from 'node:path'
import * as fontkit from 'fontkit'
import { SHIPPED_FALLBACK_FONTS } from './report-font-files'

/** A face of a font file that can stand in for DejaVu Sans. */
export interface FallbackFont {
  /** The name the face is registered under in a document. */
  name: string
  bytes: Buffer
  /** The face's PostScript name inside a collection (.ttc), for pdfkit; undefined for a single font. */
  family: string | undefined
  font: fontkit.Font
}

/** A font looked for: its file names (the first found is taken), the face of a collection for each script, its bold file. */
interface Candidate {
  /** Scripts (Unicode Script property values) it is asked for; its characters of other scripts are not taken from it. */
  scripts: readonly string[]
  files: readonly string[]
  boldFiles?: readonly string[]
  /** The face of a collection per script, by the start of its PostScript name ("NotoSansCJKjp" for -Regular and -Bold), else the collection's first. */
  faces?: Readonly<Record<string, string>>
}

/** Shipped with the app: the right-to-left scripts that DejaVu Sans draws only in part (no oblique, no Urdu forms). */
const SHIPPED: readonly (Candidate & { package: string })[] = ([['@embedpdf/fonts-arabic', 'Arabic'], ['@embedpdf/fonts-hebrew', 'Hebrew']] as const).map(([pack, script]) => ({
  package: pack,
  scripts: [script],
  files: [SHIPPED_FALLBACK_FONTS[pack].regular],
  boldFiles: [SHIPPED_FALLBACK_FONTS[pack].bold],
}))

const CJK = ['Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo']
const NOTO_CJK_FACES = { Hiragana: 'NotoSansCJKjp', Katakana: 'NotoSansCJKjp', Hangul: 'NotoSansCJKkr', Bopomofo: 'NotoSansCJKtc', Han: 'NotoSansCJKsc' }
/** Scripts whose Noto font is named after them (`NotoSans<Script>-Regular.ttf`, Debian's fonts-noto-core and Google's files). */
const NOTO_NAMED = ['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao',
  'Khmer', 'Myanmar', 'Tibetan', 'Ethiopic', 'Georgian', 'Armenian', 'Syriac', 'Thaana', 'Cherokee', 'Mongolian', 'Nko', 'Adlam', 'Tifinagh']

/** In the machine's font folders, in order of preference: Linux (Debian fonts-noto-cjk, WenQuanYi, Droid), Windows, macOS. */
const SYSTEM: readonly Candidate[] = [
  {
    scripts: CJK,
    files: ['NotoSansCJK-Regular.ttc'],
    boldFiles: ['NotoSansCJK-Bold.ttc'],
    faces: NOTO_CJK_FACES,
  },
  { scripts: ['Han', 'Hiragana', 'Katakana', 'Bopomofo'], files: ['msyh.ttc', 'YuGothM.ttc', 'PingFang.ttc', 'Hiragino Sans GB.ttc'] },
  { scripts: ['Hangul'], files: ['malgun.ttf', 'AppleSDGothicNeo.ttc'] },
  ...NOTO_NAMED.map((script) => ({ scripts: [script], files: [`NotoSans${script}-Regular.ttf`], boldFiles: [`NotoSans${script}-Bold.ttf`] })),
  { scripts: ['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala'], files: ['Nirmala.ttc', 'Nirmala.ttf', 'Kohinoor.ttc'] },
  { scripts: ['Thai'], files: ['LeelawUI.ttf', 'Thonburi.ttc'] },
  { scripts: CJK, files: ['wqy-microhei.ttc', 'wqy-zenhei.ttc', 'DroidSansFallbackFull.ttf'] },
]

/**
 * The folders searched for fonts (with their subfolders), in order: those named in `ARENA_REPORT_FONTS` (a venue's own
 * fonts, or a machine whose fonts are elsewhere; separated as PATH is: ":" or ";" on Windows), then the machine's font
 * folders on this platform (Windows: under %WINDIR%).
 */
export function systemFontFolders(platform: NodeJS.Platform = process.platform, home = homedir(), env: Record<string, string | undefined> = process.env): string[] {
  const named = (env.ARENA_REPORT_FONTS ?? '').split(platform === 'win32' ? ';' : ':').filter((folder) => folder.trim() !== '')
  return [...named, ...platformFontFolders(platform, home, env.WINDIR ?? env.windir ?? 'C:\\Windows')]
}

function platformFontFolders(platform: NodeJS.Platform, home: string, windowsFolder: string): string[] {
  if (platform === 'win32') return [win32.join(windowsFolder, 'Fonts'), win32.join(home, 'AppData', 'Local', 'Microsoft', 'Windows', 'Fonts')]
  if (platform === 'darwin') return ['/System/Library/Fonts', '/Library/Fonts', join(home, 'Library', 'Fonts')]
  return ['/usr/share/fonts', '/usr/local/share/fonts', join(home, '.local', 'share', 'fonts'), join(home, '.fonts')]
}

/** File name → path of every font file in the system's font folders, walked once on first need. */
let filesByName: Map<string, string> | undefined

function walk(folder: string, into: Map<string, string>, depth = 0): void {
  if (depth > 6 || !existsSync(folder)) return
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) walk(join(folder, entry.name), into, depth + 1)
    else if (/\.(ttf|otf|ttc)$/i.test(entry.name) && !into.has(entry.name)) into.set(entry.name, join(folder, entry.name))
  }
}

function systemFile(name: string): string | undefined {
  if (filesByName === undefined) {
    filesByName = new Map()
    for (const folder of systemFontFolders()) walk(folder, filesByName)
  }
  return filesByName.get(name)
}

function shippedFile(pack: string, name: string): string {
  // The packages export only their index; the fonts are in the folder beside its dist/.
  return join(dirname(createRequire(import.meta.url).resolve(pack)), '..', 'fonts', name)
}

/** Parsed font files, by path: each read once per process. */
const files = new Map<string, { bytes: Buffer; font: fontkit.Font | fontkit.FontCollection }>()
/** Faces made so far, by candidate, weight and script (undefined: looked for and not found). */
const loaded = new Map<string, FallbackFont | undefined>()
let fileReads = 0

function face(path: string, script: string, faces: Candidate['faces']): FallbackFont {
  let file = files.get(path)
  if (file === undefined) {
    const bytes = readFileSync(path)
    fileReads += 1
    file = { bytes, font: fontkit.create(bytes) }
    files.set(path, file)
  }
  if (file.font.type !== 'TTC' && file.font.type !== 'DFont') return { name: `fallback:${path}`, bytes: file.bytes, family: undefined, font: file.font as fontkit.Font }
  const collection = file.font
  const wanted = faces?.[script]
  const font = (wanted === undefined ? undefined : collection.fonts.find((one) => one.postscriptName.startsWith(`${wanted}-`))) ?? collection.fonts[0]
  return { name: `fallback:${path}#${font.postscriptName}`, bytes: file.bytes, family: font.postscriptName, font }
}

function firstFound(candidate: Candidate, bold: boolean, find: (name: string) => string | undefined): string | undefined {
  const names = bold && candidate.boldFiles ? [...candidate.boldFiles, ...candidate.files] : candidate.files
  for (const name of names) {
    const path = find(name)
    if (path !== undefined) return path
  }
  return undefined
}

function candidateFont(key: string, candidate: Candidate, script: string, bold: boolean, find: (name: string) => string | undefined): FallbackFont | undefined {
  const id = `${key}|${bold ? 'bold' : 'regular'}|${script}`
  if (!loaded.has(id)) {
    const path = firstFound(candidate, bold, find)
    loaded.set(id, path === undefined ? undefined : face(path, script, candidate.faces))
  }
  return loaded.get(id)
}

const scriptTests = new Map<string, RegExp>()
/** The Unicode script of a character among those a fallback is for (undefined: none of them). */
export function fallbackScript(char: string): string | undefined {
  for (const script of new Set([...SHIPPED, ...SYSTEM].flatMap((candidate) => candidate.scripts))) {
    let test = scriptTests.get(script)
    // By script extensions: the kana length mark "ー" or the Arabic comma belong to no one script but are used by these.
    if (test === undefined) scriptTests.set(script, (test = new RegExp(`\\p{Script_Extensions=${script}}`, 'u')))
    if (test.test(char)) return script
  }
  return undefined
}

/** The shipped fonts for this character's script (Arabic, Hebrew), preferred to DejaVu Sans: made for the script. */
export function shippedFontsFor(char: string, bold: boolean): FallbackFont[] {
  const script = fallbackScript(char)
  if (script === undefined) return []
  return SHIPPED.filter((candidate) => candidate.scripts.includes(script))
    .map((candidate) => candidateFont(candidate.package, candidate, script, bold, (name) => shippedFile(candidate.package, name)))
    .filter((font) => font !== undefined)
}

/** The machine's fonts for this character's script, in order of preference; each file read only when reached. */
export function* systemFontsFor(char: string, bold: boolean): Generator<FallbackFont> {
  const script = fallbackScript(char)
  if (script === undefined) return
  for (const [index, candidate] of SYSTEM.entries()) {
    if (!candidate.scripts.includes(script)) continue
    const font = candidateFont(`system${index}`, candidate, script, bold, systemFile)
    if (font !== undefined) yield font
  }
}

/** How many fallback font files this process has read. */
export function fallbackFileReads(): number {
  return fileReads
}
