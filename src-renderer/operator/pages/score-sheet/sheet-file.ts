// The file an exported score sheet is saved as: the event's whole name (never cut), with the characters a file name
// cannot hold on Windows, macOS or Linux replaced.

/** "Regional Cup: Day 1" → "Regional Cup_ Day 1 score sheet.json". */
export function sheetFileName(eventName: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = eventName.replace(/[\x00-\x1f\x7f<>:"/\\|?*]/g, '_').replace(/[. ]+$/, '').trim()
  return `${safe === '' ? 'event' : safe} score sheet.json`
}

/** The saved sheet as the file holds it: the `sheet` GET answers, as indented JSON. */
export function sheetFileText(sheet: unknown): string {
  return `${JSON.stringify(sheet, null, 2)}\n`
}
