// Placeholder until the page is built.
export function PlayersPage() {
  return <h1>Players</h1>
}
