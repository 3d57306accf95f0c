// The application menu as a plain template: File (export, open a data file, restore a backup, data folder, quit), Edit, View, Help; the actions come in as callbacks.
import type { MenuItemConstructorOptions } from 'electron'

export interface MenuActions {
  exportDataFile(): void
  openDataFile(): void
  restoreBackup(): void
  openDataFolder(): void
  showAbout(): void
}

export function menuTemplate(actions: MenuActions): MenuItemConstructorOptions[] {
  return [
    {
      label: 'File',
      submenu: [
        { label: 'Export data file…', accelerator: 'CmdOrCtrl+E', click: () => actions.exportDataFile() },
        { label: 'Open data file…', click: () => actions.openDataFile() },
        { label: 'Restore backup…', click: () => actions.restoreBackup() },
        { label: 'Open data folder', click: () => actions.openDataFolder() },
        { type: 'separator' },
        { role: 'quit' },
      ],
    },
    {
      label: 'Edit',
      submenu: [{ role: 'undo' }, { role: 'redo' }, { type: 'separator' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }],
    },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        { role: 'toggleDevTools' },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: 'Help',
      submenu: [{ label: 'About Arena Console', click: () => actions.showAbout() }],
    },
  ]
}
