// Placeholder until the page is built.
export function StandingsPage() {
  return <h1>Standings</h1>
}
