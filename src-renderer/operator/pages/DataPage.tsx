// Placeholder until the page is built.
export function DataPage() {
  return <h1>Data</h1>
}
