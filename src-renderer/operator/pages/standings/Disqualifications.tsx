// A player's disqualifications under their name in the standings (red cards in league games): the game and the reason.
export interface Disqualification {
  game_id: number
  game_name: string
  reason: string
}

export function Disqualifications({ list }: { list: readonly Disqualification[] }) {
  if (list.length === 0) return null
  return (
    <ul className="standings-disqualified" aria-label="Disqualifications">
      {list.map((one) => (
        <li key={one.game_id}>
          <strong>Disqualified</strong> in {one.game_name}
          {one.reason ? `: ${one.reason}` : ''}
        </li>
      ))}
    </ul>
  )
}
