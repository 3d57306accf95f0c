// "Replay this game" (administrators): asks for the reason, then puts the finished or scored game back to scheduled; its
// points, cards and live sheets are cleared, the score history keeps the replay with its reason.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '../../api/client'
import { applyGameRecord } from '../../api/live'
import { sheetKeys, sheetScoredAgain } from '../../api/sheet-scoring-queries'
import type { GameRecord } from '../../api/types'
import { ErrorNotice } from '../../components/Feedback'
import { ModalDialog } from '../../components/ModalDialog'
import { useT } from '../../../shared/i18n/use-t'

const REASON_MAX_LENGTH = 200

/** POST replay; the answer (the game, scheduled again) goes into the lists at once, so the form of its score closes before its score by items, now gone, is read again. */
function useReplayGame(gameId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (reason: string) => api.post<GameRecord>(`/games/${gameId}/replay`, { reason }),
    onSuccess: (record) => {
      applyGameRecord(client, record)
      // No score by items any more: null, not removed — a removed query that a still-mounted form observes is fetched
      // again at once, and answers 404 (the game is scheduled now).
      client.setQueryData(sheetKeys.sheetScore(gameId), null)
      sheetScoredAgain(client, gameId)
    },
  })
}

export function ReplayAction({ game }: { game: GameRecord }) {
  const { t } = useT()
  const replay = useReplayGame(game.id)
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const close = () => (setAsking(false), replay.reset())
  return (
    <div className="row replay-action">
      <button type="button" className="danger" onClick={() => (setReason(''), setAsking(true))}>
        {t('console.scoring.replay.button')}
      </button>
      {asking && (
        <ModalDialog title={t('console.scoring.replay.title', { game: game.name })} onClose={close}>
          <form
            className="stack"
            onSubmit={(submit) => {
              submit.preventDefault()
              if (reason.trim() !== '') replay.mutate(reason.trim(), { onSuccess: () => setAsking(false) })
            }}
          >
            <p>{t('console.scoring.replay.explain', { game: game.name })}</p>
            <label>
              <span>{t('console.scoring.replay.reason')}</span>
              <textarea required maxLength={REASON_MAX_LENGTH} rows={3} value={reason} onChange={(change) => setReason(change.target.value)} />
            </label>
            <ErrorNotice error={replay.error} />
            <div className="actions">
              <button type="button" onClick={close}>
                {t('console.dialog.cancel')}
              </button>
              <button type="submit" className="danger" disabled={reason.trim() === '' || replay.isPending}>
                {replay.isPending ? t('console.scoring.replay.replaying') : t('console.scoring.replay.replay')}
              </button>
            </div>
          </form>
        </ModalDialog>
      )}
    </div>
  )
}
