// What every view is drawn from: what the screen knows, its parsed config, and the server's time now.
import type { DisplayConfig } from './display-config'
import type { DisplayData } from './display-data'

export interface ViewProps {
  data: DisplayData
  config: DisplayConfig
  /** Server time, ms since the epoch. */
  now: number
}
