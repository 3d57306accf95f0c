// Pages that say and filter by arena (issue 28, item 5): which arenas are in use, and a choice of one of them — a select
// where the page is wide, buttons whose names wrap where it is narrow (a card, a tablet, a phone: never a name cut). With
// one arena in use no page shows either (useSeveralArenas answers an empty list), so the page stays as it always was.
import { useMemo } from 'react'
import './arena-choice.css'
import { useArenas } from '../api/queries'
import type { Arena } from '../api/types'

/** The arenas in use (not retired) by id, while two or more are; an empty list with one (or while they are read). */
export function useSeveralArenas(): Arena[] {
  const arenas = useArenas()
  return useMemo(() => {
    const inUse = (arenas.data ?? []).filter((arena) => arena.retired_at === null)
    return inUse.length >= 2 ? inUse : []
  }, [arenas.data])
}

/** Every arena's name by id, retired ones too (a game of a retired arena still names it). */
export function useArenaNames(): ReadonlyMap<number, string> {
  const arenas = useArenas()
  return useMemo(() => new Map((arenas.data ?? []).map((arena) => [arena.id, arena.name])), [arenas.data])
}

interface SelectProps {
  label: string
  arenas: readonly Arena[]
  /** The arena chosen, or null for every arena. */
  value: number | null
  onChange(arena: number | null): void
  /** The words of "every arena" (no such choice when absent). */
  allLabel?: string
  className?: string
}

/** A labelled choice of an arena in use, or every arena. */
export function ArenaSelect({ label, arenas, value, onChange, allLabel, className }: SelectProps) {
  return (
    <label className={className}>
      {label}
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {arenas.map((arena) => (
          <option key={arena.id} value={arena.id}>
            {arena.name}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The same choice as buttons (one pressed), each name whole on as many lines as it needs. */
export function ArenaButtons({ label, arenas, value, onChange, allLabel, className }: SelectProps) {
  return (
    <fieldset className={`arena-buttons${className ? ` ${className}` : ''}`}>
      <legend>{label}</legend>
      {allLabel !== undefined && (
        <button type="button" aria-pressed={value === null} onClick={() => onChange(null)}>
          {allLabel}
        </button>
      )}
      {arenas.map((arena) => (
        <button key={arena.id} type="button" aria-pressed={value === arena.id} onClick={() => onChange(arena.id)}>
          <span className="arena-swatch" style={{ background: arena.colour }} aria-hidden="true" />
          {arena.name}
        </button>
      ))}
    </fieldset>
  )
}
