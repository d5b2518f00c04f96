// Builders for app rule tests: an app as an admin writes it in YAML, before the schema
// fills its defaults.
import { parse } from 'yaml'
import { BUILT_IN_TYPES, type AppTypes } from '../../core/apps'
import { checkApp } from './appRules'
import { formatProblems } from './validation'

export type AppYaml = { [key: string]: unknown }

/** A minimal valid entries app with `fields` added or replaced. */
export function anApp(fields: AppYaml = {}): AppYaml {
  return { path: 'test', label: 'Test', resource: 'entries', ...fields }
}

/** A widget of `type` with a layout on one breakpoint. */
export function aWidget(type: string, fields: AppYaml = {}, layout: AppYaml = { x: 0, y: 0, w: 6, h: 6 }): AppYaml {
  return { type, layout: { lg: layout }, ...fields }
}

/** An app whose menu holds `items`. */
export function anAppWithMenu(items: unknown[], fields: AppYaml = {}): AppYaml {
  return anApp({ menu: { type: 'menu', title: 'Filters', items }, ...fields })
}

/** The messages `checkApp` gives, as `<source>: <path>: <reason>` lines; `types` the installation knows. */
export function messagesOf(app: unknown, source = 'apps/test.yaml', types: AppTypes = BUILT_IN_TYPES): string[] {
  const problems = checkApp(app, undefined, types)
  return problems.length ? formatProblems(source, problems).split('\n') : []
}

/** The messages for an app written as YAML text (so `.inf` and `.nan` read as YAML reads them). */
export function messagesOfYaml(text: string): string[] {
  return messagesOf(parse(text))
}
