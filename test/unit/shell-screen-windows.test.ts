// Venue screens on the PC's own displays, with Electron's screen and windows faked: where a window opens, what it loads,
// how it survives its display being unplugged and plugged back, and that it is refused for a deleted screen.
import { beforeEach, describe, expect, it } from 'vitest'
import { describeDisplays, displayLabel, displayTitle, isSameDisplay } from '../../src-main/shell/displays'
import { screenPageUrl, screenWindows, type ScreenForWindow, type ScreenWindows } from '../../src-main/shell/screen-windows'
import { fakeElectron, FakeNavigationEvent, HALL_TV, LAPTOP_PANEL, type FakeElectron, type FakeWindow } from '../support/fake-electron'

const ORIGIN = 'http://127.0.0.1:8700'
const PROJECTOR = { id: 3, label: 'EPSON PJ', bounds: { x: -1280, y: 0, width: 1280, height: 800 } }

let electron: FakeElectron
let saved: Map<number, ScreenForWindow>
let screens: ScreenWindows

beforeEach(() => {
  electron = fakeElectron({ userData: '/nowhere', documents: '/nowhere' }, { displays: [LAPTOP_PANEL, HALL_TV, PROJECTOR] })
  saved = new Map([
    [7, { id: 7, name: 'Hall TV', key: 'sk_hall+/=' }],
    [8, { id: 8, name: 'Pit board', key: 'sk_pit' }],
  ])
  screens = screenWindows(electron, { origin: ORIGIN, findScreen: (id) => saved.get(id) ?? null })
})

const only = (): FakeWindow => {
  expect(electron.windows).toHaveLength(1)
  return electron.windows[0]
}

describe('opening a screen on a display', () => {
  it("opens one window on the display's bounds, full-screen, frameless and kiosk, on the screen's display page", () => {
    screens.open(7, HALL_TV.id)
    const window = only()
    expect(window.options).toMatchObject({ ...HALL_TV.bounds, frame: false, fullscreen: true, kiosk: true, title: 'Arena screen: Hall TV' })
    expect(window.loadedUrls).toEqual([`${ORIGIN}/display?key=sk_hall%2B%2F%3D`])
    expect(screenPageUrl(ORIGIN, 'sk_hall+/=')).toBe(window.loadedUrls[0])
  })

  it('gives the display page no preload (no desktop bridge) and the secure web preferences', () => {
    screens.open(7, HALL_TV.id)
    expect(only().options.webPreferences).toEqual({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true })
  })

  it('locks the window down: no navigation away, no popup or external link, no permission', () => {
    screens.open(7, HALL_TV.id)
    const contents = only().webContents
    expect(contents.navigate(`${ORIGIN}/display?key=sk_other`)).toBe(true)
    expect(contents.navigate('https://example.com/')).toBe(false)
    expect(contents.windowOpenHandler!({ url: `${ORIGIN}/api/docs` })).toEqual({ action: 'deny' })
    expect(electron.shell.openedExternal).toEqual([])
    expect(contents.session.requestPermission('media')).toBe(false)
    expect(contents.session.checkPermission('geolocation')).toBe(false)
    expect(contents.emit('will-attach-webview', new FakeNavigationEvent('')).defaultPrevented).toBe(true)
  })

  it('is refused for a deleted screen, and opens nothing', () => {
    saved.delete(7)
    expect(() => screens.open(7, HALL_TV.id)).toThrow('There is no screen 7: it was deleted')
    expect(electron.windows).toHaveLength(0)
  })

  it('is refused for a display the PC does not have', () => {
    expect(() => screens.open(7, 99)).toThrow('There is no display 99')
    expect(electron.windows).toHaveLength(0)
  })

  it('replaces the screen window already on that display, and leaves the other displays alone', () => {
    screens.open(7, HALL_TV.id)
    screens.open(8, PROJECTOR.id)
    screens.open(8, HALL_TV.id)
    const [hallFirst, projector, hallNow] = electron.windows
    expect(hallFirst.destroyed).toBe(true)
    expect(projector.destroyed).toBe(false)
    expect(hallNow.loadedUrls).toEqual([`${ORIGIN}/display?key=sk_pit`])
    expect(screens.displays().map((display) => [display.id, display.screenId])).toEqual([
      [LAPTOP_PANEL.id, null],
      [HALL_TV.id, 8],
      [PROJECTOR.id, 8],
    ])
  })
})

describe('listing the displays', () => {
  it('names each display, with its size and which one is primary and what it shows', () => {
    screens.open(7, PROJECTOR.id)
    expect(screens.displays()).toEqual([
      { id: 1, label: 'Built-in Retina Display', width: 1440, height: 900, primary: true, connected: true, screenId: null },
      { id: 2, label: 'SAMSUNG', width: 1920, height: 1080, primary: false, connected: true, screenId: null },
      { id: 3, label: 'EPSON PJ', width: 1280, height: 800, primary: false, connected: true, screenId: 7 },
    ])
  })

  it.each([
    [{ ...HALL_TV, label: 'LG TV' }, 0, 'LG TV'],
    [{ ...HALL_TV, label: '' }, 1, 'Display 2'],
    [{ ...HALL_TV, label: '   ' }, 0, 'Display 1'],
  ])('labels %j at %i as %s', (display, index, label) => {
    expect(displayLabel(display, index)).toBe(label)
  })

  it('titles a display for a button', () => {
    expect(displayTitle({ label: 'SAMSUNG', width: 1920, height: 1080, primary: false })).toBe('SAMSUNG (1920×1080)')
    expect(displayTitle({ label: 'Panel', width: 1440, height: 900, primary: true })).toBe('Panel (1440×900, primary)')
  })

  it('marks the primary display by id', () => {
    expect(describeDisplays([LAPTOP_PANEL, HALL_TV], HALL_TV.id, () => null).map((display) => display.primary)).toEqual([false, true])
  })
})

describe('a replugged display is the same one', () => {
  it.each([
    ['the same id', HALL_TV, { ...HALL_TV, label: 'other', bounds: { x: 0, y: 0, width: 1, height: 1 } }, true],
    ['a new id, same name and size', HALL_TV, { ...HALL_TV, id: 20, bounds: { ...HALL_TV.bounds, x: 0 } }, true],
    ['a new id, same name, other size', HALL_TV, { ...HALL_TV, id: 20, bounds: { ...HALL_TV.bounds, width: 1280 } }, false],
    ['a new id, another name', HALL_TV, { ...HALL_TV, id: 20, label: 'LG' }, false],
    ['a new id, both without a name', { ...HALL_TV, label: '' }, { ...HALL_TV, id: 20, label: '' }, false],
  ])('%s: %s', (_what, gone, added, same) => {
    expect(isSameDisplay(gone, added)).toBe(same)
  })
})

describe('unplugging and replugging', () => {
  it('hides the window when its display is unplugged (not moved over the operator’s console) and keeps it open', () => {
    screens.open(7, HALL_TV.id)
    electron.screen.unplug(HALL_TV.id)
    const window = only()
    expect(window.destroyed).toBe(false)
    expect(window.visible).toBe(false)
    expect(window.bounds).toEqual(HALL_TV.bounds)
    expect(screens.displays().find((display) => display.id === HALL_TV.id)).toMatchObject({ connected: false, screenId: 7, label: 'SAMSUNG' })
  })

  it('leaves the windows on other displays as they are', () => {
    screens.open(7, HALL_TV.id)
    screens.open(8, PROJECTOR.id)
    electron.screen.unplug(PROJECTOR.id)
    expect(electron.windows.map((window) => window.visible)).toEqual([true, false])
  })

  it('shows it again, full-screen on the display, when the display comes back (same id)', () => {
    screens.open(7, HALL_TV.id)
    electron.screen.unplug(HALL_TV.id)
    electron.screen.plug(HALL_TV)
    const window = only()
    expect(window.visible).toBe(true)
    expect(window.kiosk).toBe(true)
    expect(window.bounds).toEqual(HALL_TV.bounds)
    expect(window.loadedUrls).toHaveLength(1)
    expect(screens.displays().find((display) => display.id === HALL_TV.id)).toMatchObject({ connected: true, screenId: 7 })
  })

  it('moves it to where the display is now, also when the system gave it a new id', () => {
    screens.open(7, HALL_TV.id)
    electron.screen.unplug(HALL_TV.id)
    const back = { ...HALL_TV, id: 12, bounds: { ...HALL_TV.bounds, x: -1920 } }
    electron.screen.plug(back)
    const window = only()
    expect(window.visible).toBe(true)
    expect(window.bounds).toEqual(back.bounds)
    expect(screens.displays().map((display) => [display.id, display.screenId, display.connected])).toEqual([
      [1, null, true],
      [3, null, true],
      [12, 7, true],
    ])
    expect(screens.close(12)).toBe(true)
    expect(window.destroyed).toBe(true)
  })

  it('does not move it onto another display that is plugged in', () => {
    screens.open(7, HALL_TV.id)
    electron.screen.unplug(HALL_TV.id)
    electron.screen.plug({ id: 30, label: 'LG', bounds: { x: 1440, y: 0, width: 3840, height: 2160 } })
    expect(only().visible).toBe(false)
    expect(only().bounds).toEqual(HALL_TV.bounds)
  })
})

describe('closing', () => {
  it('closes the window on one display', () => {
    screens.open(7, HALL_TV.id)
    expect(screens.close(HALL_TV.id)).toBe(true)
    expect(only().destroyed).toBe(true)
    expect(screens.close(HALL_TV.id)).toBe(false)
    expect(screens.displays().every((display) => display.screenId === null)).toBe(true)
  })

  it('closes every screen window, a hidden one too', () => {
    screens.open(7, HALL_TV.id)
    screens.open(8, PROJECTOR.id)
    electron.screen.unplug(PROJECTOR.id)
    screens.closeAll()
    expect(electron.windows.map((window) => window.destroyed)).toEqual([true, true])
    expect(screens.displays().map((display) => display.id)).toEqual([LAPTOP_PANEL.id, HALL_TV.id])
  })

  it('forgets a window the operator closed by hand (Alt+F4)', () => {
    screens.open(7, HALL_TV.id)
    only().close()
    expect(screens.displays().find((display) => display.id === HALL_TV.id)?.screenId).toBeNull()
    expect(screens.close(HALL_TV.id)).toBe(false)
  })
})
