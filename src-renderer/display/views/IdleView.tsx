// The idle view: the event's name, the time of day (the server's) and the operator's logo, for between sessions.
import { useState } from 'react'
import { FitText } from '../fit/FitText'
import { longDate, timeOfDay } from '../time-format'
import { useT } from '../../shared/i18n/use-t'
import type { ViewProps } from '../view-props'

export function IdleView({ data, config, now }: ViewProps) {
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null)
  const logo = config.logoUrl !== null && config.logoUrl !== brokenLogo ? config.logoUrl : null
  const { t } = useT()
  return (
    <div className="stage stage-centred idle-view">
      {logo && <img className="idle-logo" src={logo} alt="" onError={() => setBrokenLogo(logo)} />}
      <FitText as="h1" className="headline" testId="event-name" text={data.event?.name ?? t('display.arena')} />
      {config.text && <p className="subline">{config.text}</p>}
      <div className="idle-clock" data-testid="clock">
        {timeOfDay(now, config.timeZone)}
      </div>
      <div className="idle-date">{longDate(now, config.timeZone)}</div>
      <div className="screen-name">{data.screen?.name}</div>
    </div>
  )
}
