// The search page's dashboard (spec 2 §2.4, §4.4): an accordion section with add buttons
// for every registered widget type, Reset (the app's widgets), the YAML export/import
// dialog and the statistics toggle; the widgets on a responsive grid below. Props-driven:
// the page keeps the widget list (its search-context slice) and hands in the search.
import { Button, ButtonGroup, Classes, Collapse, H5, Switch } from '@blueprintjs/core'
import { AddIcon, ChevronDownIcon, ChevronRightIcon, CodeIcon, ResetIcon } from '@blueprintjs/icons'
import { lazy, Suspense, useId, useState } from 'react'
import type { SearchFilters } from '../../../core/search'
import { useRegistry } from '../../runtime'
import type { DashboardData, DashboardWidget } from './types'
import { WidgetGrid } from './WidgetGrid'
import { addWidget, cancelWidget, changeLayout, doneWidget, editingWidget, editWidget, removeWidget, resetWidgets } from './widgetState'
import './dashboard.css'

// The dialogs bring ajv, yaml and the app schema: loaded when first opened.
const WidgetEditDialog = lazy(() => import('./WidgetEditDialog'))
const YamlDialog = lazy(() => import('./yaml/YamlDialog'))

export const DASHBOARD_TITLE = 'Dashboard'
export const RESET_TEXT = 'Reset'
export const RESET_HINT = "Back to the app's widgets"
export const YAML_BUTTON_TEXT = 'YAML'
export const YAML_BUTTON_HINT = 'Export or import the widgets as YAML'
export const STATISTICS_LABEL = 'Show statistics'
export const EMPTY_DASHBOARD_TEXT = 'No widgets yet. Add one with the buttons above.'
export const STATISTICS_HIDDEN_TEXT = 'Statistics are hidden. Switch them on to see the widgets.'
export const addWidgetHint = (label: string) => `Add a ${label.toLowerCase()} widget`

export interface DashboardProps {
  readonly widgets: readonly DashboardWidget[]
  /** A new list every time (never the one handed in), ready for the slice's setWidgets. */
  readonly onWidgetsChange: (widgets: DashboardWidget[]) => void
  /** The app's `dashboard.widgets`, as Reset brings them back. */
  readonly defaults: readonly unknown[] | undefined
  /** Reset was pressed (after onWidgetsChange got the app's widgets): forget the user's own. */
  readonly onReset?: () => void
  readonly filters: SearchFilters
  readonly data: DashboardData
  readonly statisticsEnabled: boolean
  readonly onStatisticsEnabledChange: (enabled: boolean) => void
  /** Controlled when given (the page asks for no widget counts while collapsed). */
  readonly expanded?: boolean
  readonly onExpandedChange?: (expanded: boolean) => void
  /** The clock new widget ids are made from (spec 2 §3.6). */
  readonly now?: () => number
}

export function Dashboard({
  widgets,
  onWidgetsChange,
  defaults,
  onReset,
  filters,
  data,
  statisticsEnabled,
  onStatisticsEnabledChange,
  expanded: controlledExpanded,
  onExpandedChange,
  now = Date.now,
}: DashboardProps) {
  const id = useId()
  const [ownExpanded, setOwnExpanded] = useState(true)
  const expanded = controlledExpanded ?? ownExpanded
  const setExpanded = (next: boolean) => {
    setOwnExpanded(next)
    onExpandedChange?.(next)
  }
  const [yamlOpen, setYamlOpen] = useState(false)
  const types = useRegistry('widgets')

  const addable = types.all().filter((def) => def.label && def.template)
  const add = (type: string) => {
    const def = types.get(type)
    if (!def.template) return
    let next = addWidget(widgets, def.template, now())
    const added = next[next.length - 1]
    // A type without an edit form goes straight onto the dashboard.
    if (!def.loadEditor) next = doneWidget(next, added.id, def.template.config)
    onWidgetsChange(next)
    if (!expanded) setExpanded(true)
  }

  const editing = editingWidget(widgets)
  const editingDef = editing && types.has(editing.type) ? types.get(editing.type) : undefined
  const shown = widgets.filter((widget) => widget.visible)

  let body
  if (!statisticsEnabled) body = <p className={Classes.TEXT_MUTED}>{STATISTICS_HIDDEN_TEXT}</p>
  else if (shown.length === 0) body = <p className={Classes.TEXT_MUTED}>{EMPTY_DASHBOARD_TEXT}</p>
  else
    body = (
      <WidgetGrid
        widgets={widgets}
        filters={filters}
        data={data}
        onEdit={(widgetId) => onWidgetsChange(editWidget(widgets, widgetId))}
        onRemove={(widgetId) => onWidgetsChange(removeWidget(widgets, widgetId))}
        onLayoutChange={(breakpoint, items) => {
          const next = changeLayout(widgets, breakpoint, items)
          if (next !== widgets) onWidgetsChange([...next])
        }}
      />
    )

  return (
    <section className="tessera-dashboard" aria-labelledby={`${id}-title`}>
      <div className="tessera-dashboard-header">
        <H5 id={`${id}-title`} className="tessera-dashboard-title">
          <Button
            variant="minimal"
            icon={expanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
            text={DASHBOARD_TITLE}
            aria-expanded={expanded}
            aria-controls={`${id}-body`}
            onClick={() => setExpanded(!expanded)}
          />
        </H5>
        <ButtonGroup variant="minimal" size="small" className="tessera-dashboard-toolbar">
          {addable.map((def) => (
            <Button key={def.type} icon={<AddIcon />} text={def.label} title={addWidgetHint(def.label ?? def.type)} onClick={() => add(def.type)} />
          ))}
          <Button icon={<ResetIcon />} text={RESET_TEXT} title={RESET_HINT} onClick={() => {
              onWidgetsChange(resetWidgets(defaults, types))
              onReset?.()
            }}
          />
          <Button icon={<CodeIcon />} text={YAML_BUTTON_TEXT} title={YAML_BUTTON_HINT} onClick={() => setYamlOpen(true)} />
        </ButtonGroup>
        <Switch
          className="tessera-dashboard-statistics"
          label={STATISTICS_LABEL}
          role="switch"
          checked={statisticsEnabled}
          onChange={(event) => onStatisticsEnabledChange(event.currentTarget.checked)}
        />
      </div>
      <Collapse isOpen={expanded}>
        <div id={`${id}-body`} className="tessera-dashboard-body">
          {body}
        </div>
      </Collapse>
      <Suspense fallback={null}>
        {editing && editingDef?.loadEditor && (
          <WidgetEditDialog
            key={editing.id}
            widget={editing}
            def={editingDef}
            filters={filters}
            onDone={(config) => onWidgetsChange(doneWidget(widgets, editing.id, config))}
            onCancel={() => onWidgetsChange(cancelWidget(widgets, editing.id))}
          />
        )}
        {yamlOpen && (
          <YamlDialog
            widgets={widgets}
            types={types}
            onSave={(next) => {
              onWidgetsChange(next)
              setYamlOpen(false)
            }}
            onClose={() => setYamlOpen(false)}
          />
        )}
      </Suspense>
    </section>
  )
}
