// Where the GUI options take effect: the app's frame carries them as data attributes,
// and the rules in options.css style the search page's inputs, filter settings and
// statistics bars by them; the search page reads loadingIndicator itself.
import type { ReactNode } from 'react'
import { useGuiOptions } from './GuiOptionsContext'
import type { GuiOptions } from './guiOptions'
import './options.css'

/** The options as `data-*` attributes of the app's frame. */
export function guiOptionAttributes(options: GuiOptions): Record<string, string> {
  return {
    'data-input-variant': options.inputVariant,
    'data-input-size': options.inputSize,
    'data-options-collapse': String(options.optionsCollapse),
    'data-filter-settings': options.filterSettings,
    'data-statistics-icon-style': options.statisticsIconStyle,
    'data-statistics-icon-size': options.statisticsIconSize,
  }
}

export function GuiOptionsFrame({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className={className} {...guiOptionAttributes(useGuiOptions())}>
      {children}
    </div>
  )
}
