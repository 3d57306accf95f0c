// A benchmark's settings from environment variables (durations, repeats, writer counts), each with its default.

/** A number ≥ 0 from `name`, or `fallback` when it is unset or blank; anything else is an error naming the variable. */
export function envNumber(name: string, fallback: number, integer = false): number {
  const text = process.env[name]
  if (text === undefined || text.trim() === '') return fallback
  const value = Number(text)
  if (!Number.isFinite(value) || value < 0 || (integer && !Number.isInteger(value))) throw new Error(`${name} must be a ${integer ? 'whole ' : ''}number ≥ 0, not ${text}`)
  return value
}

/** A comma-separated list of numbers > 0 from `name` (e.g. writer counts "1,8,64"), or `fallback`. */
export function envList(name: string, fallback: number[], integer = false): number[] {
  const text = process.env[name]
  if (text === undefined || text.trim() === '') return fallback
  const values = text.split(',').map((part) => Number(part.trim()))
  if (values.some((value) => !(value > 0) || (integer && !Number.isInteger(value)))) throw new Error(`${name} must be a comma-separated list of ${integer ? 'whole ' : ''}numbers > 0, not ${text}`)
  return values
}
