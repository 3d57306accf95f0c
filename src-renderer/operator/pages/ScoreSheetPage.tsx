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
import './ScoreSheetPage.css'

/** /score-sheet?event=<id> (the Events page's link; one path segment, as every page of the console), else the chosen event. */
export function ScoreSheetPage() {
  const chosen = useChosenEvent().eventId
  const asked = Number(useSearchParams()[0].get('event'))
  const eventId = Number.isInteger(asked) && asked > 0 ? asked : chosen
  if (eventId === undefined) return <Empty>No event yet: create one on the <Link to="/events">Events</Link> page first.</Empty>
  return <EventSheet eventId={eventId} />
}

function EventSheet({ eventId }: { eventId: number }) {
  const event = useEvent(eventId)
  const stored = useScoreSheet(eventId)
  if (event.isPending || stored.isPending) return <Loading what="the score sheet" />
  if (event.isError) return <ErrorNotice error={event.error} />
  if (stored.isError) return <ErrorNotice error={stored.error} />
  return <SheetWorkbench key={eventId} event={event.data} stored={stored.data} />
}

function SheetWorkbench({ event, stored }: { event: EventDetail; stored: StoredScoreSheet | null }) {
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
        setNotice(`The score sheet of ${event.name} is saved (revision ${saved.revision}).`)
      },
    })
  }
  const imported = (file: ScoreSheet, name: string) => edit(draftOf(file), `${name} is shown below: check it, then save it to keep it.`)
  return (
    <div className="stack score-sheet-page">
      <div className="spread">
        <h1>Score sheet: {event.name}</h1>
        <Link to="/events">Back to the events</Link>
      </div>
      <section className="card stack" aria-label="The event's score sheet">
        <p role="status" className="sheet-state">
          {stored
            ? `${event.name} is scored by its score sheet (revision ${stored.revision}, saved ${dateTime(Date.parse(stored.updated_at) / 1000)}).`
            : `${event.name} has no score sheet: it is scored by one number of game points per corner.`}
        </p>
        <div className="row">
          {!draft && (
            <button type="button" className="primary" onClick={() => edit(newDraft())}>
              Create a score sheet
            </button>
          )}
          {stored && (
            <button type="button" onClick={() => (remove.reset(), setRemoving(true))}>
              Remove the score sheet
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
            aria-label={`Score sheet of ${event.name}`}
            noValidate
            onSubmit={(submitted) => {
              submitted.preventDefault()
              submit()
            }}
          >
            <SheetEditor draft={draft} problems={shown} onChange={(next) => edit(next)} />
            {refused && problems.length > 0 && (
              <div className="error-notice" role="alert">
                Not saved: {problems.length === 1 ? 'one problem is' : `${problems.length} problems are`} marked beside the items.
              </div>
            )}
            <ErrorNotice error={save.error} besideFields={['items', 'penalties', 'caps', 'tie_breakers']} />
            <div className="row sheet-save">
              <button type="submit" className="primary" disabled={save.isPending}>
                Save score sheet
              </button>
              <button type="button" disabled={!changed} onClick={() => edit(stored ? draftOf(stored.sheet) : undefined, stored ? 'Changes undone: the saved sheet is shown.' : undefined)}>
                {stored ? 'Undo changes' : 'Cancel'}
              </button>
              {changed && <span className="muted">Unsaved changes</span>}
            </div>
          </form>
          <SheetPreview sheet={sheet} sample={sample} onSample={setSample} />
        </div>
      )}
      {stored && <ScorerAssignments eventId={event.id} />}
      {removing && (
        <ConfirmDialog
          title={`Remove the score sheet of ${event.name}?`}
          confirmLabel="Remove score sheet"
          danger
          onCancel={() => setRemoving(false)}
          onConfirm={() => {
            setRemoving(false)
            remove.mutate(undefined, { onSuccess: () => edit(undefined, `${event.name} is scored by one number per corner again.`) })
          }}
        >
          <p>Its games are then scored by one number of game points per corner. Export it first to keep a copy.</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
