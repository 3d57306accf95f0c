// Why Start is not possible in an arena now, as sentences the operator reads (as Cheesy Arena's StartMatchConditions):
// the server says them, every console shows the same; none means Start may be pressed.

export interface StartSituation {
  /** The game running in the arena, if any. */
  running: { name: string } | undefined
  /** The game on deck (loaded next), if any. */
  onDeck: { name: string } | undefined
}

export function startConditions({ running, onDeck }: StartSituation): string[] {
  if (running) return [`${running.name} is running: end or abort it first`]
  if (!onDeck) return ['No game is on deck: press Next game (N) or load one from Up next']
  return []
}
