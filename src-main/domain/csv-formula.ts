// Spreadsheet formula injection (OWASP "CSV Injection"): a cell that a spreadsheet would read as a formula is written with a leading single quote.

/** A cell a spreadsheet may run as a formula: it begins with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/
/** A cell the writer quotes: a formula start after any number of single quotes (so an intended quote survives the round trip). */
const GUARDED = /^'*[=+\-@\t\r]/

/** The cell as written to a CSV: one single quote in front of a cell that starts like a formula, or of one quoted so already. */
export function guardCell(value: string): string {
  return GUARDED.test(value) ? `'${value}` : value
}

/** The inverse of guardCell, for cells read from a CSV: takes off the one quote guardCell puts in front; anything else is kept. */
export function unguardCell(value: string): string {
  return value.startsWith("'") && GUARDED.test(value.slice(1)) ? value.slice(1) : value
}

/** Whether a spreadsheet would read the cell as a formula (the writer never leaves such a cell). */
export function looksLikeFormula(value: string): boolean {
  return FORMULA_START.test(value)
}
