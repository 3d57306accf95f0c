// The filters above the games: state, league or knockout, and a player's name.
import type { GameFilterChoice, KindFilter } from './game-filter'

interface Props {
  choice: GameFilterChoice
  shown: number
  total: number
  onChange(choice: GameFilterChoice): void
}

export function GameFilters({ choice, shown, total, onChange }: Props) {
  return (
    <div className="row game-filters" role="search" aria-label="Filter the games">
      <label>
        State
        <select value={choice.status} onChange={(event) => onChange({ ...choice, status: event.target.value as GameFilterChoice['status'] })}>
          <option value="all">Every state</option>
          <option value="scheduled">Scheduled</option>
          <option value="running">Running</option>
          <option value="finished">Finished</option>
          <option value="scored">Scored</option>
        </select>
      </label>
      <label>
        Kind
        <select value={choice.kind} onChange={(event) => onChange({ ...choice, kind: event.target.value as KindFilter })}>
          <option value="all">League and knockout</option>
          <option value="league">League</option>
          <option value="knockout">Knockout</option>
          <option value="other">Not in the league</option>
        </select>
      </label>
      <label>
        Player
        <input type="search" placeholder="Part of a name" value={choice.player} onChange={(event) => onChange({ ...choice, player: event.target.value })} />
      </label>
      <span className="muted count" role="status">
        {shown === total ? `${total} games` : `${shown} of ${total} games`}
      </span>
      {shown !== total && (
        <button type="button" onClick={() => onChange({ status: 'all', kind: 'all', player: '' })}>
          Clear filters
        </button>
      )}
    </div>
  )
}
