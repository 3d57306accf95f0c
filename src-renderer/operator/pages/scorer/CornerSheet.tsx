// One corner of a game on a sheet tablet (issue 30, item 2): the corner's colour and player, a control per item and per
// penalty built from the sheet, the card, and the corner's total as scoreCorner computes it; every change kept and sent.
import { useEffect, type ReactNode } from 'react'
import { useT } from '../../../shared/i18n/use-t'
import { scoreCorner } from '../../../../src-main/domain/score-corner'
import { enteredValue, foulsOf, type ScoreSheet } from '../../../../src-main/domain/score-sheet'
import type { LiveSheets } from '../../api/sheet-scoring-queries'
import type { CORNERS } from '../../components/corners'
import { CardControl, Counter, NumberControl, Segmented, Toggle } from './SheetControls'
import { numberStep, parseNumberInput, setCard, setItem, stepCount, stepFouls, stepNumber } from './sheet-entry-edit'
import { cornerWord } from './entry-compare'
import { offlineWords, refusalWords } from './live-sheet-queue'
import { sheetOutcome, sheetOutcomeWords } from './sheet-outcome'
import { useLiveSheet } from './use-live-sheet'

interface Props {
  gameId: number
  corner: (typeof CORNERS)[number]
  player: string
  userId: number
  sheet: ScoreSheet
  /** The game's live sheets when the page opened the corner (and now, for the states after Submit). */
  liveSheets: LiveSheets
  /** The game still runs (no Submit yet) or has ended (review, then Submit). */
  running: boolean
  /** Submit pressed on this tablet: every shown corner is sent with submitted: true. */
  submitNow: number
}

export function CornerSheet({ gameId, corner, player, userId, sheet, liveSheets, running, submitNow }: Props) {
  const { t, rich } = useT()
  const [{ sheet: kept, send }, sender] = useLiveSheet(gameId, corner.colour, userId, liveSheets)
  const { entry } = kept
  const locked = kept.submitted
  const total = scoreCorner(sheet, entry).own_points
  const cornerName = cornerWord(t, corner.colour)
  const name = (label: string) => t('tablet.sheet.itemName', { corner: cornerName, item: label })
  const offline = offlineWords(t, send)
  const refusal = refusalWords(t, send)
  const outcome = sheetOutcome(liveSheets, corner.colour, userId)
  // Submit pressed: the entry as it stands, submitted (a change like any other: kept, sent, re-sent when back online).
  useEffect(() => {
    const { sheet: now } = sender.getSnapshot()
    if (submitNow > 0 && !running && !now.submitted) sender.change(now.entry, true)
  }, [submitNow, running, sender])

  return (
    <section className={`sheet-corner corner-${corner.colour}`} aria-labelledby={`sheet-${corner.colour}`} data-testid={`sheet-${corner.colour}`}>
      <header className="sheet-corner-head">
        <h2 id={`sheet-${corner.colour}`}>
          <span className="sheet-corner-name">{cornerName}</span> <span className="sheet-player">{player}</span>
        </h2>
        <output className="sheet-total" aria-label={t('tablet.sheet.totalLabel', { corner: cornerName })} data-testid={`total-${corner.colour}`}>
          {rich('tablet.sheet.total', { total, unit: (parts: ReactNode[]) => <span className="muted">{parts}</span> })}
        </output>
      </header>
      {offline && (
        <p className="sheet-offline" role="status" data-testid={`offline-${corner.colour}`}>
          {offline}
        </p>
      )}
      {refusal && (
        <p className="field-problem" role="alert">
          {refusal}
        </p>
      )}
      <div className="sheet-items">
        {sheet.items.map((item) => {
          const value = enteredValue(entry, item)
          return (
            <div key={item.id} className="sheet-item">
              <span className="sheet-label">{item.label}</span>
              {item.kind === 'count' && (
                <Counter name={name(item.label)} testId={`value-${corner.colour}-${item.id}`} value={Number(value)} min={0} max={item.max} disabled={locked} onStep={(delta) => sender.change(stepCount(entry, item, delta))} />
              )}
              {item.kind === 'yes_no' && <Toggle name={name(item.label)} value={value === true} disabled={locked} onChange={(yes) => sender.change(setItem(entry, item.id, yes))} />}
              {item.kind === 'choice' && <Segmented name={name(item.label)} options={item.options} value={String(value)} disabled={locked} onChange={(id) => sender.change(setItem(entry, item.id, id))} />}
              {item.kind === 'number' && (
                <NumberControl
                  name={name(item.label)}
                  value={Number(value)}
                  min={item.min}
                  max={item.max}
                  step={numberStep(item)}
                  disabled={locked}
                  parse={(text) => parseNumberInput(text, item)}
                  onChange={(number) => sender.change(setItem(entry, item.id, number))}
                  onStep={(delta) => sender.change(stepNumber(entry, item, delta))}
                />
              )}
            </div>
          )
        })}
        {sheet.penalties.map((penalty) => (
          <div key={penalty.id} className="sheet-item sheet-penalty">
            <span className="sheet-label">{penalty.label}</span>
            <Counter name={name(penalty.label)} testId={`value-${corner.colour}-${penalty.id}`} value={foulsOf(entry, penalty)} min={0} max={penalty.max} disabled={locked} onStep={(delta) => sender.change(stepFouls(entry, penalty, delta))} />
          </div>
        ))}
        <div className="sheet-item">
          <span className="sheet-label">{t('tablet.sheet.card')}</span>
          <CardControl name={cornerName} card={entry.card} reason={entry.card_reason ?? ''} disabled={locked} onChange={(card, reason) => sender.change(setCard(entry, card, reason))} />
        </div>
      </div>
      {(kept.submitted || outcome !== 'not-submitted') && (
        <p className={`tablet-outcome sheet-outcome-${outcome}`} role="status" data-testid={`outcome-${corner.colour}`}>
          {send.inFlight !== null || offline ? t('tablet.submitting') : sheetOutcomeWords(t, outcome)}
        </p>
      )}
    </section>
  )
}
