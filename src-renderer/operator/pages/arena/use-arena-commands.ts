// One arena's commands on the server (the actions table's, arena-actions.ts) and what they do to the console's state, for the
// Arena page with one arena and for each arena's panel with several: the arena's mutation (start, end, abort, the deck), the
// robot check (its answer is the readiness), the page's note, and `act` — a button, its key or its question, as the table says.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '../../api/client'
import { applyOnDeck, applyReadiness, type Readiness } from '../../api/arena-queries'
import { keys } from '../../api/keys'
import { applyGameRecord } from '../../api/live'
import type { ArenaState, GameRecord } from '../../api/types'
import { arenaById } from '../../../shared/live/arenas'
import { useT } from '../../../shared/i18n/use-t'
import { ARENA_ACTIONS, arenaRequest, type ArenaAction, type ArenaActionRow, type ArenaCommand, type ArenaFacts } from './arena-actions'

/** The commands of the arena's own mutation (a robot check has its own: its answer is the readiness). */
type Command = Exclude<ArenaCommand, { action: 'check' }>

/** `arenaId`: with several arenas, the arena these commands are for (its deck for Next game); undefined with one. */
export function useArenaCommands(arenaId?: number) {
  const { t } = useT()
  const client = useQueryClient()
  /** The action that asks first, while it asks. */
  const [confirm, setConfirm] = useState<ArenaAction>()
  const [notice, setNotice] = useState<string>()

  const command = useMutation({
    mutationFn: async (input: Command): Promise<{ game: GameRecord | null }> => {
      const { method, path, body } = arenaRequest(input)
      // The deck's commands answer the game on deck ({game}); start, stop and abort answer the game.
      if (input.action === 'next' || input.action === 'load') return api[method]<{ game: GameRecord | null }>(path, body)
      return { game: await api[method]<GameRecord>(path, body) }
    },
    // What was on deck when the command left (the stream's on_deck event may arrive before the answer).
    onMutate: () => {
      const arena = client.getQueryData<ArenaState>(keys.arena)
      return { before: (arena && arenaById(arena, arenaId ?? 1))?.on_deck?.id }
    },
    onSuccess: ({ game }, input, context) => {
      if (input.action === 'next' || input.action === 'load') {
        applyOnDeck(client, game, arenaId)
        if (input.action === 'next' && game && context?.before === game.id) setNotice(t('console.arena.notice.alreadyOnDeck', { game: game.name }))
        return
      }
      // The stream brings the game, the deck, the corners and the clock (with the mode): nothing is read again. The answer's
      // record goes through the same reducer, for a stream that is slower than the answer.
      if (game) applyGameRecord(client, game)
    },
  })

  const check = useMutation({
    mutationFn: (gameId: number) => {
      const { method, path } = arenaRequest({ action: 'check', gameId })
      return api[method]<Readiness>(path)
    },
    onSuccess: (answer) => applyReadiness(client, answer),
  })
  const runCheck = (gameId: number) => {
    if (check.isPending) return
    setNotice(undefined)
    check.mutate(gameId)
  }

  const run = (next: ArenaCommand | undefined) => {
    if (!next) return
    if (next.action === 'check') return runCheck(next.gameId)
    if (next.action === 'next') command.reset()
    command.mutate(next.action === 'next' && arenaId !== undefined ? { ...next, arenaId } : next)
  }

  /**
   * A button, its key and its question: the table says whether it is allowed (else why not), whether it asks first, and what it
   * runs. `who`: the arena's name with several, at the head of the note a key pressed when not allowed leaves ("Side — Start: …").
   */
  const act = (action: ArenaAction, facts: ArenaFacts, who?: string) => {
    const row: ArenaActionRow = ARENA_ACTIONS[action]
    const rule = row.allowed(facts)
    if (!rule.ok) {
      // A shortcut pressed when the state does not allow it says why, as the button does on hover and focus.
      const label = t(row.labelId)
      setNotice(who ? t('console.arena.notice.refusedIn', { arena: who, label, reason: rule.reason }) : t('console.arena.notice.refused', { label, reason: rule.reason }))
      return
    }
    setNotice(undefined)
    if (row.asks(facts)) setConfirm(action)
    else run(row.command(facts))
  }

  return { command, check, runCheck, run, act, confirm, setConfirm, notice, setNotice }
}
