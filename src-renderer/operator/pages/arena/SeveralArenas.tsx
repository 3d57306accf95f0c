// The Arena page with two or more arenas in use (issue 28, item 5): every arena's panel side by side on a wide screen, one at a
// time with a switcher on a narrow one. The keyboard shortcuts act on the focused arena (the one last clicked, tabbed into or
// switched to; the first at the start), and the page says which.
import { useRef, useState, type ReactNode } from 'react'
import { gamesOfArena } from '../../../../src-main/domain/arena-plan-deviation'
import { useGameArenas, useGames, useSettings } from '../../api/queries'
import { useChosenEvent } from '../../components/event-choice'
import { Loading } from '../../components/Feedback'
import { PlanDeviation } from '../../components/PlanDeviation'
import type { LiveArenaEntry } from '../../../shared/live/arenas'
import { useT } from '../../../shared/i18n/use-t'
import type { ArenaAction } from './arena-actions'
import { ArenaPanel } from './ArenaPanel'
import { useArenaShortcuts } from './shortcuts'

export function SeveralArenas({ arenas }: { arenas: LiveArenaEntry[] }) {
  const { t, rich } = useT()
  const { eventId } = useChosenEvent()
  const games = useGames({ event_id: eventId }, eventId !== undefined)
  const arenaOf = useGameArenas(eventId ?? 0, eventId !== undefined)
  const settings = useSettings()
  const [chosen, setChosen] = useState<number>()
  const focused = arenas.find((arena) => arena.id === chosen) ?? arenas[0]
  const acts = useRef(new Map<number, (action: ArenaAction) => void>())
  useArenaShortcuts((action) => acts.current.get(focused.id)?.(action))
  if (eventId !== undefined && (games.isPending || arenaOf.isPending)) return <Loading message={t('console.arena.several.loading')} />
  /** An arena's games of the chosen event (all of them, should the games' arenas not be readable). */
  const gamesIn = (arenaId: number) => games.data && (arenaOf.data ? gamesOfArena(games.data, arenaOf.data, arenaId) : games.data)

  return (
    <div className="stack arena-page several-arenas">
      <div className="arena-top">
        <p className="arena-keys-target" role="status" data-testid="keys-target">
          {rich('console.arena.several.keysTarget', { arena: focused.name, strong: (parts: ReactNode[]) => <strong>{parts}</strong> })}
        </p>
        {eventId !== undefined && <PlanDeviation eventId={eventId} eachArena={false} />}
      </div>
      <div className="arena-switcher" role="group" aria-label={t('console.arena.several.shown')}>
        {arenas.map((arena) => (
          <button key={arena.id} type="button" aria-pressed={arena.id === focused.id} onClick={() => setChosen(arena.id)}>
            {arena.name}
          </button>
        ))}
      </div>
      <div className="arena-panels">
        {arenas.map((arena) => (
          <ArenaPanel
            key={arena.id}
            arena={arena}
            eventId={eventId}
            games={eventId === undefined ? undefined : gamesIn(arena.id)}
            gameLengthS={settings.data?.game_length_s}
            focused={arena.id === focused.id}
            onFocus={() => setChosen(arena.id)}
            onActs={(act) => {
              acts.current.set(arena.id, act)
            }}
          />
        ))}
      </div>
    </div>
  )
}
