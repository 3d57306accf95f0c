// The words of the Screens page's "This PC's displays" card, on tables of cases.
import { describe, expect, it } from 'vitest'
import { displayTitle, type DesktopDisplay } from '../../src-main/contract/desktop-bridge'
import { displayState, shellErrorText } from '../../src-renderer/operator/pages/screens/pc-displays'

const tv: DesktopDisplay = { id: 2, label: 'SAMSUNG', width: 1920, height: 1080, primary: false, connected: true, screenId: null }
const names = (id: number) => (id === 7 ? 'Hall TV' : undefined)

describe('a display in words', () => {
  it.each([
    [tv, 'Shows no screen'],
    [{ ...tv, screenId: 7 }, 'Shows Hall TV'],
    [{ ...tv, screenId: 9 }, 'Shows screen 9'],
    [{ ...tv, screenId: 7, connected: false }, 'Unplugged: Hall TV waits for it and comes back when it is plugged in again'],
  ])('%j: %s', (display, words) => {
    expect(displayState(display, names)).toBe(words)
  })

  it.each([
    [tv, 'SAMSUNG (1920×1080)'],
    [{ ...tv, label: 'Built-in Display', width: 1440, height: 900, primary: true }, 'Built-in Display (1440×900, primary)'],
  ])('titles %j as %s', (display, title) => {
    expect(displayTitle(display)).toBe(title)
  })
})

describe("the shell's refusals", () => {
  it.each([
    ["Error invoking remote method 'arena:open-screen-window': Error: There is no screen 3: it was deleted", 'There is no screen 3: it was deleted'],
    ["Error invoking remote method 'arena:list-displays': TypeError: boom", 'boom'],
    ["Error invoking remote method 'arena:x': refused: not the console", 'refused: not the console'],
    ['Plain message', 'Plain message'],
  ])('%s reads %s', (message, text) => {
    expect(shellErrorText(new Error(message))).toBe(text)
  })

  it('takes a thrown string as it is', () => {
    expect(shellErrorText('odd')).toBe('odd')
  })
})
