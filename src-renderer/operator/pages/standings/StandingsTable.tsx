// The standings table: rank (shared on a full tie), player (with any disqualification and its reason), league points, game points, games played.
import { useT } from '../../../shared/i18n/use-t'
import type { StandingsRow } from '../../api/types'
import { Disqualifications, type Disqualification } from './Disqualifications'

export function StandingsTable({ rows }: { rows: StandingsRow[] }) {
  const { t, number } = useT()
  return (
    <table className="data standings-table" aria-label={t('standingsPage.tableLabel')}>
      <thead>
        <tr>
          <th className="num">{t('standingsPage.rank')}</th>
          <th>{t('standingsPage.player')}</th>
          <th className="num">{t('standingsPage.leaguePoints')}</th>
          <th className="num">{t('standingsPage.gamePoints')}</th>
          <th className="num">{t('standingsPage.gamesPlayed')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const disqualifications = (row as StandingsRow & { disqualifications?: Disqualification[] }).disqualifications ?? []
          return (
            <tr key={row.user_id} className={row.rank === 1 && row.games_played > 0 ? 'standings-leader' : undefined}>
              <td className="num">{number(row.rank)}</td>
              <td className={disqualifications.length > 0 ? 'standings-player' : undefined}>
                {row.name}
                <Disqualifications list={disqualifications} />
              </td>
              <td className="num standings-league">{number(row.league_points)}</td>
              <td className="num">{number(row.game_points)}</td>
              <td className="num">{number(row.games_played)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
