// A byte count as people read it: 812 bytes, 14.2 KB, 3.1 MB (1 KB = 1024 bytes), in the console's language (14,2 KB in Spanish).
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'

export function fileSize(bytes: number, t: Translate['t'] = englishT): string {
  if (bytes < 1024) return t('console.data.size.bytes', { bytes })
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return value < 10 ? t('console.data.size.tenths', { size: value, unit: units[unit] }) : t('console.data.size.whole', { size: Math.round(value), unit: units[unit] })
}
