// Placeholder until the page is built.
export function SettingsPage() {
  return <h1>Settings</h1>
}
