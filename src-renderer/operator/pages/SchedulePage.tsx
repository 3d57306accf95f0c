// Placeholder until the page is built.
export function SchedulePage() {
  return <h1>Schedule</h1>
}
