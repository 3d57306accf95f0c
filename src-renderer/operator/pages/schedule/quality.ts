// The league schedule's quality figures, each with a short name, its value and what it means in words.
import type { ScheduleQuality } from '../../../../src-main/domain/league-quality'

export type { ScheduleQuality }

export interface QualityFigure {
  key: keyof ScheduleQuality
  label: string
  value: string
  words: string
  /** A figure worth a second look before committing. */
  concern: boolean
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** Figures in reading order; `concern` marks the ones that are worse than they could be for these players and k. */
export function qualityFigures(quality: ScheduleQuality): QualityFigure[] {
  const colourGoal = Math.min(quality.games_per_player, 4)
  const sameColourGoal = Math.ceil(quality.games_per_player / 4)
  return [
    {
      key: 'games',
      label: 'Games',
      value: String(quality.games),
      words: `${plural(quality.players, 'player')}, ${plural(quality.games_per_player, 'game')} each.`,
      concern: false,
    },
    {
      key: 'min_rest',
      label: 'Shortest rest',
      value: quality.min_rest === null ? '—' : String(quality.min_rest),
      words:
        quality.min_rest === null
          ? 'Nobody plays twice, so nobody needs a rest.'
          : quality.min_rest === 0
            ? 'Someone plays two games in a row, with no rest between.'
            : `Every player sits out at least ${plural(quality.min_rest, 'game')} between two of their games.`,
      concern: quality.min_rest === 0,
    },
    {
      key: 'mean_rest',
      label: 'Average rest',
      value: quality.mean_rest === null ? '—' : quality.mean_rest.toFixed(1),
      words: quality.mean_rest === null ? 'No player plays twice.' : `On average a player waits ${quality.mean_rest.toFixed(1)} games before playing again.`,
      concern: false,
    },
    {
      key: 'groups',
      label: 'One field',
      value: quality.connected ? 'Yes' : `Split in ${quality.groups}`,
      words: fieldWords(quality),
      concern: !quality.connected && quality.games_per_player > 1,
    },
    {
      key: 'repeat_pairings',
      label: 'Repeat meetings',
      value: String(quality.repeat_pairings),
      words:
        quality.repeat_pairings === 0
          ? 'No two players meet more than once.'
          : quality.max_repeat_pairing > 2
            ? `${plural(quality.repeat_pairings, 'pair')} of players meet more than once, and some pair meets ${quality.max_repeat_pairing} times: more than twice.`
            : `${plural(quality.repeat_pairings, 'pair')} of players meet more than once; the most any two share is ${plural(quality.max_repeat_pairing, 'game')}.`,
      concern: quality.repeat_pairings > 0,
    },
    {
      key: 'pairs_never_meeting',
      label: 'Never meet',
      value: String(quality.pairs_never_meeting),
      words:
        quality.pairs_never_meeting === 0
          ? 'Every player meets every other player at least once.'
          : `${plural(quality.pairs_never_meeting, 'pair')} of players never share a game.`,
      concern: false,
    },
    {
      key: 'min_colours',
      label: 'Colours per player',
      value: `${quality.min_colours} of 4`,
      words:
        quality.min_colours >= colourGoal
          ? quality.min_colours >= 4
            ? 'Every player plays in all four corner colours.'
            : quality.games_per_player === 1
              ? 'Each player plays one game, so in one colour.'
            : `Every player gets a different corner colour in each of their ${plural(quality.games_per_player, 'game')}.`
          : `Some player gets only ${plural(quality.min_colours, 'corner colour')} where ${colourGoal} were possible.`,
      concern: quality.min_colours < colourGoal,
    },
    {
      key: 'max_same_colour',
      label: 'Same colour',
      value: `${quality.max_same_colour}×`,
      words: `No player is in the same corner colour more than ${quality.max_same_colour === 1 ? 'once' : `${quality.max_same_colour} times`}.`,
      concern: quality.max_same_colour > sameColourGoal,
    },
    {
      key: 'empty_corners',
      label: 'Empty corners',
      value: String(quality.empty_corners),
      words:
        quality.empty_corners === 0
          ? 'Every corner of every game has a player.'
          : `${plural(quality.empty_corners, 'corner stays', 'corners stay')} empty, because the players times games per player do not fill every game.`,
      concern: false,
    },
  ]
}

/** Whether every player is linked to every other through shared games, said plainly; a split field says what it means. */
function fieldWords(quality: ScheduleQuality): string {
  if (quality.connected) return 'Every player is linked to every other through the games: the field is not split.'
  const split = `The field is split into ${quality.groups} groups that never meet`
  if (quality.games_per_player === 1) return `${split}: with one game each, every game is a group of its own.`
  return `${split}: nobody plays anyone from another group, so the standings rank players who were never compared.`
}
