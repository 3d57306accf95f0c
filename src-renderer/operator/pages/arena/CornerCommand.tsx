// A corner card's own control (issue 26, item 16): Stop robot while the game runs (asks first: it cannot be undone during the game;
// X on the focused card), Disable or Enable before the start, and the mark of a corner out of the game.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { applyCorners, type CornerControls } from '../../api/arena-queries'
import { api } from '../../api/client'
import type { GameRecord } from '../../api/types'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { CORNERS } from '../../components/corners'
import { ErrorNotice } from '../../components/Feedback'
import { ACTION_LABEL, type CornerAction, type CornerOffer } from './corner-offer'
import { isShortcutPress } from './shortcuts'

/** The key that stops the robot of the focused corner card. */
export const STOP_KEY = 'X'

/** X pressed while focus is on a corner card (or inside it): `handler` gets its zone. Not while typing or with a dialog open. */
export function useCornerStopKey(handler: (zone: number) => void): void {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.key.toUpperCase() !== STOP_KEY || !isShortcutPress(event, event.target as HTMLElement | null, document.querySelector('dialog[open]') !== null)) return
      const card = (event.target as HTMLElement | null)?.closest?.('[data-corner-zone]')
      if (!card) return
      event.preventDefault()
      latest.current(Number(card.getAttribute('data-corner-zone')))
    }
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [])
}

export function useCornerCommand(game: GameRecord) {
  const client = useQueryClient()
  const [asking, setAsking] = useState<{ zone: number; label: string }>()
  const command = useMutation({
    mutationFn: ({ zone, action }: { zone: number; action: CornerAction }) =>
      action === 'stop'
        ? api.post<CornerControls>(`/arena/games/${game.id}/corners/${CORNERS[zone].colour}/stop`)
        : api.put<CornerControls>(`/arena/games/${game.id}/corners/${CORNERS[zone].colour}/disabled`, { disabled: action === 'disable' }),
    onSuccess: (controls) => applyCorners(client, controls),
  })
  const act = (zone: number, label: string, action: CornerAction) => {
    if (action === 'stop') setAsking({ zone, label })
    else command.mutate({ zone, action })
  }
  const dialog = asking && (
    <ConfirmDialog
      title={`Stop the ${asking.label.toLowerCase()} robot?`}
      confirmLabel="Stop this robot"
      danger
      onCancel={() => setAsking(undefined)}
      onConfirm={() => {
        command.mutate({ zone: asking.zone, action: 'stop' })
        setAsking(undefined)
      }}
    >
      <p>
        The {asking.label.toLowerCase()} robot of {game.name} is told to stop now; the game goes on for the others. It cannot be started again in this game (an
        abort ends the stop). Its player is scored as usual.
      </p>
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
      {offer.action && (
        <button
          type="button"
          className={offer.action === 'stop' ? 'danger corner-command' : 'corner-command'}
          aria-keyshortcuts={offer.action === 'stop' ? STOP_KEY : undefined}
          disabled={pending}
          onClick={() => offer.action && onAct(offer.action)}
        >
          {/* The name from the content ("Stop robot red"): an aria-label would differ from the visible words (axe). */}
          {ACTION_LABEL[offer.action]}
          <span className="sr-only"> {label.toLowerCase()}</span>
          {offer.action === 'stop' && <kbd aria-hidden="true">{STOP_KEY}</kbd>}
        </button>
      )}
    </>
  )
}
