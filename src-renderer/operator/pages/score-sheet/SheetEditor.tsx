// The score sheet's editor: items, penalties, caps and tie-breakers, each row with its problems beside it (the page's
// own check as the organiser types, and the server's 422 items after a refused save).
import { useState, type ReactNode } from 'react'
import type { ScoreItemKind } from '../../../../src-main/domain/score-sheet'
import type { MessageId } from '../../../../src-main/domain/i18n/catalogues'
import { useT } from '../../../shared/i18n/use-t'
import type { Problem } from '../../api/problem-words'
import { NumberField } from './NumberField'
import { IdField, LabelField, RowFrame } from './RowFrame'
import { ItemFields } from './ItemFields'
import { rowProblems, rowSentenceIn, sheetWideProblems } from './sheet-check'
import { addRow, changeRow, moveRowBy, newCap, newItem, newPenalty, removeRow, withKind, type ListName, type SheetDraft } from './sheet-draft'

interface Props {
  draft: SheetDraft
  problems: readonly Problem[]
  onChange(draft: SheetDraft): void
}

/** One list of the sheet: its heading, its rows, and the button (with whatever it needs) that adds one. */
function ListSection(props: { id: string; title: string; children: ReactNode; add: string; onAdd(): void; canAdd?: boolean; choice?: ReactNode }) {
  return (
    <section className="stack" aria-labelledby={props.id}>
      <h3 id={props.id}>{props.title}</h3>
      {props.children}
      <div className="row">
        {props.choice}
        <button type="button" disabled={props.canAdd === false} onClick={props.onAdd}>
          {props.add}
        </button>
      </div>
    </section>
  )
}

function KindSelect({ label, kind, onChange }: { label: string; kind: ScoreItemKind; onChange(kind: ScoreItemKind): void }) {
  const { t } = useT()
  return (
    <label>
      {label}
      <select aria-label={label} value={kind} onChange={(event) => onChange(event.target.value as ScoreItemKind)}>
        {Object.entries(KIND_WORDS).map(([value, words]) => (
          <option key={value} value={value}>
            {t(words)}
          </option>
        ))}
      </select>
    </label>
  )
}

export const KIND_WORDS: Record<ScoreItemKind, MessageId> = {
  count: 'console.scoreSheet.kind.count',
  yes_no: 'console.scoreSheet.kind.yesNo',
  choice: 'console.scoreSheet.kind.choice',
  number: 'console.scoreSheet.kind.number',
}

export function SheetEditor({ draft, problems, onChange }: Props) {
  const { t } = useT()
  const [newKind, setNewKind] = useState<ScoreItemKind>('count')
  const frame = (list: ListName, key: number, index: number, length: number) => ({
    first: index === 0,
    last: index === length - 1,
    problems: rowProblems(problems, list, index),
    onMove: (step: number) => onChange(moveRowBy(draft, list, key, step)),
    onRemove: () => onChange(removeRow(draft, list, key)),
  })
  /** A row's label and id: the id follows the label while the row is new, until an id is typed. */
  const named = (list: 'items' | 'penalties' | 'caps', row: { key: number; value: { id: string; label: string } }) => (
    <>
      <LabelField label={t('console.scoreSheet.label')} value={row.value.label} onChange={(label) => onChange(changeRow(draft, list, row.key, { label }))} />
      <IdField value={row.value.id} onChange={(id) => onChange(changeRow(draft, list, row.key, { id }, true))} />
    </>
  )
  const wide = sheetWideProblems(problems)
  const ids = [...draft.items, ...draft.penalties, ...draft.caps].map((row) => row.value)
  return (
    <div className="stack sheet-editor">
      {wide.length > 0 && (
        <ul className="error-notice sheet-wide-problems" aria-label={t('console.scoreSheet.sheetProblems')}>
          {wide.map((problem, index) => (
            <li key={index}>{rowSentenceIn(t)(problem)}</li>
          ))}
        </ul>
      )}
      <ListSection
        id="sheet-items"
        title={t('console.scoreSheet.items.title')}
        add={t('console.scoreSheet.items.add')}
        onAdd={() => onChange(addRow(draft, 'items', newItem(newKind)))}
        choice={<KindSelect label={t('console.scoreSheet.items.newKind')} kind={newKind} onChange={setNewKind} />}
      >
        {draft.items.map((row, index) => (
          <RowFrame key={row.key} title={t('console.scoreSheet.items.row', { n: index + 1 })} name={row.value.label} {...frame('items', row.key, index, draft.items.length)}>
            <div className="sheet-fields">
              {named('items', row)}
              <KindSelect label={t('console.scoreSheet.items.kind')} kind={row.value.kind} onChange={(kind) => onChange(changeRow(draft, 'items', row.key, withKind(row.value, kind)))} />
            </div>
            <ItemFields item={row.value} onChange={(change) => onChange(changeRow(draft, 'items', row.key, change))} />
          </RowFrame>
        ))}
      </ListSection>

      <ListSection
        id="sheet-penalties"
        title={t('console.scoreSheet.penalties.title')}
        add={t('console.scoreSheet.penalties.add')}
        onAdd={() => onChange(addRow(draft, 'penalties', newPenalty()))}
      >
        {draft.penalties.map((row, index) => (
          <RowFrame key={row.key} title={t('console.scoreSheet.penalties.row', { n: index + 1 })} name={row.value.label} {...frame('penalties', row.key, index, draft.penalties.length)}>
            <div className="sheet-fields">
              {named('penalties', row)}
              <NumberField label={t('console.scoreSheet.penalties.pointsPerFoul')} value={row.value.points} onChange={(points) => onChange(changeRow(draft, 'penalties', row.key, { points }))} />
              <NumberField label={t('console.scoreSheet.penalties.mostFouls')} value={row.value.max} onChange={(max) => onChange(changeRow(draft, 'penalties', row.key, { max }))} />
              <label>
                {t('console.scoreSheet.penalties.to')}
                <select aria-label={t('console.scoreSheet.penalties.to')} value={row.value.to} onChange={(event) => onChange(changeRow(draft, 'penalties', row.key, { to: event.target.value as 'self' | 'others' }))}>
                  <option value="self">{t('console.scoreSheet.penalties.toSelf')}</option>
                  <option value="others">{t('console.scoreSheet.penalties.toOthers')}</option>
                </select>
              </label>
            </div>
          </RowFrame>
        ))}
      </ListSection>

      <ListSection
        id="sheet-caps"
        title={t('console.scoreSheet.caps.title')}
        add={t('console.scoreSheet.caps.add')}
        onAdd={() => onChange(addRow(draft, 'caps', newCap()))}
      >
        {draft.caps.map((row, index) => {
          const unknown = row.value.items.filter((id) => !draft.items.some((item) => item.value.id === id))
          const toggle = (id: string, on: boolean) => onChange(changeRow(draft, 'caps', row.key, { items: on ? [...row.value.items, id] : row.value.items.filter((entry) => entry !== id) }))
          return (
            <RowFrame key={row.key} title={t('console.scoreSheet.caps.row', { n: index + 1 })} name={row.value.label} {...frame('caps', row.key, index, draft.caps.length)}>
              <div className="sheet-fields">
                {named('caps', row)}
                <NumberField label={t('console.scoreSheet.atMostPoints')} value={row.value.max_points} onChange={(max_points) => onChange(changeRow(draft, 'caps', row.key, { max_points }))} />
              </div>
              <fieldset className="sheet-cap-items">
                <legend>{t('console.scoreSheet.caps.items')}</legend>
                {draft.items.map((item) => (
                  <label key={item.key} className="inline">
                    <input type="checkbox" checked={row.value.items.includes(item.value.id)} onChange={(event) => toggle(item.value.id, event.target.checked)} />
                    <span className="sheet-choice-name">{item.value.label || item.value.id}</span>
                  </label>
                ))}
                {unknown.map((id) => (
                  <label key={`unknown-${id}`} className="inline">
                    <input type="checkbox" checked onChange={() => toggle(id, false)} />
                    <span className="sheet-choice-name">{t('console.scoreSheet.caps.noItem', { id })}</span>
                  </label>
                ))}
              </fieldset>
            </RowFrame>
          )
        })}
      </ListSection>

      <ListSection
        id="sheet-tie-breakers"
        title={t('console.scoreSheet.tieBreakers.title')}
        add={t('console.scoreSheet.tieBreakers.add')}
        onAdd={() => onChange(addRow(draft, 'tie_breakers', { prefer: 'most', of: draft.items[0]?.value.id ?? '' }))}
        canAdd={ids.length > 0}
      >
        {draft.tie_breakers.map((row, index) => {
          const named = ids.find((entry) => entry.id === row.value.of)
          return (
            <RowFrame key={row.key} title={t('console.scoreSheet.tieBreakers.row', { n: index + 1 })} name={named?.label ?? ''} {...frame('tie_breakers', row.key, index, draft.tie_breakers.length)}>
              <div className="sheet-fields">
                <label>
                  {t('console.scoreSheet.tieBreakers.prefer')}
                  <select aria-label={t('console.scoreSheet.tieBreakers.prefer')} value={row.value.prefer} onChange={(event) => onChange(changeRow(draft, 'tie_breakers', row.key, { prefer: event.target.value as 'most' | 'fewest' }))}>
                    <option value="most">{t('console.scoreSheet.tieBreakers.most')}</option>
                    <option value="fewest">{t('console.scoreSheet.tieBreakers.fewest')}</option>
                  </select>
                </label>
                <label>
                  {t('console.scoreSheet.tieBreakers.of')}
                  <select aria-label={t('console.scoreSheet.tieBreakers.of')} value={row.value.of} onChange={(event) => onChange(changeRow(draft, 'tie_breakers', row.key, { of: event.target.value }))}>
                    {!named && <option value={row.value.of}>{row.value.of === '' ? t('console.scoreSheet.tieBreakers.choose') : t('console.scoreSheet.tieBreakers.nothing', { id: row.value.of })}</option>}
                    {ids.map((entry, at) => (
                      <option key={at} value={entry.id}>
                        {entry.id}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            </RowFrame>
          )
        })}
      </ListSection>
    </div>
  )
}
