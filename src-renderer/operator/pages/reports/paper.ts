// The paper size of printed reports: A4 or US Letter, remembered in this browser; by default Letter where the browser's
// language is that of a Letter country (the United States, Canada, Mexico, the Philippines, Chile, Colombia), else A4.
import { useState } from 'react'
import type { MessageId } from '../../../../src-main/domain/i18n/catalogues'
import type { Paper } from './report-catalogue'

const KEY = 'arena-console.paper'
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO'])

export const PAPERS: ReadonlyArray<{ paper: Paper; label: MessageId }> = [
  { paper: 'a4', label: 'console.reports.paper.a4' },
  { paper: 'letter', label: 'console.reports.paper.letter' },
]

/** The stored choice when it is one, else the size usual where the browser's language says it is. */
export function initialPaper(stored: string | null, language: string | undefined): Paper {
  if (stored === 'a4' || stored === 'letter') return stored
  const region = language?.split('-')[1]?.toUpperCase()
  return region !== undefined && LETTER_REGIONS.has(region) ? 'letter' : 'a4'
}

export function usePaper(): [Paper, (paper: Paper) => void] {
  const [paper, setPaper] = useState<Paper>(() => initialPaper(localStorage.getItem(KEY), navigator.language))
  const choose = (next: Paper) => {
    localStorage.setItem(KEY, next)
    setPaper(next)
  }
  return [paper, choose]
}
