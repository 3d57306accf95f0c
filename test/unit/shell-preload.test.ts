// The preload under a fake contextBridge and ipcRenderer: it exposes four small members as window.arenaDesktop, each invoking its own channel.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { DESKTOP_CHANNELS, type DesktopBridge } from '../../src-main/shell/desktop-bridge'

const electron = vi.hoisted(() => {
  const exposed = new Map<string, unknown>()
  const invoked: string[] = []
  const ipcRenderer = {
    invoke: async (channel: string) => {
      invoked.push(channel)
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
  it('exposes only arenaDesktop, with isDesktop and four functions', () => {
    expect([...electron.exposed.keys()]).toEqual(['arenaDesktop'])
    expect(Object.keys(bridge).sort()).toEqual(['appVersion', 'exportDataFile', 'isDesktop', 'openDataFolder', 'openLogFolder'])
    expect(bridge.isDesktop).toBe(true)
  })

  it('never hands out ipcRenderer or its methods', () => {
    for (const value of Object.values(bridge)) {
      expect(value).not.toBe(electron.ipcRenderer)
      expect(value).not.toBe(electron.ipcRenderer.invoke)
    }
  })

  it('each function invokes its own channel, without arguments from the page', async () => {
    expect(await bridge.appVersion()).toBe(`answer of ${DESKTOP_CHANNELS.appVersion}`)
    await bridge.exportDataFile()
    await bridge.openDataFolder()
    await bridge.openLogFolder()
    expect(electron.invoked).toEqual(['arena:app-version', 'arena:export-data-file', 'arena:open-data-folder', 'arena:open-log-folder'])
  })
})
