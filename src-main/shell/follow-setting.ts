// The desktop app's standby setting (File › Follow another arena PC…): which primary a data file follows and with which
// replication key, kept in userData, readable by this user only (0600), so that the app stays a standby when it is
// started again — from its icon after a reboot too — and the key is never on a command line (docs/decisions.md, 2026-11-27).
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { primaryOrigin } from '../domain/follow-target'
import { ConfigRefused } from '../services/config'
import { replaceFileDurably } from '../store/durable-file'

export const FOLLOW_SETTING_FILE = 'standby.json'

export interface FollowSetting {
  /** The primary's origin, http://host:port. */
  primary: string
  key: string
  /** The data file that follows it: another data file opened on this PC is its own. */
  dataFile: string
}

export function followSettingPath(userData: string): string {
  return join(userData, FOLLOW_SETTING_FILE)
}

/** The setting, or undefined when there is none; a file that is not one is refused, naming it (the app says so and exits). */
export async function readFollowSetting(userData: string): Promise<FollowSetting | undefined> {
  const path = followSettingPath(userData)
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  let setting: Partial<Record<keyof FollowSetting, unknown>> = {}
  try {
    setting = JSON.parse(text) as typeof setting
  } catch {
    // refused below
  }
  const { primary, key, dataFile } = setting ?? {}
  if (typeof primary !== 'string' || primaryOrigin(primary) === undefined || typeof key !== 'string' || key === '' || typeof dataFile !== 'string' || dataFile === '') {
    throw new ConfigRefused(`${path} is not a standby setting (primary, key, dataFile): delete it to start this PC as a PC of its own, then choose File › Follow another arena PC… again`)
  }
  return { primary, key, dataFile }
}

/** Written whole or not at all, readable by this user only. */
export async function writeFollowSetting(userData: string, setting: FollowSetting): Promise<void> {
  await replaceFileDurably(followSettingPath(userData), Buffer.from(`${JSON.stringify(setting, null, 2)}\n`))
}

export async function removeFollowSetting(userData: string): Promise<void> {
  await rm(followSettingPath(userData), { force: true })
}
