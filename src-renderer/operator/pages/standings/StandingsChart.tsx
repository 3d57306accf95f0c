// League points per player as horizontal bars: each name whole above its bar (wrapped on two lines, then made smaller
// down to a floor, and only there on more lines; issue 26, item 14), the bars in CSS, the whole chart a text description.
import { useRef, type CSSProperties } from 'react'
import { useFit } from '../../../display/fit/use-fit'
import { useT } from '../../../shared/i18n/use-t'
import type { StandingsRow } from '../../api/types'
import { barShares, CHART_NAME_FLOOR_PX } from './bar-chart'

const chartFloor = () => CHART_NAME_FLOOR_PX

function ChartName({ name }: { name: string }) {
  const ref = useRef<HTMLSpanElement>(null)
  useFit(ref, name, chartFloor)
  return (
    <span ref={ref} className="chart-name">
      {name}
    </span>
  )
}

export function StandingsChart({ rows }: { rows: StandingsRow[] }) {
  const { t, number } = useT()
  const bars = barShares(rows.map((row) => ({ name: row.name, value: row.league_points })))
  const description = t('standingsPage.chart.description', { players: rows.map((row) => `${row.name} ${number(row.league_points)}`).join(', ') })
  return (
    <div className="standings-chart" role="img" aria-label={description}>
      {bars.map((bar, index) => (
        <div key={rows[index].user_id} className="chart-row" data-testid="standings-bar" title={t('standingsPage.chart.bar', { name: bar.name, points: bar.value })}>
          <ChartName name={bar.name} />
          <div className="chart-line">
            <span className="chart-track">
              {bar.share > 0 && <span className={`chart-bar${rows[index].rank === 1 ? ' chart-bar-lead' : ''}`} style={{ '--share': bar.share } as CSSProperties} />}
            </span>
            <span className="chart-value">{number(bar.value)}</span>
          </div>
        </div>
      ))}
    </div>
  )
}
