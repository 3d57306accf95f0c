// A corner card's own control (issue 26, item 16): Stop robot while the game runs (asks first: it cannot be undone during the game;
// X on the focused card), Disable or Enable before the start, and the mark of a corner out of the game. Their labels, key, question
// and requests are the actions table's (arena-actions.ts: CORNER_ACTIONS).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { applyCorners, type CornerControls } from '../../api/arena-queries'
import { api } from '../../api/client'
import type { GameRecord } from '../../api/types'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { CORNERS } from '../../components/corners'
import { ErrorNotice } from '../../components/Feedback'
import { CORNER_ACTIONS, cornerActionOfKey, type CornerAction } from './arena-actions'
import type { CornerOffer } from './corner-offer'
import { useShortcutKeys } from './shortcuts'

/** A corner command's key (X: stop its robot) pressed while focus is on a corner card (or inside it): `handler` gets its zone and the command. Not while typing or with a dialog open. */
export function useCornerKeys(handler: (zone: number, action: CornerAction) => void): void {
  useShortcutKeys(
    (key, target) => {
      const action = cornerActionOfKey(key)
      const card = action && target?.closest?.('[data-corner-zone]')
      return card ? { zone: Number(card.getAttribute('data-corner-zone')), action } : undefined
    },
    ({ zone, action }) => handler(zone, action),
  )
}

export function useCornerCommand(game: GameRecord) {
  const client = useQueryClient()
  const command = useMutation({
    mutationFn: ({ zone, action }: { zone: number; action: CornerAction }) => {
      const { method, path, body } = CORNER_ACTIONS[action].request(game.id, CORNERS[zone].colour)
      return api[method]<CornerControls>(path, body)
    },
    onSuccess: (controls) => applyCorners(client, controls),
  })
  const [asking, setAsking] = useState<{ zone: number; label: string; action: CornerAction }>()
  const act = (zone: number, label: string, action: CornerAction) => {
    if (CORNER_ACTIONS[action].asks) setAsking({ zone, label, action })
    else command.mutate({ zone, action })
  }
  const question = asking && CORNER_ACTIONS[asking.action].asks?.(game, asking.label)
  const dialog = asking && question && (
    <ConfirmDialog
      title={question.title}
      confirmLabel={question.confirmLabel}
      danger
      onCancel={() => setAsking(undefined)}
      onConfirm={() => {
        command.mutate({ zone: asking.zone, action: asking.action })
        setAsking(undefined)
      }}
    >
      <p>{question.text}</p>
    </ConfirmDialog>
  )
  return { act, dialog, error: <ErrorNotice error={command.error} />, pending: command.isPending }
}

export function CornerCommand({ offer, label, onAct, pending }: { offer: CornerOffer; label: string; onAct(action: CornerAction): void; pending: boolean }) {
  return (
    <>
      {offer.mark && (
        <span className={`corner-mark corner-mark-${offer.mark.text.toLowerCase()}`} data-testid={`mark-${label.toLowerCase()}`} title={offer.mark.detail}>
          {offer.mark.text.toUpperCase()} <small>{offer.mark.detail}</small>
        </span>
      )}
      {offer.action && <CornerButton action={offer.action} label={label} pending={pending} onAct={onAct} />}
    </>
  )
}

function CornerButton({ action, label, onAct, pending }: { action: CornerAction; label: string; onAct(action: CornerAction): void; pending: boolean }) {
  const row = CORNER_ACTIONS[action]
  return (
    <button type="button" className={row.tone ? `${row.tone} corner-command` : 'corner-command'} aria-keyshortcuts={row.key} disabled={pending} onClick={() => onAct(action)}>
      {/* The name from the content ("Stop robot red"): an aria-label would differ from the visible words (axe). */}
      {row.label}
      <span className="sr-only"> {label.toLowerCase()}</span>
      {row.key && <kbd aria-hidden="true">{row.key}</kbd>}
    </button>
  )
}
