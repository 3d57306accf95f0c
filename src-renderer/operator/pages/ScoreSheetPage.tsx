// An event's score sheet (issue 30): whether it has one (else it is scored by one number per corner), the editor with its
// live preview, Save (checked here first, then by the server), Remove (confirmed), Export and Import.
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { ScoreSheet } from '../../../src-main/domain/score-sheet'
import { ApiError } from '../api/client'
import { useEvent } from '../api/queries'
import { useRemoveScoreSheet, useSaveScoreSheet, useScoreSheet, type StoredScoreSheet } from '../api/score-sheet-queries'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { Empty, ErrorNotice, Loading } from '../components/Feedback'
import { useChosenEvent } from '../components/event-choice'
import type { EventDetail } from '../api/types'
import { EMPTY_SAMPLE } from './score-sheet/sample-corner'
import { ScorerAssignments } from './score-sheet/ScorerAssignments'
import { SheetEditor } from './score-sheet/SheetEditor'
import { SheetFileButtons } from './score-sheet/SheetFileButtons'
import { SheetPreview } from './score-sheet/SheetPreview'
import { sheetProblems } from './score-sheet/sheet-check'
import { draftOf, newDraft, sheetOf, type SheetDraft } from './score-sheet/sheet-draft'
import { useClock } from '../components/clock-format'
import { useT } from '../../shared/i18n/use-t'
import './ScoreSheetPage.css'

/** /score-sheet?event=<id> (the Events page's link; one path segment, as every page of the console), else the chosen event. */
export function ScoreSheetPage() {
  const { rich } = useT()
  const chosen = useChosenEvent().eventId
  const asked = Number(useSearchParams()[0].get('event'))
  const eventId = Number.isInteger(asked) && asked > 0 ? asked : chosen
  if (eventId === undefined) return <Empty>{rich('console.scoreSheet.noEvent', { link: (parts) => <Link to="/events">{parts}</Link> })}</Empty>
  return <EventSheet eventId={eventId} />
}

function EventSheet({ eventId }: { eventId: number }) {
  const { t } = useT()
  const event = useEvent(eventId)
  const stored = useScoreSheet(eventId)
  if (event.isPending || stored.isPending) return <Loading message={t('console.scoreSheet.loading')} />
  if (event.isError) return <ErrorNotice error={event.error} />
  if (stored.isError) return <ErrorNotice error={stored.error} />
  return <SheetWorkbench key={eventId} event={event.data} stored={stored.data} />
}

function SheetWorkbench({ event, stored }: { event: EventDetail; stored: StoredScoreSheet | null }) {
  const { t } = useT()
  const { dateTime } = useClock()
  const [draft, setDraft] = useState<SheetDraft | undefined>(() => (stored ? draftOf(stored.sheet) : undefined))
  const [sample, setSample] = useState(EMPTY_SAMPLE)
  const [notice, setNotice] = useState<string>()
  const [refused, setRefused] = useState(false)
  const [removing, setRemoving] = useState(false)
  const save = useSaveScoreSheet(event.id)
  const remove = useRemoveScoreSheet(event.id)
  const sheet = draft && sheetOf(draft)
  const problems = sheet ? sheetProblems(sheet) : []
  // The server's 422 items stand beside their rows until the organiser changes something.
  const serverProblems = save.error instanceof ApiError ? save.error.items : []
  const shown = problems.length > 0 ? problems : serverProblems
  const changed = sheet !== undefined && JSON.stringify(sheet) !== JSON.stringify(stored?.sheet)
  const edit = (next: SheetDraft | undefined, message?: string) => {
    setDraft(next)
    setNotice(message)
    setRefused(false)
    save.reset()
    remove.reset()
  }
  const submit = () => {
    if (!sheet) return
    if (problems.length > 0) return (setNotice(undefined), setRefused(true))
    save.mutate(sheet, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved.sheet))
        setNotice(t('console.scoreSheet.saved', { event: event.name, revision: saved.revision }))
      },
    })
  }
  const imported = (file: ScoreSheet, name: string) => edit(draftOf(file), t('console.scoreSheet.imported', { name }))
  return (
    <div className="stack score-sheet-page">
      <div className="spread">
        <h1>{t('console.scoreSheet.title', { event: event.name })}</h1>
        <Link to="/events">{t('console.scoreSheet.back')}</Link>
      </div>
      <section className="card stack" aria-label={t('console.scoreSheet.section')}>
        <p role="status" className="sheet-state">
          {stored
            ? t('console.scoreSheet.state', { event: event.name, revision: stored.revision, saved: dateTime(Date.parse(stored.updated_at) / 1000) })
            : t('console.scoreSheet.stateNone', { event: event.name })}
        </p>
        <div className="row">
          {!draft && (
            <button type="button" className="primary" onClick={() => edit(newDraft())}>
              {t('console.scoreSheet.create')}
            </button>
          )}
          {stored && (
            <button type="button" onClick={() => (remove.reset(), setRemoving(true))}>
              {t('console.scoreSheet.remove')}
            </button>
          )}
        </div>
        <SheetFileButtons eventName={event.name} saved={stored?.sheet} onImported={imported} />
        {notice && (
          <div className="success-notice" role="status">
            {notice}
          </div>
        )}
        <ErrorNotice error={remove.error} />
      </section>
      {draft && sheet && (
        <div className="sheet-layout">
          <form
            className="card stack"
            aria-label={t('console.scoreSheet.form', { event: event.name })}
            noValidate
            onSubmit={(submitted) => {
              submitted.preventDefault()
              submit()
            }}
          >
            <SheetEditor draft={draft} problems={shown} onChange={(next) => edit(next)} />
            {refused && problems.length > 0 && (
              <div className="error-notice" role="alert">
                {t('console.scoreSheet.notSaved', { count: problems.length })}
              </div>
            )}
            <ErrorNotice error={save.error} besideFields={['items', 'penalties', 'caps', 'tie_breakers']} />
            <div className="row sheet-save">
              <button type="submit" className="primary" disabled={save.isPending}>
                {t('console.scoreSheet.save')}
              </button>
              <button type="button" disabled={!changed} onClick={() => edit(stored ? draftOf(stored.sheet) : undefined, stored ? t('console.scoreSheet.undone') : undefined)}>
                {stored ? t('console.scoring.form.undo') : t('console.dialog.cancel')}
              </button>
              {changed && <span className="muted">{t('console.scoreSheet.unsaved')}</span>}
            </div>
          </form>
          <SheetPreview sheet={sheet} sample={sample} onSample={setSample} />
        </div>
      )}
      {stored && <ScorerAssignments eventId={event.id} />}
      {removing && (
        <ConfirmDialog
          title={t('console.scoreSheet.removeTitle', { event: event.name })}
          confirmLabel={t('console.scoreSheet.removeConfirm')}
          danger
          onCancel={() => setRemoving(false)}
          onConfirm={() => {
            setRemoving(false)
            remove.mutate(undefined, { onSuccess: () => edit(undefined, t('console.scoreSheet.removed', { event: event.name })) })
          }}
        >
          <p>{t('console.scoreSheet.removeExplain')}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
