// Waits for a condition a test cannot be told of (another process's state, read over HTTP): asks every 25 ms until it
// holds, and fails naming what it waited for. A check that throws counts as not yet.
export async function waitUntil(check: () => Promise<boolean>, what: string, withinMs = 15_000): Promise<void> {
  const until = Date.now() + withinMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`timed out waiting: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
