// The question an arena action asks first (the actions table's), while it asks: Cancel or Escape backs out, the answer runs it.
import { useT } from '../../../shared/i18n/use-t'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { ARENA_ACTIONS, type ArenaAction, type ArenaActionRow, type ArenaCommand, type ArenaFacts } from './arena-actions'

interface Props {
  /** The action asking, if one is. */
  confirm: ArenaAction | undefined
  facts: ArenaFacts
  /** With several arenas: the arena's name, at the head of the title ("Main: End this game early?"). */
  arenaName?: string
  onClose(): void
  run(command: ArenaCommand | undefined): void
}

export function ArenaQuestion({ confirm, facts, arenaName, onClose, run }: Props) {
  const { t } = useT()
  const question = confirm && (ARENA_ACTIONS[confirm] as ArenaActionRow).asks(facts)
  if (!confirm || !question) return null
  return (
    <ConfirmDialog
      title={arenaName ? t('console.arena.ask.inArena', { arena: arenaName, question: question.title }) : question.title}
      confirmLabel={question.confirmLabel}
      danger
      onCancel={onClose}
      onConfirm={() => {
        onClose()
        run(ARENA_ACTIONS[confirm].command(facts))
      }}
    >
      <p>{question.text}</p>
    </ConfirmDialog>
  )
}
