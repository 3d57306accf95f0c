// The four corners as the console shows them: the contract's order (domain CORNER_COLOURS: 0 red … 3 blue), a label always
// beside the colour — in the console's language (useCorners), or in English where no language is at hand (CORNERS).
import { useMemo } from 'react'
import { CORNER_COLOURS, type CornerColour } from '../../../src-main/domain/game-record'
import { englishT } from '../../shared/i18n/english'
import { useT, type Translate } from '../../shared/i18n/use-t'

export type { CornerColour }

/** "Red", "Rojo": a corner's name in the language of `t`. */
export function cornerLabel(colour: CornerColour, t: Translate['t'] = englishT): string {
  return t(`console.corner.${colour}`)
}

const cornersIn = (t: Translate['t']) => CORNER_COLOURS.map((colour, index) => ({ index, colour, label: cornerLabel(colour, t) }))

/** The corners with their English names (pure code and tests). */
export const CORNERS = cornersIn(englishT)

/** The corners with their names in the console's language. */
export function useCorners(): typeof CORNERS {
  const { t } = useT()
  return useMemo(() => cornersIn(t), [t])
}
