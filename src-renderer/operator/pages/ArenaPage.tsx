// Placeholder until the page is built.
export function ArenaPage() {
  return <h1>Arena</h1>
}
