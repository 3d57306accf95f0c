// The Arena page's keyboard shortcuts: C check robots, S start, E end early, A abort, N next game; never while the operator types or a dialog is open.
import { useEffect, useRef } from 'react'

export type ArenaAction = 'check' | 'start' | 'end' | 'abort' | 'next'

export const SHORTCUT_KEYS: Record<ArenaAction, string> = { check: 'C', start: 'S', end: 'E', abort: 'A', next: 'N' }

const TEXT_INPUT_TYPES = new Set(['text', 'number', 'search', 'email', 'password', 'tel', 'url', 'date', 'datetime-local', 'time', 'month', 'week'])

/** The focused element takes typed characters (text fields, selects, editable text); radios, checkboxes and buttons do not. */
export function isTyping(target: { tagName?: string; type?: string; isContentEditable?: boolean } | null | undefined): boolean {
  if (!target?.tagName) return false
  const tag = target.tagName.toLowerCase()
  if (tag === 'textarea' || tag === 'select' || target.isContentEditable) return true
  return tag === 'input' && TEXT_INPUT_TYPES.has((target.type ?? 'text').toLowerCase())
}

export interface KeyPress {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
  repeat?: boolean
}

/** A key press that may be a shortcut: no modifier chord, not held down, not typing, no dialog open. */
export function isShortcutPress(press: KeyPress, target: Parameters<typeof isTyping>[0], dialogOpen: boolean): boolean {
  return !(press.ctrlKey || press.metaKey || press.altKey || press.repeat || dialogOpen || isTyping(target))
}

/** The action a key press asks for, or undefined (modifier chords, held-down keys, typing, an open dialog). */
export function shortcutAction(press: KeyPress, target: Parameters<typeof isTyping>[0], dialogOpen: boolean): ArenaAction | undefined {
  if (!isShortcutPress(press, target, dialogOpen)) return undefined
  const key = press.key.toUpperCase()
  return (Object.keys(SHORTCUT_KEYS) as ArenaAction[]).find((action) => SHORTCUT_KEYS[action] === key)
}

/** Listens on the window while mounted; `handler` always sees the page's latest state. */
export function useArenaShortcuts(handler: (action: ArenaAction) => void): void {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const action = shortcutAction(event, event.target as HTMLElement | null, document.querySelector('dialog[open]') !== null)
      if (!action) return
      event.preventDefault()
      latest.current(action)
    }
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [])
}
