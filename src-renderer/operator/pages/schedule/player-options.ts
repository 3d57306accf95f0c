// The choices of a corner's player picker: playing users whose name matches what was typed, then matching users who are not playing.
export interface PickablePlayer {
  id: number
  name: string
  is_playing: boolean
}

export interface PlayerOption {
  /** null: leave the corner empty. */
  id: number | null
  label: string
  notPlaying: boolean
}

export const EMPTY_LABEL = '(empty)'

/**
 * "(empty)" first, then the playing users matching `query` (part of the name, any case) by name, then — only when
 * something was typed — matching users not marked as playing, so a known name can still be seated; at most `limit`.
 */
export function playerOptions(players: readonly PickablePlayer[], query: string, limit = 50): PlayerOption[] {
  const wanted = query.trim().toLocaleLowerCase()
  const matches = players
    .filter((player) => player.name.toLocaleLowerCase().includes(wanted))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id)
  const playing = matches.filter((player) => player.is_playing)
  const others = wanted ? matches.filter((player) => !player.is_playing) : []
  const options: PlayerOption[] = [{ id: null, label: EMPTY_LABEL, notPlaying: false }]
  for (const player of [...playing, ...others].slice(0, limit)) {
    options.push({ id: player.id, label: player.name, notPlaying: !player.is_playing })
  }
  return options
}
