// The visibility selector (spec 2 §6): whose entries the search covers. Anonymous users
// can only search public entries.
import { Radio, RadioGroup } from '@blueprintjs/core'
import { VISIBILITY_OPTIONS } from '../../../../core/search'
import { ItemHeader } from '../ItemHeader'
import type { FilterBinding, VisibilityItemConfig } from '../types'

export const VISIBILITY_TITLE = 'Visibility'
export const VISIBILITY_VALUES = ['all', 'public', 'visible', 'shared', 'user', 'staging'] as const
export type Visibility = (typeof VISIBILITY_VALUES)[number]

/** Default owner: visible when logged in, else public (spec 2 §6). */
export const defaultVisibility = (loggedIn: boolean): Visibility => (loggedIn ? 'visible' : 'public')

export type VisibilityItemProps = Pick<FilterBinding, 'value' | 'onChange'> & {
  readonly item: VisibilityItemConfig
  readonly loggedIn: boolean
}

export function VisibilityItem({ item, value, onChange, loggedIn }: VisibilityItemProps) {
  const current =
    loggedIn && typeof value === 'string' && (VISIBILITY_VALUES as readonly string[]).includes(value)
      ? value
      : defaultVisibility(loggedIn)
  const headerId = 'visibility-item'
  return (
    <section className="tessera-menu-item" aria-labelledby={headerId}>
      {item.showHeader !== false && <ItemHeader title={item.title ?? VISIBILITY_TITLE} id={headerId} />}
      <RadioGroup
        aria-labelledby={headerId}
        selectedValue={current}
        // The default is not stored, so that it follows login and logout.
        onChange={(event) => {
          const next = event.currentTarget.value
          onChange(next === defaultVisibility(loggedIn) ? undefined : next)
        }}
      >
        {VISIBILITY_VALUES.map((option) => (
          <Radio
            key={option}
            value={option}
            label={VISIBILITY_OPTIONS[option]?.label ?? option}
            disabled={!loggedIn && option !== 'public'}
          />
        ))}
      </RadioGroup>
    </section>
  )
}
