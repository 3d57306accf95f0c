// The preload under a fake contextBridge and ipcRenderer: it exposes isDesktop and eight functions as window.arenaDesktop, each invoking its own channel.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { DESKTOP_CHANNELS, type DesktopBridge } from '../../src-main/shell/desktop-bridge'

const electron = vi.hoisted(() => {
  const exposed = new Map<string, unknown>()
  const invoked: string[] = []
  const ipcRenderer = {
    invoke: async (channel: string, ...args: unknown[]) => {
      invoked.push(args.length === 0 ? channel : `${channel} ${JSON.stringify(args)}`)
      return `answer of ${channel}`
    },
    on: () => undefined,
    send: () => undefined,
  }
  return { exposed, invoked, ipcRenderer, contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) } }
})

vi.mock('electron', () => ({ contextBridge: electron.contextBridge, ipcRenderer: electron.ipcRenderer }))

let bridge: DesktopBridge

beforeAll(async () => {
  await import('../../src-main/shell/preload')
  bridge = electron.exposed.get('arenaDesktop') as DesktopBridge
})

describe('preload', () => {
  it('exposes only arenaDesktop, with isDesktop and eight functions', () => {
    expect([...electron.exposed.keys()]).toEqual(['arenaDesktop'])
    expect(Object.keys(bridge).sort()).toEqual(['appVersion', 'closeScreenWindow', 'exportDataFile', 'followPrimary', 'isDesktop', 'listDisplays', 'openDataFolder', 'openLogFolder', 'openScreenWindow'])
    expect(bridge.isDesktop).toBe(true)
  })

  it('never hands out ipcRenderer or its methods', () => {
    for (const value of Object.values(bridge)) {
      expect(value).not.toBe(electron.ipcRenderer)
      expect(value).not.toBe(electron.ipcRenderer.invoke)
    }
  })

  it('each function invokes its own channel, with only the ids it is given (the shell checks them)', async () => {
    expect(await bridge.appVersion()).toBe(`answer of ${DESKTOP_CHANNELS.appVersion}`)
    await bridge.exportDataFile('omit')
    await bridge.openDataFolder()
    await bridge.listDisplays()
    await bridge.openScreenWindow(7, 2)
    await bridge.closeScreenWindow(2)
    await bridge.openLogFolder()
    await bridge.followPrimary('http://192.168.1.20:8700', 'rk_x')
    expect(electron.invoked).toEqual([
      'arena:app-version',
      'arena:export-data-file ["omit"]',
      'arena:open-data-folder',
      'arena:list-displays',
      'arena:open-screen-window [7,2]',
      'arena:close-screen-window [2]',
      'arena:open-log-folder',
      'arena:follow-primary ["http://192.168.1.20:8700","rk_x"]',
    ])
  })
})
