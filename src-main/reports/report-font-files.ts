// The DejaVu font files the reports are written in (npm `dejavu-fonts-ttf`, folder ttf/): report-fonts.ts reads them, and
// the release package (scripts/release/electron-builder.config.ts) ships these and no other file of that folder.
export const REPORT_FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
} as const
