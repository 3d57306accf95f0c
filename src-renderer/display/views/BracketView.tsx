// The bracket view: the event's knockout rounds side by side, filled as games are scored (each `game` message updates a
// game; a score makes the screen read the knockout again, so the next round's corners fill), with the final's tie flagged.
import { useRef, type CSSProperties } from 'react'
import { CORNERS } from '../corners'
import { FitText } from '../fit/FitText'
import { useFit } from '../fit/use-fit'
import { bracketOutcome, wentThrough } from '../../../src-main/domain/bracket-outcome'
import { bracketOf, type BracketRound } from '../queue'
import type { MessageId } from '../../../src-main/domain/i18n/catalogues'
import { useT } from '../../shared/i18n/use-t'
import type { GameRecord } from '../types'
import type { ViewProps } from '../view-props'

/** Height of a column's games area in screen units (the stage is 56.25 units high). */
const COLUMN_AREA = 43

const STATUS_WORDS: Record<string, MessageId> = { running: 'display.bracket.running', finished: 'display.bracket.finished', scored: 'display.bracket.scored' }

function BracketGame({ game, rounds, isFinal, tied }: { game: GameRecord; rounds: readonly BracketRound[]; isFinal: boolean; tied: boolean }) {
  const through = wentThrough(game, rounds)
  const { winnerCorner, seedTieAt } = bracketOutcome(game, through, isFinal)
  const { t } = useT()
  const statusWord = STATUS_WORDS[game.status]
  return (
    <div className={`bracket-game bracket-${game.status}${isFinal ? ' bracket-final' : ''}`} data-testid="bracket-game" data-game-id={game.id}>
      <div className="bracket-game-head">
        <span className="bracket-game-name">{game.name}</span>
        <span className="bracket-game-state">{statusWord ? t(statusWord) : ''}</span>
      </div>
      {CORNERS.map((corner) => {
        const id = game.corners[corner.index]
        const name = game.corner_names[corner.index]
        const points = game.game_points[corner.index]
        const wentOn = id !== null && through.has(id)
        const winner = winnerCorner === corner.index
        return (
          <div key={corner.colour} className={`bracket-slot${wentOn || winner ? ' bracket-through' : ''}`} data-testid={`bracket-${corner.colour}`}>
            <span className={`bracket-word corner-${corner.colour}`}>{t(corner.word)}</span>
            <span className={`bracket-player${name ? '' : ' empty'}`}>{name || (game.status === 'scheduled' ? t('display.bracket.toBeDecided') : '—')}</span>
            <span className="bracket-points">
              {game.status === 'scored' && points !== null ? points : ''}
              {wentOn ? ' ✓' : ''}
              {winner ? ` ${t('display.bracket.winner')}` : ''}
            </span>
          </div>
        )
      })}
      {seedTieAt !== null && (
        <div className="bracket-tie" data-testid="seed-tie">
          {t('display.bracket.seedTie', { points: seedTieAt })}
        </div>
      )}
      {isFinal && tied && (
        <div className="bracket-tie" data-testid="final-tie">
          {t('display.bracket.finalTie')}
        </div>
      )}
    </div>
  )
}

export function BracketView({ data, config }: ViewProps) {
  const bracket = bracketOf(data.knockout, data.games, config.bracketRounds)
  const tallest = bracket ? Math.max(...bracket.rounds.map((round) => round.games.length)) : 1
  // Every line of a game is sized from the tallest column: five lines (name and four corners) and a gap per game.
  const lineUnits = Math.min(3.2, COLUMN_AREA / (tallest * 5.6 + (bracket?.finalTied ? 1.2 : 0)))
  // Names that wrap make the games taller: the whole bracket is then made smaller until every column fits.
  const rounds = useRef<HTMLDivElement>(null)
  useFit(rounds, data)
  const { t } = useT()
  return (
    <div className="stage bracket-view">
      <header className="bar">
        <span className="bar-title">{t('display.bracket.title')}</span>
        {bracket?.finalTied && (
          <span className="plan-figure plan-behind" data-testid="tie-flag">
            {t('display.bracket.finalTied')}
          </span>
        )}
        <FitText className="bar-state" text={data.event?.name ?? ''} />
      </header>
      {!bracket ? (
        <p className="subline list-empty">{t(data.event ? 'display.bracket.none' : 'display.noEvent')}</p>
      ) : (
        <div className="bracket-rounds" ref={rounds} style={{ '--bracket-size': `calc(var(--u) * ${(lineUnits * 0.72).toFixed(2)})` } as CSSProperties}>
          {bracket.rounds.map((round) => (
            <section key={round.round} className="bracket-round" data-testid="bracket-round">
              {round.games.map((game) => (
                <BracketGame key={game.id} game={game} rounds={bracket.rounds} isFinal={game.id === bracket.finalId} tied={bracket.finalTied} />
              ))}
            </section>
          ))}
        </div>
      )}
    </div>
  )
}
