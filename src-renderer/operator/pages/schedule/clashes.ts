// Clash warnings for a game's corners before they are saved: one player twice, a player without rest, a player not marked as playing;
// in the language of `t` (English by default).
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'
import { CORNERS, cornerLabel } from '../../components/corners'

export interface ClashGame {
  id: number
  name: string
  play_order: number
  corners: ReadonlyArray<number | null>
}

export interface ClashPlayer {
  id: number
  name: string
  is_playing: boolean
}

export type ClashKind = 'twice' | 'no-rest' | 'not-playing'

export interface Clash {
  kind: ClashKind
  /** The corners (0 red … 3 blue) the warning is about. */
  corners: number[]
  userId: number
  message: string
}

/** The games just before and after `gameId` in the running order (play_order, then id), when there are any. */
export function neighbours(games: readonly ClashGame[], gameId: number): { previous?: ClashGame; next?: ClashGame } {
  const ordered = [...games].sort((a, b) => a.play_order - b.play_order || a.id - b.id)
  const index = ordered.findIndex((game) => game.id === gameId)
  if (index < 0) return {}
  return { previous: ordered[index - 1], next: ordered[index + 1] }
}

/**
 * Every clash of seating `corners` in game `gameId`, in corner order: the same player in two corners, a player who
 * also sits in the previous or the next game of the running order (no rest between), a player not marked as playing.
 */
export function findClashes(
  gameId: number,
  corners: ReadonlyArray<number | null>,
  games: readonly ClashGame[],
  players: readonly ClashPlayer[],
  t: Translate['t'] = englishT,
): Clash[] {
  const byId = new Map(players.map((player) => [player.id, player]))
  const nameOf = (id: number) => byId.get(id)?.name ?? t('console.schedule.user', { id: String(id) })
  const clashes: Clash[] = []
  const { previous, next } = neighbours(games, gameId)
  corners.forEach((id, index) => {
    if (id === null) return
    const first = corners.indexOf(id)
    if (first === index) {
      const seats = corners.flatMap((other, corner) => (other === id ? [corner] : []))
      if (seats.length > 1) {
        const colours = seats.map((corner) => cornerLabel(CORNERS[corner].colour, t)).reduce((first, second) => t('console.schedule.clash.and', { first, second }))
        clashes.push({ kind: 'twice', corners: seats, userId: id, message: t('console.schedule.clash.twice', { player: nameOf(id), corners: colours }) })
      }
    } else {
      return
    }
    for (const [neighbour, words] of [[previous, 'console.schedule.clash.noRestBefore'], [next, 'console.schedule.clash.noRestAfter']] as const) {
      if (neighbour && neighbour.corners.includes(id)) {
        clashes.push({ kind: 'no-rest', corners: [index], userId: id, message: t(words, { player: nameOf(id), game: neighbour.name }) })
      }
    }
    const player = byId.get(id)
    if (player && !player.is_playing) {
      clashes.push({ kind: 'not-playing', corners: [index], userId: id, message: t('console.schedule.clash.notPlaying', { player: player.name }) })
    }
  })
  return clashes
}

/** Whether the corners can be saved at all: the server refuses one player in two corners. */
export function blocksSaving(clashes: readonly Clash[]): boolean {
  return clashes.some((clash) => clash.kind === 'twice')
}
