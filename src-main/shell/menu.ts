// The application menu as a plain template: (macOS: the app menu,) File (export, open a data file, restore a backup,
// data folder, Follow another arena PC / Stop following, Take over on a standby, quit), Edit, View (DevTools only in development), Screens (a venue screen on one of the PC's displays), Help.
import type { MenuItemConstructorOptions } from 'electron'

export interface MenuActions {
  exportDataFile(): void
  openDataFile(): void
  restoreBackup(): void
  openDataFolder(): void
  /** Opens the console's Follow form (Data › Arena PCs): this PC becomes the standby of another. */
  followPrimary(): void
  /** A standby starts again as a PC of its own (after a confirmation). */
  stopFollowing(): void
  /** A standby becomes the primary (after a confirmation). */
  takeOver(): void
  showScreenOnDisplay(): void
  closeScreenWindows(): void
  showAbout(): void
}

export interface MenuPlatform {
  /** `process.platform`: macOS puts the app menu (About, Hide, Quit…) first. */
  platform: NodeJS.Platform
  /** `app.isPackaged`: the installed app has no DevTools. */
  packaged: boolean
}

/**
 * This PC's role now: Stop following and Take over are offered on a standby only, Follow another arena PC… on any other
 * (the menu is built again when the role changes).
 */
export interface MenuRole {
  standby: boolean
}

export function menuTemplate(actions: MenuActions, { platform, packaged }: MenuPlatform, { standby }: MenuRole = { standby: false }): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin'
  const file: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      { label: 'Export data file…', accelerator: 'CmdOrCtrl+E', click: () => actions.exportDataFile() },
      { label: 'Open data file…', click: () => actions.openDataFile() },
      { label: 'Restore backup…', click: () => actions.restoreBackup() },
      { label: 'Open data folder', click: () => actions.openDataFolder() },
      { type: 'separator' },
      { label: 'Follow another arena PC…', enabled: !standby, click: () => actions.followPrimary() },
      { label: 'Stop following', enabled: standby, click: () => actions.stopFollowing() },
      { label: 'Take over as the primary…', enabled: standby, click: () => actions.takeOver() },
      // On macOS Quit lives in the app menu.
      ...(mac ? [] : ([{ type: 'separator' }, { role: 'quit' }] as const)),
    ],
  }
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      { role: 'reload' },
      ...(packaged ? [] : ([{ role: 'toggleDevTools' }] as const)),
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  }
  return [
    ...(mac ? ([{ role: 'appMenu' }] as const) : []),
    file,
    {
      label: 'Edit',
      submenu: [{ role: 'undo' }, { role: 'redo' }, { type: 'separator' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }],
    },
    view,
    {
      label: 'Screens',
      submenu: [
        { label: 'Show a screen on a display…', click: () => actions.showScreenOnDisplay() },
        { label: 'Close screen windows', click: () => actions.closeScreenWindows() },
      ],
    },
    {
      label: 'Help',
      submenu: [{ label: 'About Arena Console', click: () => actions.showAbout() }],
    },
  ]
}
