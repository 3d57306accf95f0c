// What a screen needs of the arena settings: the clock format its times are shown in and the changeover (for the ahead/behind figure).
import { useEffect, useState } from 'react'
import { clockFormatOf, DEFAULT_CLOCK_FORMAT, type ClockFormat } from '../../src-main/domain/time-format'
import { apiReader } from './api-client'
import type { ConnectionStatus } from './live-connection'

export interface ScreenSettings {
  clockFormat: ClockFormat
  changeoverS: number
  /** How long before a game's planned start its players are called to staging (the queue view), seconds. */
  stagingOffsetS: number
}

/** Until the settings are read: the server's defaults. */
export const DEFAULT_SCREEN_SETTINGS: ScreenSettings = { clockFormat: DEFAULT_CLOCK_FORMAT, changeoverS: 120, stagingOffsetS: 300 }

/** How often the settings are read again besides on a change (a change made while the stream was down is seen then). */
const REREAD_MS = 60_000

/** The part of GET /system/settings a screen reads; anything missing or odd keeps the default. */
export function screenSettingsOf(body: unknown): ScreenSettings {
  const value = (body ?? {}) as { clock_format?: unknown; changeover_s?: unknown; staging_offset_s?: unknown }
  const staging = value.staging_offset_s
  const changeover = value.changeover_s
  return {
    clockFormat: clockFormatOf(value.clock_format),
    changeoverS: typeof changeover === 'number' && Number.isFinite(changeover) && changeover >= 0 ? changeover : DEFAULT_SCREEN_SETTINGS.changeoverS,
    stagingOffsetS: typeof staging === 'number' && Number.isFinite(staging) && staging >= 0 ? staging : DEFAULT_SCREEN_SETTINGS.stagingOffsetS,
  }
}

/**
 * The arena settings as the screen key may read them: read when the screen comes online, when the stream says they
 * changed (`changes` counts those), and every REREAD_MS.
 */
export function useArenaSettings(key: string | null, status: ConnectionStatus, changes: number): ScreenSettings {
  const [settings, setSettings] = useState(DEFAULT_SCREEN_SETTINGS)
  useEffect(() => {
    if (!key || status !== 'online') return
    const api = apiReader(key)
    let live = true
    const read = () =>
      api.get<unknown>('/system/settings').then(
        ({ body }) => {
          if (!live) return
          const next = screenSettingsOf(body)
          setSettings((current) => (current.clockFormat === next.clockFormat && current.changeoverS === next.changeoverS && current.stagingOffsetS === next.stagingOffsetS ? current : next))
        },
        () => undefined, // Offline or refused: keep what the screen has; the next round tries again.
      )
    void read()
    const timer = setInterval(() => void read(), REREAD_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [key, status, changes])
  return settings
}
