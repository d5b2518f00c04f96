import { Classes } from '@blueprintjs/core'
import { formatStatistic } from '../../../core/format'
import type { InfoStatistics } from '../../api'

export const STATISTICS: readonly { key: keyof InfoStatistics; label: string }[] = [
  { key: 'n_entries', label: 'Entries' },
  { key: 'n_calculations', label: 'Calculations' },
  { key: 'n_quantities', label: 'Quantities' },
  { key: 'n_materials', label: 'Materials' },
]

/** The installation's statistics from /info; placeholders while loading. */
export function Statistics({ statistics }: { statistics?: Partial<InfoStatistics> }) {
  return (
    <dl className="tessera-statistics" aria-label="Statistics">
      {STATISTICS.map(({ key, label }) => {
        const value = statistics?.[key]
        const loading = statistics === undefined
        return (
          <div className="tessera-statistic" key={key} role="group" aria-label={label}>
            <dt className="tessera-statistic-label">{label}</dt>
            <dd
              className={`tessera-statistic-value ${loading ? Classes.SKELETON : ''}`}
              data-testid={`statistic-${key}`}
            >
              {loading ? '0000' : typeof value === 'number' ? formatStatistic(value) : '–'}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
