// Sounds of the game in the arena — start, 10 seconds left, end, abort — worked out from what a screen (or the console) knows, and played
// from the files the build puts at /sounds/ (resources/sounds). The console plays them too (operator/components/sounds.ts).
import type { ClockState, GameRecord } from './types'

export const SOUND_CUES = ['start', 'ten-seconds', 'end', 'abort'] as const
export type SoundCue = (typeof SOUND_CUES)[number]

export const SOUND_URLS: Record<SoundCue, string> = {
  start: '/sounds/start.wav',
  'ten-seconds': '/sounds/ten-seconds.wav',
  end: '/sounds/end.wav',
  abort: '/sounds/abort.wav',
}

/** The "10 seconds left" sound plays when the time left crosses this. */
export const WARNING_MS = 10_000
/** A game back to scheduled within this of its end ran out of time (a development game ends that way): the end, not an abort. */
const END_SLACK_MS = 1_500

/** What the arena looks like at one moment: its game (or the last one it had), its clock, the server's time. */
export interface ArenaMoment {
  game: Pick<GameRecord, 'id' | 'status'> | null
  clock: Pick<ClockState, 'game_id' | 'start_ms' | 'end_ms'> | null
  serverNowMs: number
}

/**
 * Follows the arena moment by moment and says which sounds are due. The first moment only sets the scene: a screen
 * switched on mid-game does not play the start, nor the end of a game that ended before it looked.
 */
export class SoundCues {
  private seen = false
  private gameId: number | null = null
  private status: string | null = null
  /** The running game's end (server ms), kept after its clock is gone to tell an end from an abort. */
  private endMs: number | null = null
  /** The run (its start_ms) whose time left was last seen above WARNING_MS; null once its warning played. */
  private warnRun: number | null = null
  /**
   * The run whose warning played: never armed again. The page's estimate of the server's time moves with each message's
   * delay, so "time left" can step back above 10 s just after it crossed (seen in CI: the warning twice).
   */
  private warnedRun: number | null = null

  observe({ game, clock, serverNowMs }: ArenaMoment): SoundCue[] {
    const cues: SoundCue[] = []
    const first = !this.seen
    this.seen = true
    const sameGame = game !== null && game.id === this.gameId
    if (game && !first) {
      const wasRunning = sameGame && this.status === 'running'
      if (game.status === 'running' && !wasRunning) cues.push('start')
      if (wasRunning && game.status !== 'running') {
        const ranOut = game.status !== 'scheduled' || (this.endMs !== null && serverNowMs >= this.endMs - END_SLACK_MS)
        cues.push(ranOut ? 'end' : 'abort')
      }
    }
    if (!sameGame) {
      this.endMs = null
      this.warnRun = null
    }
    const running = game !== null && game.status === 'running'
    if (running && clock && clock.game_id === game.id) {
      this.endMs = clock.end_ms
      const left = clock.end_ms - serverNowMs
      if (left > WARNING_MS) {
        if (this.warnedRun !== clock.start_ms) this.warnRun = clock.start_ms
      } else if (left > 0 && this.warnRun === clock.start_ms) {
        cues.push('ten-seconds')
        this.warnRun = null
        this.warnedRun = clock.start_ms
      }
    }
    if (!running) {
      this.endMs = null
      this.warnRun = null
    }
    this.gameId = game?.id ?? null
    this.status = game?.status ?? null
    return cues
  }
}

/** What a player knows: whether the browser refused to play without a click (autoplay policy). */
export type PlayerState = 'ready' | 'blocked'

/** Plays the sound files; the browser may refuse (NotAllowedError) until the page is clicked: then it reports 'blocked'. */
export class SoundPlayer {
  private readonly audio = new Map<SoundCue, HTMLAudioElement>()
  private state: PlayerState = 'ready'
  private readonly listeners = new Set<() => void>()

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getState = (): PlayerState => this.state

  private set(state: PlayerState): void {
    if (state === this.state) return
    this.state = state
    for (const listener of this.listeners) listener()
  }

  private element(cue: SoundCue): HTMLAudioElement {
    let audio = this.audio.get(cue)
    if (!audio) {
      audio = new Audio(SOUND_URLS[cue])
      audio.preload = 'auto'
      audio.dataset.sound = cue
      this.audio.set(cue, audio)
    }
    return audio
  }

  /** Loads every sound now, so the first cue plays on time. */
  preload(): void {
    for (const cue of SOUND_CUES) this.element(cue)
  }

  async play(cue: SoundCue): Promise<void> {
    const audio = this.element(cue)
    audio.currentTime = 0
    try {
      await audio.play()
      this.set('ready')
    } catch (error) {
      if (error instanceof DOMException && error.name === 'NotAllowedError') this.set('blocked')
      // Any other failure (a file missing, no audio device) must not stop the screen: it shows without sound.
    }
  }

  /** The click on the "enable sound" banner: that click is the user gesture the browser asked for. */
  enable(): void {
    for (const audio of this.audio.values()) audio.load()
    this.set('ready')
  }
}
