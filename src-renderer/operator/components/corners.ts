// The four corners as the console shows them: the contract's order (domain CORNER_COLOURS: 0 red … 3 blue), a label always beside the colour.
import { CORNER_COLOURS, type CornerColour } from '../../../src-main/domain/game-record'

export type { CornerColour }

const capitalised = (colour: CornerColour) => colour[0].toUpperCase() + colour.slice(1)

export const CORNERS = CORNER_COLOURS.map((colour, index) => ({ index, colour, label: capitalised(colour) }))
