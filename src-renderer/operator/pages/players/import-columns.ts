// The users CSV's columns and its name rule as the browser needs them: the same as src-main/domain/user-import.ts (a unit test holds them equal),
// which cannot be bundled here because it reads the file with Node's csv-parse build and checks addresses with node:net.
export const IMPORT_COLUMNS = ['username', 'password', 'is_admin', 'is_playing', 'robot_ip'] as const
/** Columns a file may leave out (older exports have none of them). */
export const OPTIONAL_IMPORT_COLUMNS = ['is_scorer'] as const

/** The key that makes login names unique ignoring case: Unicode lower case of the NFC form. */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase()
}
