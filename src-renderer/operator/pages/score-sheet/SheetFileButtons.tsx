// Export (the saved sheet as a JSON file named after the event) and Import (a file chooser: the file is read and checked
// here, then shown in the editor; it is saved only when the organiser saves).
import { useState } from 'react'
import type { ScoreSheet } from '../../../../src-main/domain/score-sheet'
import { saveBlob } from '../../api/save-blob'
import { problemSentence } from '../../api/problem-words'
import { errorText } from '../../components/Feedback'
import { readSheetFile } from './sheet-check'
import { sheetFileName, sheetFileText } from './sheet-file'
import { useT } from '../../../shared/i18n/use-t'

interface Props {
  eventName: string
  /** The saved sheet; nothing to export without one. */
  saved: ScoreSheet | undefined
  onImported(sheet: ScoreSheet, fileName: string): void
}

export function SheetFileButtons({ eventName, saved, onImported }: Props) {
  const { t } = useT()
  const [refused, setRefused] = useState<{ name: string; lines: string[] }>()
  const [inputKey, setInputKey] = useState(0)
  const choose = async (file: File | undefined) => {
    setRefused(undefined)
    if (!file) return
    setInputKey((key) => key + 1)
    let text: string
    try {
      text = await file.text()
    } catch (error) {
      return setRefused({ name: file.name, lines: [errorText(error, t)] })
    }
    const read = readSheetFile(text, t)
    if ('sheet' in read) onImported(read.sheet, file.name)
    else setRefused({ name: file.name, lines: 'unreadable' in read ? [read.unreadable] : read.problems.map((problem) => problemSentence(problem, t)) })
  }
  return (
    <div className="stack">
      <div className="row">
        <button type="button" disabled={!saved} onClick={() => saved && saveBlob(new Blob([sheetFileText(saved)], { type: 'application/json' }), sheetFileName(eventName))}>
          {t('console.scoreSheet.export')}
        </button>
        <label className="button sheet-import">
          {t('console.scoreSheet.import')}
          <input key={inputKey} className="sr-only" type="file" accept=".json,application/json" onChange={(event) => void choose(event.target.files?.[0])} />
        </label>
      </div>
      {refused && (
        <div className="error-notice" role="alert">
          <strong>{t('console.scoreSheet.unreadable', { name: refused.name })}</strong>
          <ul aria-label={t('console.scoreSheet.fileProblems')}>
            {refused.lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
