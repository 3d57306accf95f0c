// The Scoring page's words for points, in the console's language: the event's points table beside a form's title, a
// corner's league points previewed as the scores are typed ("6 league points"; "—" while its place is unknown), and a
// corner's game points by its score sheet.
import type { ReactNode } from 'react'
import { useT } from '../../../shared/i18n/use-t'

const strong = (parts: ReactNode[]) => <strong>{parts}</strong>

/** "League points by place: 8 · 6 · 4 · 2", or that a game outside the league gives none. */
export function LeagueRule({ league, pointsTable }: { league: boolean; pointsTable: readonly number[] | undefined }) {
  const { t } = useT()
  return <span className="muted">{league ? t('console.scoring.form.leagueRule', { table: (pointsTable ?? []).join(' · ') || '…' }) : t('console.scoring.form.notLeague')}</span>
}

/** A corner's league points: a number (null: none, 0), or undefined while they are not known yet. */
export function LeaguePoints({ points }: { points: number | null | undefined }) {
  const { rich } = useT()
  return <>{points === undefined ? rich('console.scoring.form.leaguePointsUnknown', { strong }) : rich('console.scoring.form.leaguePoints', { points: points ?? 0, strong })}</>
}

/** A corner's game points by the sheet: a number, a no-show, or undefined while an entry does not fit the sheet. */
export function GamePoints({ noShow, points }: { noShow: boolean; points: number | undefined }) {
  const { rich } = useT()
  if (noShow) return <>{rich('console.scoring.sheet.gamePointsNoShow', { strong })}</>
  return <>{points === undefined ? rich('console.scoring.sheet.gamePointsUnknown', { strong }) : rich('console.scoring.sheet.gamePoints', { points, strong })}</>
}
