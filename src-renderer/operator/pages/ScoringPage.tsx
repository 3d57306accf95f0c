// Placeholder until the page is built.
export function ScoringPage() {
  return <h1>Scoring</h1>
}
