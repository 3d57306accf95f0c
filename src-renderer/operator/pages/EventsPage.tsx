// Placeholder until the page is built.
export function EventsPage() {
  return <h1>Events</h1>
}
