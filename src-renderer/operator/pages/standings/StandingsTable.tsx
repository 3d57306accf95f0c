// The standings table: rank (shared on a full tie), player, league points, game points, games played.
import type { StandingsRow } from '../../api/types'

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
        {rows.map((row) => (
          <tr key={row.user_id} className={row.rank === 1 && row.games_played > 0 ? 'standings-leader' : undefined}>
            <td className="num">{row.rank}</td>
            <td>{row.name}</td>
            <td className="num standings-league">{row.league_points}</td>
            <td className="num">{row.game_points}</td>
            <td className="num">{row.games_played}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
