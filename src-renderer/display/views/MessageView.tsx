// The message view: the operator's text, as large as the screen allows.
import { messageFontUnits } from '../message-size'
import type { ViewProps } from '../view-props'

export function MessageView({ data, config }: ViewProps) {
  const text = config.text.trim() !== '' ? config.text : (data.event?.name ?? '')
  return (
    <div className="stage stage-centred message-view">
      <p className="message" data-testid="message" style={{ fontSize: `calc(var(--u) * ${messageFontUnits(text)})` }}>
        {text}
      </p>
    </div>
  )
}
