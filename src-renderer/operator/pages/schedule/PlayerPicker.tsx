// A searchable player picker for one corner: type part of a name, pick from the list (or "(empty)"); works by touch, mouse and keyboard.
import { useId, useState, type KeyboardEvent } from 'react'
import { useT } from '../../../shared/i18n/use-t'
import type { CornerColour } from '../../components/corners'
import { playerOptions, type PickablePlayer } from './player-options'

interface Props {
  label: string
  colour: CornerColour
  value: number | null
  players: readonly PickablePlayer[]
  warned?: boolean
  onChange(id: number | null): void
}

export function PlayerPicker({ label, colour, value, players, warned, onChange }: Props) {
  const { t } = useT()
  const listId = useId()
  const [open, setOpen] = useState(false)
  /** What was typed since the picker opened; null: nothing yet, the input shows the chosen player. */
  const [query, setQuery] = useState<string | null>(null)
  const [active, setActive] = useState(0)
  const chosen = players.find((player) => player.id === value)
  const shown = query ?? (value === null ? '' : (chosen?.name ?? t('console.schedule.user', { id: String(value) })))
  const options = playerOptions(players, query ?? '')

  const close = () => {
    setOpen(false)
    setQuery(null)
  }
  const pick = (id: number | null) => {
    onChange(id)
    close()
  }
  const openList = () => {
    setOpen(true)
    setActive(Math.max(0, options.findIndex((option) => option.id === value)))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) return openList()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + options.length) % options.length)
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      const option = options[Math.min(active, options.length - 1)]
      if (option) pick(option.id)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      event.stopPropagation()
      close()
    }
  }

  return (
    <div className={`player-picker${warned ? ' warned' : ''}`}>
      <label>
        <span className={`corner corner-${colour}`}>{label}</span>
        <input
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder={t('console.schedule.empty')}
          value={shown}
          onFocus={(event) => {
            event.target.select()
            openList()
          }}
          onClick={() => !open && openList()}
          onBlur={close}
          onChange={(event) => {
            setQuery(event.target.value)
            // Typing points at the first matching player, not at "(empty)".
            setActive(event.target.value.trim() && playerOptions(players, event.target.value).length > 1 ? 1 : 0)
            setOpen(true)
          }}
          onKeyDown={onKeyDown}
        />
      </label>
      {open && (
        <div className="picker-popup" onMouseDown={(event) => event.preventDefault()}>
          <ul id={listId} role="listbox" aria-label={t('console.schedule.picker.players', { corner: label })}>
            {options.map((option, index) => (
              <li
                key={option.id ?? 'empty'}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option.id === value}
                className={`${index === active ? 'active' : ''}${option.id === null ? ' empty-choice' : ''}`}
                onClick={() => pick(option.id)}
              >
                {option.id === null ? t('console.schedule.empty') : option.label}
                {option.notPlaying && <span className="muted"> {t('console.schedule.picker.notPlaying')}</span>}
              </li>
            ))}
          </ul>
          {options.length === 1 && query && <p className="muted no-match">{t('console.schedule.picker.noMatch', { query })}</p>}
        </div>
      )}
    </div>
  )
}
