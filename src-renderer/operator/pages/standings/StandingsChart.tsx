// League points per player as horizontal bars, in plain SVG; each bar has a title, the whole chart a text description.
import type { StandingsRow } from '../../api/types'
import { barLayout, shortName } from './bar-chart'

/** The middle of a row's name line, from the row's top. */
const NAME_Y = 12

export function StandingsChart({ rows }: { rows: StandingsRow[] }) {
  const layout = barLayout(rows.map((row) => ({ name: row.name, value: row.league_points })))
  // Each row: the name on its own line, then the bar (the chart keeps its proportions at any width, a phone's too).
  const barY = layout.rowHeight - layout.barHeight - 4
  const description = `League points per player: ${rows.map((row) => `${row.name} ${row.league_points}`).join(', ')}`
  return (
    <svg className="standings-chart" viewBox={`0 0 ${layout.width} ${layout.height}`} width="100%" role="img" aria-label={description}>
      {layout.bars.map((bar, index) => (
        <g key={rows[index].user_id} transform={`translate(0 ${bar.y})`} data-testid="standings-bar">
          <title>{`${bar.name}: ${bar.value} league points`}</title>
          <text x={0} y={NAME_Y} className="chart-name" dominantBaseline="central">
            {shortName(bar.name, 40)}
          </text>
          <rect x={layout.barX} y={barY} width={layout.barSpace} height={layout.barHeight} className="chart-track" rx={3} />
          <rect x={layout.barX} y={barY} width={bar.width} height={layout.barHeight} className={`chart-bar${rows[index].rank === 1 && bar.value > 0 ? ' chart-bar-lead' : ''}`} rx={3} />
          <text x={layout.barX + bar.width + 6} y={barY + layout.barHeight / 2} className="chart-value" dominantBaseline="central">
            {bar.value}
          </text>
        </g>
      ))}
    </svg>
  )
}
