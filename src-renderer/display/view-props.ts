// What every view is drawn from: what the screen knows, its parsed config, the server's time now and the arena settings.
import type { DisplayConfig } from './display-config'
import type { DisplayData } from './display-data'
import type { ScreenSettings } from './use-arena-settings'

export interface ViewProps {
  data: DisplayData
  config: DisplayConfig
  /** Server time, ms since the epoch. */
  now: number
  /** The arena settings a screen reads (clock format, changeover); the defaults until they are read. */
  settings: ScreenSettings
}
