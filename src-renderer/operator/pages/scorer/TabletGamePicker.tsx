// The scorer's list of games: finished games waiting for their scores as big buttons, and the games already scored with their
// points; for an event scored by a sheet, the running games first (scored live).
import type { ReactNode } from 'react'
import { useT } from '../../../shared/i18n/use-t'
import type { GameRecord } from '../../api/types'
import { usePageClock } from '../../components/page-clock'
import { PointsRow } from '../scoring/PointsRow'
import { occupied } from '../scoring/score-entry'
import { cornerWord } from './entry-compare'

interface Props {
  /** The running games, for an event scored by a sheet (undefined: the event has none, the section does not show). */
  running?: GameRecord[]
  toScore: GameRecord[]
  scored: GameRecord[]
  onPick(game: GameRecord): void
}

/** Games as big buttons: the name, then its place in the running order and `detail`. */
function GameButtons({ games, detail, onPick }: { games: GameRecord[]; detail(game: GameRecord): string; onPick(game: GameRecord): void }) {
  return (
    <ul className="tablet-games">
      {games.map((game) => (
        <li key={game.id}>
          <button type="button" className="tablet-game" onClick={() => onPick(game)}>
            <span className="tablet-game-name">{game.name}</span>
            <span className="muted" aria-hidden="true">
              #{game.play_order} · {detail(game)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}

export function TabletGamePicker({ running, toScore, scored, onPick }: Props) {
  const { clockTime } = usePageClock()
  const { t, rich } = useT()
  const muted = (parts: ReactNode[]) => <span className="muted">{parts}</span>
  return (
    <div className="stack tablet-picker">
      {running && (
        <section aria-labelledby="tablet-running">
          <h2 id="tablet-running">
            {rich('tablet.picker.running', { count: running.length, muted })}
          </h2>
          {running.length === 0 ? (
            <p className="muted">{t('tablet.picker.noneRunning')}</p>
          ) : (
            <GameButtons games={running} detail={() => t('tablet.picker.gameRunning')} onPick={onPick} />
          )}
        </section>
      )}
      <section aria-labelledby="tablet-to-score">
        <h2 id="tablet-to-score">
          {rich('tablet.picker.toScore', { count: toScore.length, muted })}
        </h2>
        {toScore.length === 0 ? (
          <p className="muted">{t('tablet.picker.noneToScore')}</p>
        ) : (
          <GameButtons games={toScore} detail={(game) => t('tablet.picker.ended', { time: clockTime(game.end_time) })} onPick={onPick} />
        )}
      </section>
      <section aria-labelledby="tablet-scored">
        <h2 id="tablet-scored">
          {rich('tablet.picker.scored', { count: scored.length, muted })}
        </h2>
        {scored.length === 0 ? (
          <p className="muted">{t('tablet.picker.noneScored')}</p>
        ) : (
          <table className="data">
            <tbody>
              {scored.map((game) => (
                <tr key={game.id}>
                  <td>{game.name}</td>
                  <td>
                    <PointsRow points={game.game_points} seated={occupied(game)} words={{ corner: (colour) => cornerWord(t, colour), noShow: t('tablet.points.noShow') }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
