// The knockout games grouped by round for the bracket view, each round with a heading in words (in the language of `t`).
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'

export interface RoundGame {
  id: number
  play_order: number
  tournament_round: number | null
}

export interface KnockoutRound<T> {
  round: number
  title: string
  games: T[]
}

/** Rounds in order, games in running order; the last round is the final, the one before it the semi-finals when it has two games. */
export function knockoutRounds<T extends RoundGame>(games: readonly T[], t: Translate['t'] = englishT): Array<KnockoutRound<T>> {
  const byRound = new Map<number, T[]>()
  for (const game of games) {
    const round = game.tournament_round ?? 1
    byRound.set(round, [...(byRound.get(round) ?? []), game])
  }
  const rounds = [...byRound.keys()].sort((a, b) => a - b)
  const last = rounds.at(-1)
  return rounds.map((round) => {
    const roundGames = byRound.get(round)!.sort((a, b) => a.play_order - b.play_order || a.id - b.id)
    return { round, title: roundTitle(round, last!, roundGames.length, t), games: roundGames }
  })
}

function roundTitle(round: number, last: number, count: number, t: Translate['t']): string {
  if (round === last && count === 1 && round > 1) return t('console.schedule.bracket.final', { round })
  if (round === last - 1 && count === 2) return t('console.schedule.bracket.semiFinals', { round })
  return t('console.schedule.bracket.round', { round })
}
