// Placeholder until the page is built.
export function ScreensPage() {
  return <h1>Screens</h1>
}
