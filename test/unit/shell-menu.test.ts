// The application menu template: what it offers and that its own items call the actions it is given.
import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { menuTemplate } from '../../src-main/shell/menu'
import { clickMenuItem, findMenuItem } from '../support/fake-electron'

function build() {
  const calls: string[] = []
  const template = menuTemplate({
    exportDataFile: () => calls.push('export'),
    openDataFile: () => calls.push('open file'),
    restoreBackup: () => calls.push('restore'),
    openDataFolder: () => calls.push('open folder'),
    showAbout: () => calls.push('about'),
  })
  return { calls, template }
}

function submenu(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] {
  const menu = template.find((item) => item.label === label)
  if (!menu || !Array.isArray(menu.submenu)) throw new Error(`no menu ${label}`)
  return menu.submenu as MenuItemConstructorOptions[]
}

describe('application menu', () => {
  it('has File, Edit, View and Help', () => {
    expect(build().template.map((item) => item.label)).toEqual(['File', 'Edit', 'View', 'Help'])
  })

  it('File offers the export (Ctrl/Cmd+E), another data file, a restore, the data folder, a separator and quit', () => {
    const file = submenu(build().template, 'File')
    expect(file.map((item) => item.label ?? item.role ?? item.type)).toEqual(['Export data file…', 'Open data file…', 'Restore backup…', 'Open data folder', 'separator', 'quit'])
    expect(findMenuItem(file, 'Export data file…')?.accelerator).toBe('CmdOrCtrl+E')
  })

  it('Edit and View hold the standard roles', () => {
    const { template } = build()
    const roles = (label: string) => submenu(template, label).filter((item) => item.role).map((item) => item.role)
    expect(roles('Edit')).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll'])
    expect(roles('View')).toEqual(['reload', 'toggleDevTools', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen'])
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
    expect(calls).toEqual(['export', 'open folder', 'about', 'open file', 'restore'])
  })
})
