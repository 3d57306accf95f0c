// Seating players in a scheduled game's four corners, with clash warnings (two corners, no rest, not playing) before saving.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useT } from '../../../shared/i18n/use-t'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import type { GameRecord, User } from '../../api/types'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { CORNERS } from '../../components/corners'
import { ErrorNotice, FieldProblem } from '../../components/Feedback'
import { blocksSaving, findClashes, type Clash } from './clashes'
import { PlayerPicker } from './PlayerPicker'

interface Props {
  game: GameRecord
  games: readonly GameRecord[]
  users: readonly User[]
  onSaved(message: string): void
  onClose(): void
}

export function ClashList({ clashes }: { clashes: readonly Clash[] }) {
  return (
    <ul className="clash-list">
      {clashes.map((clash, index) => (
        <li key={index} className={`clash clash-${clash.kind}`}>
          {clash.message}
        </li>
      ))}
    </ul>
  )
}

export function CornerEditor({ game, games, users, onSaved, onClose }: Props) {
  const { t } = useT()
  const client = useQueryClient()
  const [corners, setCorners] = useState<Array<number | null>>(() => [...game.corners])
  const [confirming, setConfirming] = useState(false)
  const clashes = findClashes(game.id, corners, games, users, t)
  const blocked = blocksSaving(clashes)
  const save = useMutation({
    mutationFn: () => api.put<GameRecord>(`/games/${game.id}/corners`, Object.fromEntries(CORNERS.map((corner) => [corner.colour, corners[corner.index]]))),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.allGames })
      onSaved(t('console.schedule.corners.saved', { game: game.name }))
    },
  })
  const submit = () => {
    if (clashes.length > 0) setConfirming(true)
    else save.mutate()
  }
  const warnedCorners = new Set(clashes.flatMap((clash) => clash.corners))
  return (
    <div className="corner-editor stack" aria-label={t('console.schedule.corners.label', { game: game.name })} role="group">
      <div className="corner-pickers">
        {CORNERS.map((corner) => (
          <div key={corner.colour} className="stack tight">
            <PlayerPicker
              label={t('console.schedule.corners.corner', { colour: corner.colour })}
              colour={corner.colour}
              value={corners[corner.index]}
              players={users}
              warned={warnedCorners.has(corner.index)}
              onChange={(id) => setCorners((current) => current.map((seat, index) => (index === corner.index ? id : seat)))}
            />
            <FieldProblem error={save.error} field={corner.colour} />
          </div>
        ))}
      </div>
      {clashes.length > 0 && (
        <div className="clash-warning" role="alert">
          <strong>{t('console.schedule.corners.check')}</strong>
          <ClashList clashes={clashes} />
        </div>
      )}
      <ErrorNotice error={save.error} />
      <div className="row">
        <button type="button" className="primary" onClick={submit} disabled={save.isPending || blocked}>
          {t('console.schedule.corners.save')}
        </button>
        <button type="button" onClick={onClose}>
          {t('console.schedule.cancel')}
        </button>
        {blocked && <span className="muted">{t('console.schedule.corners.blocked')}</span>}
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('console.schedule.corners.confirmTitle', { game: game.name })}
          confirmLabel={t('console.schedule.corners.confirm')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            save.mutate()
          }}
        >
          <ClashList clashes={clashes} />
        </ConfirmDialog>
      )}
    </div>
  )
}
