// The league schedule's quality figures, each with a short name, its value and what it means in words (in the language of
// `t`, English by default).
import type { ScheduleQuality } from '../../../../src-main/domain/league-quality'
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'

export type { ScheduleQuality }

export interface QualityFigure {
  key: keyof ScheduleQuality
  label: string
  value: string
  words: string
  /** A figure worth a second look before committing. */
  concern: boolean
}

/** Figures in reading order; `concern` marks the ones that are worse than they could be for these players and k. */
export function qualityFigures(quality: ScheduleQuality, t: Translate['t'] = englishT): QualityFigure[] {
  const colourGoal = Math.min(quality.games_per_player, 4)
  const sameColourGoal = Math.ceil(quality.games_per_player / 4)
  const games = quality.games_per_player
  return [
    {
      key: 'games',
      label: t('console.schedule.quality.games.label'),
      value: String(quality.games),
      words: t('console.schedule.quality.games.words', { players: quality.players, games }),
      concern: false,
    },
    {
      key: 'min_rest',
      label: t('console.schedule.quality.minRest.label'),
      value: quality.min_rest === null ? '—' : String(quality.min_rest),
      words:
        quality.min_rest === null
          ? t('console.schedule.quality.minRest.none')
          : quality.min_rest === 0
            ? t('console.schedule.quality.minRest.zero')
            : t('console.schedule.quality.minRest.some', { games: quality.min_rest }),
      concern: quality.min_rest === 0,
    },
    {
      key: 'mean_rest',
      label: t('console.schedule.quality.meanRest.label'),
      value: quality.mean_rest === null ? '—' : t('console.schedule.quality.meanRest.value', { mean: quality.mean_rest }),
      words: quality.mean_rest === null ? t('console.schedule.quality.meanRest.none') : t('console.schedule.quality.meanRest.some', { mean: quality.mean_rest }),
      concern: false,
    },
    {
      key: 'groups',
      label: t('console.schedule.quality.field.label'),
      value: quality.connected ? t('console.schedule.quality.field.yes') : t('console.schedule.quality.field.split', { groups: quality.groups }),
      words: fieldWords(quality, t),
      concern: !quality.connected && quality.games_per_player > 1,
    },
    {
      key: 'repeat_pairings',
      label: t('console.schedule.quality.repeat.label'),
      value: String(quality.repeat_pairings),
      words:
        quality.repeat_pairings === 0
          ? t('console.schedule.quality.repeat.none')
          : t(quality.max_repeat_pairing > 2 ? 'console.schedule.quality.repeat.many' : 'console.schedule.quality.repeat.some', {
              pairs: quality.repeat_pairings,
              most: quality.max_repeat_pairing,
            }),
      concern: quality.repeat_pairings > 0,
    },
    {
      key: 'pairs_never_meeting',
      label: t('console.schedule.quality.never.label'),
      value: String(quality.pairs_never_meeting),
      words: quality.pairs_never_meeting === 0 ? t('console.schedule.quality.never.none') : t('console.schedule.quality.never.some', { pairs: quality.pairs_never_meeting }),
      concern: false,
    },
    {
      key: 'min_colours',
      label: t('console.schedule.quality.colours.label'),
      value: t('console.schedule.quality.colours.value', { colours: quality.min_colours }),
      words:
        quality.min_colours >= colourGoal
          ? quality.min_colours >= 4
            ? t('console.schedule.quality.colours.all')
            : games === 1
              ? t('console.schedule.quality.colours.oneGame')
              : t('console.schedule.quality.colours.each', { games })
          : t('console.schedule.quality.colours.few', { colours: quality.min_colours, goal: colourGoal }),
      concern: quality.min_colours < colourGoal,
    },
    {
      key: 'max_same_colour',
      label: t('console.schedule.quality.sameColour.label'),
      value: t('console.schedule.quality.sameColour.value', { most: quality.max_same_colour }),
      words: t('console.schedule.quality.sameColour.words', { most: quality.max_same_colour }),
      concern: quality.max_same_colour > sameColourGoal,
    },
    {
      key: 'empty_corners',
      label: t('console.schedule.quality.emptyCorners.label'),
      value: String(quality.empty_corners),
      words: quality.empty_corners === 0 ? t('console.schedule.quality.emptyCorners.none') : t('console.schedule.quality.emptyCorners.some', { corners: quality.empty_corners }),
      concern: false,
    },
  ]
}

/** Whether every player is linked to every other through shared games, said plainly; a split field says what it means. */
function fieldWords(quality: ScheduleQuality, t: Translate['t']): string {
  if (quality.connected) return t('console.schedule.quality.field.connected')
  const groups = quality.groups
  if (quality.games_per_player === 1) return t('console.schedule.quality.field.splitOneGame', { groups })
  return t('console.schedule.quality.field.splitGroups', { groups })
}
