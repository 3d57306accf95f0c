// Where the data file lives by default: the platform's app-data folder, the same one Electron's userData names.
import { join } from 'node:path'

export const APP_FOLDER_NAME = 'Arena Console'
export const DATA_FILE_NAME = 'arena.sqlite'

export function appDataFolder(platform: NodeJS.Platform, env: NodeJS.ProcessEnv, home: string): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), APP_FOLDER_NAME)
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_FOLDER_NAME)
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), APP_FOLDER_NAME)
}

export function defaultDataFile(platform: NodeJS.Platform, env: NodeJS.ProcessEnv, home: string): string {
  return join(appDataFolder(platform, env, home), DATA_FILE_NAME)
}
