// The screen: the view the operator chose, drawn full-screen from live data, with the key problem pages and the offline sign around it.
import { parseConfig, parseView } from './display-config'
import { KeyProblem } from './KeyProblem'
import { OfflineSign } from './OfflineSign'
import { SoundBanner } from './SoundBanner'
import { setClockFormat, setDisplayLocale } from './time-format'
import { LocaleProvider } from '../shared/i18n/LocaleProvider'
import { useT } from '../shared/i18n/use-t'
import { useArenaSettings } from './use-arena-settings'
import { useConnection } from './use-connection'
import { useServerNow } from '../shared/live/use-server-now'
import { useSounds } from './use-sounds'
import { BracketView } from './views/BracketView'
import { CornerView } from './views/CornerView'
import { GameView } from './views/GameView'
import { IdleView } from './views/IdleView'
import { MessageView } from './views/MessageView'
import { PitBoardView } from './views/PitBoardView'
import { QueueView } from './views/QueueView'
import { ScheduleView } from './views/ScheduleView'
import { StandingsView } from './views/StandingsView'
import type { ViewProps } from './view-props'

const VIEWS = { idle: IdleView, game: GameView, schedule: ScheduleView, standings: StandingsView, message: MessageView, corner: CornerView, queue: QueueView, bracket: BracketView, pit_board: PitBoardView }

export function DisplayApp({ screenKey }: { screenKey: string | null }) {
  const { status, data } = useConnection(screenKey)
  // Before any view draws: every word, date and number on the screen is in the followed event's language.
  setDisplayLocale(data.locale)
  return (
    <LocaleProvider locale={data.locale} documentLang>
      <Screen screenKey={screenKey} status={status} data={data} />
    </LocaleProvider>
  )
}

function Screen({ screenKey, status, data }: { screenKey: string | null } & ReturnType<typeof useConnection>) {
  const { t } = useT()
  // Redrawn four times a second, just after each turn of the running game's countdown (as the console's).
  const now = useServerNow(data.offsetMs, { alignMs: data.clock?.end_ms })
  const settings = useArenaSettings(screenKey, status, data.settingsChanges)
  // Before any view draws: every time of day on the screen follows the arena's clock format.
  setClockFormat(settings.clockFormat)
  // Sounds follow the arena's game on a screen whose config has "sound": true, whatever view it shows.
  const soundOn = parseConfig(data.screen?.config, location.origin).sound
  const sound = useSounds(soundOn, status === 'online', { game: data.arenaGame, clock: data.clock, serverNowMs: now })
  if (status === 'no-key' || status === 'invalid-key') return <KeyProblem problem={status} />
  if (!data.screen) {
    return (
      <div className="screen">
        <div className="stage stage-centred">
          <p className="connecting">{t('display.connecting')}</p>
        </div>
        {status === 'offline' && <OfflineSign />}
      </div>
    )
  }
  const view = parseView(data.screen.current)
  const props: ViewProps = { data, config: parseConfig(data.screen.config, location.origin), now, settings }
  const View = VIEWS[view]
  return (
    <div className="screen" data-view={view} data-status={status}>
      <View {...props} />
      {status === 'offline' && <OfflineSign />}
      {sound.blocked && <SoundBanner onEnable={sound.enable} />}
    </div>
  )
}
