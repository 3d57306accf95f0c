// The DejaVu font files the reports are written in (npm `dejavu-fonts-ttf`, folder ttf/): report-fonts.ts reads them, and
// the release package (scripts/release/electron-builder.config.ts) ships these and no other file of that folder.
export const REPORT_FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
} as const

/**
 * The fallback fonts shipped for right-to-left scripts (npm, OFL; fallback-fonts.ts reads them from the folder fonts/ of
 * each package, found through its index): the release ships these files, unpacked for the report thread.
 */
export const SHIPPED_FALLBACK_FONTS = {
  '@embedpdf/fonts-arabic': { regular: 'NotoNaskhArabic-Regular.ttf', bold: 'NotoNaskhArabic-Bold.ttf' },
  '@embedpdf/fonts-hebrew': { regular: 'NotoSansHebrew-Regular.ttf', bold: 'NotoSansHebrew-Bold.ttf' },
} as const

export const SHIPPED_FONT_PACKAGES = Object.keys(SHIPPED_FALLBACK_FONTS) as (keyof typeof SHIPPED_FALLBACK_FONTS)[]
