// When a game's players are called to staging (issue 28, item 4): SRComp measures staging times from each game's start;
// here the planned start minus the arena setting staging_offset_s, as the queueing screen shows it.

/** The staging time (Unix seconds) of a scheduled game with a planned start; none while it runs, unplanned, or with no offset (0). */
export function stagingTime(game: { status: string; start_time: number | null }, offsetS: number): number | undefined {
  if (game.status !== 'scheduled' || game.start_time === null || offsetS <= 0) return undefined
  return game.start_time - offsetS
}
