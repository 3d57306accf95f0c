// A corner card's own control (issue 26, item 16): Stop robot while the game runs (asks first: it cannot be undone during the game;
// X on the focused card), Disable or Enable before the start, and the mark of a corner out of the game. Their labels, key, question
// and requests are the actions table's (arena-actions.ts: CORNER_ACTIONS).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { applyCorners, type CornerControls } from '../../api/arena-queries'
import { api } from '../../api/client'
import type { GameRecord } from '../../api/types'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { CORNERS, type CornerColour } from '../../components/corners'
import { useIntl } from 'react-intl'
import { ErrorNotice } from '../../components/Feedback'
import { CORNER_ACTIONS, cornerActionOfKey, type CornerAction } from './arena-actions'
import type { CornerOffer } from './corner-offer'
import { useShortcutKeys } from './shortcuts'
import { useT } from '../../../shared/i18n/use-t'
import type { ReactNode } from 'react'

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
  const { t } = useT()
  const client = useQueryClient()
  const command = useMutation({
    mutationFn: ({ zone, action }: { zone: number; action: CornerAction }) => {
      const { method, path, body } = CORNER_ACTIONS[action].request(game.id, CORNERS[zone].colour)
      return api[method]<CornerControls>(path, body)
    },
    onSuccess: (controls) => applyCorners(client, controls),
  })
  const [asking, setAsking] = useState<{ zone: number; action: CornerAction }>()
  const act = (zone: number, action: CornerAction) => {
    if (CORNER_ACTIONS[action].asks) setAsking({ zone, action })
    else command.mutate({ zone, action })
  }
  const question = asking && CORNER_ACTIONS[asking.action].asks?.(game, CORNERS[asking.zone].colour, t)
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

export function CornerCommand({ offer, colour, onAct, pending }: { offer: CornerOffer; colour: CornerColour; onAct(action: CornerAction): void; pending: boolean }) {
  const { locale } = useIntl()
  return (
    <>
      {offer.mark && (
        <span className={`corner-mark corner-mark-${offer.mark.kind}`} data-testid={`mark-${colour}`} title={offer.mark.detail}>
          {offer.mark.text.toLocaleUpperCase(locale)} <small>{offer.mark.detail}</small>
        </span>
      )}
      {offer.action && <CornerButton action={offer.action} colour={colour} pending={pending} onAct={onAct} />}
    </>
  )
}

function CornerButton({ action, colour, onAct, pending }: { action: CornerAction; colour: CornerColour; onAct(action: CornerAction): void; pending: boolean }) {
  const { t, rich } = useT()
  const row = CORNER_ACTIONS[action]
  return (
    <button type="button" className={row.tone ? `${row.tone} corner-command` : 'corner-command'} aria-keyshortcuts={row.key} disabled={pending} onClick={() => onAct(action)}>
      {/* The name from the content ("Stop robot red"): an aria-label would differ from the visible words (axe). */}
      {rich('console.arena.corner.button', { action: t(row.labelId), colour, sr: (parts: ReactNode[]) => <span className="sr-only">{parts}</span> })}
      {row.key && <kbd aria-hidden="true">{row.key}</kbd>}
    </button>
  )
}
