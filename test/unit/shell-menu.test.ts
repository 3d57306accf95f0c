// The application menu template: what it offers on each platform and build, and that its own items call the actions it is given.
import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { menuTemplate, type MenuPlatform, type MenuRole } from '../../src-main/shell/menu'
import { clickMenuItem, findMenuItem } from '../support/fake-electron'

const DEVELOPMENT: MenuPlatform = { platform: 'linux', packaged: false }

function build(platform: MenuPlatform = DEVELOPMENT, role?: MenuRole) {
  const calls: string[] = []
  const template = menuTemplate(
    {
      exportDataFile: () => calls.push('export'),
      openDataFile: () => calls.push('open file'),
      restoreBackup: () => calls.push('restore'),
      openDataFolder: () => calls.push('open folder'),
      followPrimary: () => calls.push('follow'),
      stopFollowing: () => calls.push('stop following'),
      takeOver: () => calls.push('take over'),
      showScreenOnDisplay: () => calls.push('show screen'),
      closeScreenWindows: () => calls.push('close screens'),
      showAbout: () => calls.push('about'),
    },
    platform,
    role,
  )
  return { calls, template }
}

function submenu(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] {
  const menu = template.find((item) => item.label === label)
  if (!menu || !Array.isArray(menu.submenu)) throw new Error(`no menu ${label}`)
  return menu.submenu
}

/** Every role anywhere in the template. */
function roles(template: MenuItemConstructorOptions[]): string[] {
  return template.flatMap((item) => [...(item.role ? [item.role] : []), ...(Array.isArray(item.submenu) ? roles(item.submenu) : [])])
}

describe('application menu', () => {
  it('has File, Edit, View, Screens and Help', () => {
    expect(build().template.map((item) => item.label)).toEqual(['File', 'Edit', 'View', 'Screens', 'Help'])
  })

  it('File offers the export (Ctrl/Cmd+E), another data file, a restore, the data folder, Take over, a separator and quit', () => {
    const file = submenu(build().template, 'File')
    expect(file.map((item) => item.label ?? item.role ?? item.type)).toEqual(['Export data file…', 'Open data file…', 'Restore backup…', 'Open data folder', 'separator', 'Follow another arena PC…', 'Stop following', 'Take over as the primary…', 'separator', 'quit'])
    expect(findMenuItem(file, 'Export data file…')?.accelerator).toBe('CmdOrCtrl+E')
  })

  it('Edit and View hold the standard roles, DevTools in development', () => {
    const { template } = build()
    const rolesOf = (label: string) => submenu(template, label).filter((item) => item.role).map((item) => item.role)
    expect(rolesOf('Edit')).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll'])
    expect(rolesOf('View')).toEqual(['reload', 'toggleDevTools', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen'])
  })

  it('the packaged app has no DevTools, on any platform', () => {
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      const all = roles(build({ platform, packaged: true }).template)
      expect(all, platform).not.toContain('toggleDevTools')
      expect(all, platform).toContain('reload')
    }
  })

  it('macOS puts the app menu first and Quit in it, not in File', () => {
    const { template } = build({ platform: 'darwin', packaged: true })
    expect(template[0]).toEqual({ role: 'appMenu' })
    expect(template.slice(1).map((item) => item.label)).toEqual(['File', 'Edit', 'View', 'Screens', 'Help'])
    expect(submenu(template, 'File').map((item) => item.role)).not.toContain('quit')
  })

  it('Windows and Linux have no app menu', () => {
    for (const platform of ['linux', 'win32'] as const) expect(roles(build({ platform, packaged: true }).template), platform).not.toContain('appMenu')
  })

  it('each own item calls its action, once', () => {
    const { calls, template } = build()
    clickMenuItem(template, 'Export data file…')
    expect(calls).toEqual(['export'])
    clickMenuItem(template, 'Open data folder')
    expect(calls).toEqual(['export', 'open folder'])
    clickMenuItem(template, 'About Arena Console')
    expect(calls).toEqual(['export', 'open folder', 'about'])
    clickMenuItem(template, 'Open data file…')
    clickMenuItem(template, 'Restore backup…')
    clickMenuItem(template, 'Show a screen on a display…')
    clickMenuItem(template, 'Close screen windows')
    expect(calls).toEqual(['export', 'open folder', 'about', 'open file', 'restore', 'show screen', 'close screens'])
  })

  it('Take over is enabled on a standby only, and calls its action', () => {
    expect(findMenuItem(submenu(build().template, 'File'), 'Take over as the primary…')?.enabled, 'a primary (the default)').toBe(false)
    expect(findMenuItem(submenu(build(DEVELOPMENT, { standby: false }).template, 'File'), 'Take over as the primary…')?.enabled).toBe(false)
    const { calls, template } = build(DEVELOPMENT, { standby: true })
    expect(findMenuItem(submenu(template, 'File'), 'Take over as the primary…')?.enabled).toBe(true)
    clickMenuItem(template, 'Take over as the primary…')
    expect(calls).toEqual(['take over'])
  })

  it('Follow another arena PC… is enabled on a PC that is not a standby, Stop following on a standby only; each calls its action', () => {
    const file = (standby: boolean) => submenu(build(DEVELOPMENT, { standby }).template, 'File')
    expect(findMenuItem(file(false), 'Follow another arena PC…')?.enabled).toBe(true)
    expect(findMenuItem(file(false), 'Stop following')?.enabled).toBe(false)
    expect(findMenuItem(file(true), 'Follow another arena PC…')?.enabled).toBe(false)
    expect(findMenuItem(file(true), 'Stop following')?.enabled).toBe(true)
    const { calls, template } = build()
    clickMenuItem(template, 'Follow another arena PC…')
    clickMenuItem(template, 'Stop following')
    expect(calls).toEqual(['follow', 'stop following'])
  })
})
