// The standings table: rank (shared on a full tie), player (with any disqualification and its reason), league points, game points, games played.
import type { StandingsRow } from '../../api/types'
import { Disqualifications, type Disqualification } from './Disqualifications'

export function StandingsTable({ rows }: { rows: StandingsRow[] }) {
  return (
    <table className="data standings-table" aria-label="Standings">
      <thead>
        <tr>
          <th className="num">Rank</th>
          <th>Player</th>
          <th className="num">League points</th>
          <th className="num">Game points</th>
          <th className="num">Games played</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const disqualifications = (row as StandingsRow & { disqualifications?: Disqualification[] }).disqualifications ?? []
          return (
            <tr key={row.user_id} className={row.rank === 1 && row.games_played > 0 ? 'standings-leader' : undefined}>
              <td className="num">{row.rank}</td>
              <td className={disqualifications.length > 0 ? 'standings-player' : undefined}>
                {row.name}
                <Disqualifications list={disqualifications} />
              </td>
              <td className="num standings-league">{row.league_points}</td>
              <td className="num">{row.game_points}</td>
              <td className="num">{row.games_played}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
