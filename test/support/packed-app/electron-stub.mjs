// Stands in for the `electron` module when the packed main-process entry (out/main/index.js) runs on the system Node:
// this PC already runs the app (no single-instance lock), so the entry quits at once after loading every module it
// imports. It prints what the app asked of it.
export const app = {
  requestSingleInstanceLock: () => false,
  quit: () => console.log('electron stub: quit'),
  on: () => app,
  whenReady: () => new Promise(() => {}),
  getPath: () => '',
  getVersion: () => '0.0.0',
  isPackaged: true,
}
export class BrowserWindow {}
export const dialog = {}
export const ipcMain = { handle: () => {} }
export const Menu = {}
export const screen = {}
export const shell = {}
export default { app, BrowserWindow, dialog, ipcMain, Menu, screen, shell }
