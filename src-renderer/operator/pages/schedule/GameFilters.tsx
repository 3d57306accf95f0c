// The filters above the games: state, league or knockout, a player's name, and the arena while two or more are in use.
import type { Arena } from '../../api/types'
import { ArenaSelect } from '../../components/arena-choice'
import { NO_FILTER, type GameFilterChoice, type KindFilter } from './game-filter'

interface Props {
  choice: GameFilterChoice
  shown: number
  total: number
  /** The arenas in use, while two or more are (else no arena filter). */
  arenas: readonly Arena[]
  onChange(choice: GameFilterChoice): void
}

export function GameFilters({ choice, shown, total, arenas, onChange }: Props) {
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
      {arenas.length > 0 && <ArenaSelect label="Arena" arenas={arenas} value={choice.arena} allLabel="Every arena" onChange={(arena) => onChange({ ...choice, arena })} />}
      <label>
        Player
        <input type="search" placeholder="Part of a name" value={choice.player} onChange={(event) => onChange({ ...choice, player: event.target.value })} />
      </label>
      <span className="muted count" role="status">
        {shown === total ? `${total} games` : `${shown} of ${total} games`}
      </span>
      {shown !== total && (
        <button type="button" onClick={() => onChange(NO_FILTER)}>
          Clear filters
        </button>
      )}
    </div>
  )
}
