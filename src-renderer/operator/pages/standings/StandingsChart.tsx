// League points per player as horizontal bars, in plain SVG; each bar has a title, the whole chart a text description.
import type { StandingsRow } from '../../api/types'
import { barLayout, shortName } from './bar-chart'

export function StandingsChart({ rows }: { rows: StandingsRow[] }) {
  const layout = barLayout(rows.map((row) => ({ name: row.name, value: row.league_points })))
  const description = `League points per player: ${rows.map((row) => `${row.name} ${row.league_points}`).join(', ')}`
  return (
    <svg className="standings-chart" viewBox={`0 0 ${layout.width} ${layout.height}`} width="100%" role="img" aria-label={description}>
      {layout.bars.map((bar, index) => (
        <g key={rows[index].user_id} transform={`translate(0 ${bar.y})`} data-testid="standings-bar">
          <title>{`${bar.name}: ${bar.value} league points`}</title>
          <text x={layout.barX - 8} y={layout.rowHeight / 2} className="chart-name" textAnchor="end" dominantBaseline="central">
            {shortName(bar.name, 18)}
          </text>
          <rect x={layout.barX} y={(layout.rowHeight - layout.barHeight) / 2} width={layout.barSpace} height={layout.barHeight} className="chart-track" rx={3} />
          <rect x={layout.barX} y={(layout.rowHeight - layout.barHeight) / 2} width={bar.width} height={layout.barHeight} className={`chart-bar${rows[index].rank === 1 && bar.value > 0 ? ' chart-bar-lead' : ''}`} rx={3} />
          <text x={layout.barX + bar.width + 6} y={layout.rowHeight / 2} className="chart-value" dominantBaseline="central">
            {bar.value}
          </text>
        </g>
      ))}
    </svg>
  )
}
