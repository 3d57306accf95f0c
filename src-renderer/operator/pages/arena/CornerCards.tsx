// The four corners of a game, in their colours with their labels, the players and each robot: ready or not before the start
// (Connected / Answering / No answer / No robot, with how long ago), and its answer to the signals once the game runs.
import { useCornerControls, useReadiness } from '../../api/arena-queries'
import { useConsoleNow } from '../../api/live'
import type { GameRecord } from '../../api/types'
import { useCorners } from '../../components/corners'
import { cornerOffer } from './corner-offer'
import { CORNER_ACTIONS } from './arena-actions'
import { CornerCommand, useCornerCommand, useCornerKeys } from './CornerCommand'
import { readinessLine, robotLine, useRobots } from './robots'
import { useT } from '../../../shared/i18n/use-t'

export function CornerCards({ game }: { game: GameRecord }) {
  const { t } = useT()
  const corners = useCorners()
  const started = game.status !== 'scheduled'
  const controls = useCornerControls(game.id).data?.corners
  const robots = useRobots(started ? game : undefined)
  const command = useCornerCommand(game)
  // A corner command's key on the focused card runs it when the card offers it (X: Stop robot while the game runs).
  useCornerKeys((zone, action) => {
    if (cornerOffer(game, zone, controls?.[zone]).action === action) command.act(zone, action)
  })
  const readiness = useReadiness(game.status === 'scheduled' || game.status === 'running' ? game.id : undefined)
  // The server's time each second, for "12 s ago".
  const now = useConsoleNow({ everyMs: 1000 })
  return (
    <>
      <section className="arena-corners" aria-label={t('console.arena.corners.label')}>
        {corners.map((corner) => {
          const name = game.corner_names[corner.index]
          const ready = readinessLine(readiness.data?.corners[corner.index], now, t)
          const signal = started ? robotLine(game, corner.index, robots.data?.corners[corner.index], controls?.[corner.index], t) : undefined
          const readyDetail = readiness.isError ? t('console.arena.corners.readinessUnread') : ready.detail
          const offer = cornerOffer(game, corner.index, controls?.[corner.index], t)
          return (
            <article
              key={corner.colour}
              className={`corner-card corner-${corner.colour}${offer.mark ? ' corner-card-out' : ''}`}
              aria-label={t('console.arena.corners.cardLabel', { colour: corner.colour })}
              data-testid={`corner-${corner.colour}`}
              data-corner-zone={corner.index}
              // Focusable, so that the corner the operator is on takes its key: X asks to stop its robot (useCornerKeys).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              aria-keyshortcuts={offer.action && CORNER_ACTIONS[offer.action].key}
            >
              <span className={`corner corner-${corner.colour} corner-card-label`}>{corner.label}</span>
              <span className={`corner-card-player${name ? '' : ' muted'}`}>{name || t('console.arena.corners.empty')}</span>
              {signal ? (
                <>
                  <span className={`robot robot-${signal.tone}`} data-testid={`robot-${corner.colour}`}>
                    <strong>{signal.text}</strong>
                    <small>{robots.isError ? t('console.arena.corners.answersUnread') : signal.detail}</small>
                  </span>
                  {game.status === 'running' && game.corners[corner.index] !== null && (
                    <span className={`robot-ready robot-ready-${ready.tone}`} data-testid={`ready-${corner.colour}`} title={readyDetail}>
                      {ready.text} <small>{readyDetail}</small>
                    </span>
                  )}
                </>
              ) : (
                <span className={`robot robot-${ready.tone}`} data-testid={`ready-${corner.colour}`}>
                  <strong>{ready.text}</strong>
                  <small>{readyDetail}</small>
                </span>
              )}
              <CornerCommand offer={offer} colour={corner.colour} pending={command.pending} onAct={(action) => command.act(corner.index, action)} />
            </article>
          )
        })}
      </section>
      {command.error}
      {command.dialog}
    </>
  )
}
