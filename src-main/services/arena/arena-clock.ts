// An arena's game clock: a tick on each of the running game's seconds (counted back from its exact end), the finish at
// its end exactly once, and — when the data file refuses that finish — its retries with a growing wait.
import type { LiveBus } from '../../arena/live-bus'
import type { ClockState, FinishPending } from '../../contract/live-events'
import type { Clock } from '../../domain/clock'
import { nextSecondTurn, remainingSeconds } from '../../domain/game-clock'
import type { Logger } from '../../domain/logging'
import { Conflict } from '../../domain/refusals'
import type { ArenaTag } from './arena-naming'
import type { TimedGame } from './timed-game'

/** The first retry of a finish that could not be saved, doubling up to FINISH_RETRY_MAX_MS. */
export const FINISH_RETRY_FIRST_MS = 1000
export const FINISH_RETRY_MAX_MS = 30_000

export interface ArenaClockDeps {
  clock: Clock
  live: Pick<LiveBus, 'publish'>
  log: Logger
  /** Finishes the game whose time ran out; a Conflict means it already ended (the operator, in the same instant). */
  finish: (gameId: number) => Promise<unknown>
  /** What the clock and a pending finish add last: the arena's id while two or more arenas are in use (arenaTag). */
  tag: () => ArenaTag
}

export class ArenaClock {
  private cancelFinish: (() => void) | undefined
  private cancelTick: (() => void) | undefined
  private cancelRetry: (() => void) | undefined
  private pending: FinishPending | undefined

  constructor(private readonly deps: ArenaClockDeps) {}

  /** The finish of `gameId` waiting for the data file, if it is the one. */
  pendingOf(gameId: number): FinishPending | undefined {
    return this.pending?.game_id === gameId ? this.pending : undefined
  }

  state({ game, instants }: TimedGame): ClockState {
    const now = this.deps.clock.now()
    return {
      game_id: game.id,
      server_time_ms: now,
      start_time: game.start_time ?? 0,
      end_time: game.end_time ?? 0,
      remaining_s: remainingSeconds(instants.end_ms, now),
      start_ms: instants.start_ms,
      end_ms: instants.end_ms,
      mode: game.mode ?? 'competition',
      ...this.deps.tag(),
    }
  }

  /** Ticks every second (on the game's own seconds, counted back from end_ms) and finishes the game at end_ms, exactly once. */
  run(timed: TimedGame): void {
    this.stop()
    const endMs = timed.instants.end_ms
    this.cancelFinish = this.deps.clock.setTimer(endMs - this.deps.clock.now(), () => {
      this.cancelFinish = undefined
      this.finishByClock(timed.game.id, 1)
    })
    // One tick per figure: a timer may fire a millisecond before the second turns (Node's timers and Date.now() round
    // apart), and that tick would repeat the figure just sent; it only waits for the turn.
    let shown: number | undefined
    const tick = () => {
      const now = this.deps.clock.now()
      const state = this.state(timed)
      if (state.remaining_s !== shown) this.deps.live.publish('clock', state)
      shown = state.remaining_s
      const next = nextSecondTurn(endMs, now)
      if (next < endMs) this.cancelTick = this.deps.clock.setTimer(next - now, tick)
      else this.cancelTick = undefined
    }
    tick()
  }

  stop(): void {
    this.cancelFinish?.()
    this.cancelTick?.()
    this.cancelRetry?.()
    this.cancelFinish = undefined
    this.cancelTick = undefined
    this.cancelRetry = undefined
    this.pending = undefined
  }

  /**
   * The clock ran out: finish the game (its end_time stays the real end). If the data file refuses the write (disk full)
   * the game stays running with the reason published as `finish_pending`, and the finish is retried with a growing wait
   * until it is saved, or the operator ends or aborts the game.
   */
  private finishByClock(gameId: number, attempt: number): void {
    this.deps.finish(gameId).catch((error: unknown) => {
      // Already ended by the operator in the same instant: nothing to finish twice.
      if (error instanceof Conflict) return
      const waitMs = Math.min(FINISH_RETRY_MAX_MS, FINISH_RETRY_FIRST_MS * 2 ** Math.min(attempt - 1, 20))
      const reason = error instanceof Error ? error.message : String(error)
      this.pending = { game_id: gameId, reason, attempts: attempt, next_attempt_ms: this.deps.clock.now() + waitMs, ...this.deps.tag() }
      this.deps.log.error(`could not finish game ${gameId} (attempt ${attempt}): ${reason}; trying again in ${waitMs / 1000} s`)
      this.deps.live.publish('finish_pending', this.pending)
      this.cancelRetry?.()
      this.cancelRetry = this.deps.clock.setTimer(waitMs, () => {
        this.cancelRetry = undefined
        this.finishByClock(gameId, attempt + 1)
      })
    })
  }
}
