// The Arena page's keyboard shortcuts, the keys of the actions table (arena-actions.ts: C check robots, S start, E end early,
// A abort, N next game); never while the operator types or a dialog is open.
import { useEffect, useRef } from 'react'
import { actionOfKey, type ArenaAction } from './arena-actions'

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
  return isShortcutPress(press, target, dialogOpen) ? actionOfKey(press.key) : undefined
}

/**
 * Listens on the window while mounted: a shortcut press (isShortcutPress) that `resolve` names (from the key and where the focus
 * is) goes to `handler`, and its default is prevented. Both always see the page's latest state.
 */
export function useShortcutKeys<T>(resolve: (key: string, target: HTMLElement | null) => T | undefined, handler: (found: T) => void): void {
  const latest = useRef({ resolve, handler })
  useEffect(() => {
    latest.current = { resolve, handler }
  })
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      if (!isShortcutPress(event, target, document.querySelector('dialog[open]') !== null)) return
      const found = latest.current.resolve(event.key, target)
      if (found === undefined) return
      event.preventDefault()
      latest.current.handler(found)
    }
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [])
}

/** The Arena page's action keys (the actions table's) while mounted. */
export function useArenaShortcuts(handler: (action: ArenaAction) => void): void {
  useShortcutKeys(actionOfKey, handler)
}
