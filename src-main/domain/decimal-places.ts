// Decimal numbers as a scorer types them (12.5 cm), held exactly as whole thousandths so that no sum drifts.

/** `value` in whole thousandths (12.5 → 12500); exact for values with at most 3 digits after the point. */
export function thousandths(value: number): number {
  return Math.round(value * 1000)
}

/** Whether `value` has at most `decimals` digits after the point (12.5 has 1), allowing for binary floating point. */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals
  return Math.abs(scaled - Math.round(scaled)) <= 1e-6
}

/** `a × b` for two numbers of at most 3 decimals, as whole points truncated toward zero (a part of a point never counts). */
export function wholeProduct(a: number, b: number): number {
  const millionths = thousandths(a) * thousandths(b)
  return (millionths - (millionths % 1_000_000)) / 1_000_000 + 0
}
