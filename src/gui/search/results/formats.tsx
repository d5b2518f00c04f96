// Column formats: how a cell shows a column's values (spec 2 §3.4). A format is a
// definition in the `columns` registry, registered by built-ins exactly as a plugin
// would; several may fit a column, and the best-ranked one wins (as JSON Forms testers).
import type { ComponentType } from 'react'
import { convert } from '../../../core/units'
import type { JsonObject, JsonValue } from '../context'
import type { Def } from '../../runtime/registry'
import { columns as columnRegistry } from '../../runtime/registries'
import { numberText } from '../../units'
import type { ResultColumn } from './columns'
import { formatNumber, formatTimestamp } from './format'
import { joinedText, valuesAt } from './values'

export interface CellProps {
  entry: JsonObject
  column: ResultColumn
  /** The values at the column's path (lists flattened). */
  values: JsonValue[]
}

/** A format does not fit the column. */
export const NOT_APPLICABLE = -1

export interface ColumnFormatDef extends Def<unknown, CellProps> {
  /** How well the format fits the column: the highest rank wins; NOT_APPLICABLE never does. */
  rank: (column: ResultColumn) => number
}

/** The `columns` registry seen with its precise definition type. */
export interface ColumnFormatRegistry {
  readonly kind: string
  register(def: ColumnFormatDef): void
  /** Throws ConfigError 'Unknown column format type: {type}.' */
  get(type: string): ColumnFormatDef
  has(type: string): boolean
  all(): ColumnFormatDef[]
}

// The runtime registry is declared for any renderer; this feature owns the column kind
// and narrows it. (`Registry<ColumnFormatDef>` is refused by its `Def<unknown, never>`
// bound: a component with props is not a ComponentType<never> because of defaultProps.)
export const columnFormats = columnRegistry as unknown as ColumnFormatRegistry

// A column format takes no YAML block of its own: it renders a Column.
const COLUMN_SCHEMA = { $ref: 'app.schema.json#/definitions/Column' }

export const ACCESS_TEXTS = {
  public: 'Public',
  embargoed: 'Embargoed',
  unpublished: 'Unpublished',
} as const

/** Access wording of an entry: published (public or under embargo), or not yet. */
export function accessText(entry: JsonObject): string {
  if (entry.published !== true) return ACCESS_TEXTS.unpublished
  return entry.with_embargo === true ? ACCESS_TEXTS.embargoed : ACCESS_TEXTS.public
}

const isTimestamp = (column: ResultColumn) =>
  column.quantity?.dtype === 'timestamp' || column.key === 'upload_create_time' || column.key === 'entry_create_time'

/**
 * Plain text of a value in a column: numbers in the column's unit and format, times as
 * dates. A number with a unit and no configured format gets 3 significant digits (spec 1
 * §9): fixed decimals would write a band gap of 1.8e-19 J as 0.
 */
export function valueText(value: JsonValue, column: ResultColumn): string {
  if (isTimestamp(column) && (typeof value === 'string' || typeof value === 'number')) {
    return formatTimestamp(value, column.format?.mode === 'date' ? 'date' : 'time')
  }
  if (typeof value === 'number') {
    const { unit, quantity } = column
    const converted = unit && quantity?.unit && unit !== quantity.unit ? convertQuiet(value, quantity.unit, unit) : value
    return column.format || !unit ? formatNumber(converted, column.format ?? {}) : numberText(converted)
  }
  return joinedText([value])
}

function convertQuiet(value: number, from: string, to: string): number {
  // resultColumns only keeps a column unit that converts; this guards hand-made columns.
  try {
    return convert(value, from, to)
  } catch {
    return value
  }
}

const special = (key: string) => (column: ResultColumn) => (column.key === key ? 10 : NOT_APPLICABLE)

function ValueCell({ values, column }: CellProps) {
  return <>{values.map((value) => valueText(value, column)).filter(Boolean).join(', ')}</>
}

function AuthorsCell({ entry }: CellProps) {
  return <>{joinedText(valuesAt(entry, 'authors.name'))}</>
}

function DatasetsCell({ entry }: CellProps) {
  return <>{joinedText(valuesAt(entry, 'datasets.dataset_name'))}</>
}

function ReferencesCell({ values }: CellProps) {
  const urls = values.filter((value): value is string => typeof value === 'string')
  return (
    <>
      {urls.map((url, index) => (
        <span key={url}>
          {index > 0 && ', '}
          {/* A click on a link must not also open the row. */}
          <a href={url} target="_blank" rel="noreferrer" onClick={(event) => event.stopPropagation()}>
            {url}
          </a>
        </span>
      ))}
    </>
  )
}

function AccessCell({ entry }: CellProps) {
  return <>{accessText(entry)}</>
}

const builtIns: ColumnFormatDef[] = [
  { type: 'value', schema: COLUMN_SCHEMA, component: ValueCell, rank: () => 0 },
  { type: 'authors', schema: COLUMN_SCHEMA, component: AuthorsCell, rank: special('authors') },
  { type: 'datasets', schema: COLUMN_SCHEMA, component: DatasetsCell, rank: special('datasets') },
  { type: 'references', schema: COLUMN_SCHEMA, component: ReferencesCell, rank: special('references') },
  { type: 'access', schema: COLUMN_SCHEMA, component: AccessCell, rank: special('published') },
]

/** Registers the built-in formats; idempotent (a later registration replaces an earlier one). */
export function registerBuiltInColumnFormats(): void {
  for (const def of builtIns) columnFormats.register(def)
}

/** The best-fitting format of a column; the plain value format when nothing else fits. */
export function formatFor(column: ResultColumn): ComponentType<CellProps> {
  let best: ColumnFormatDef | undefined
  let bestRank = NOT_APPLICABLE
  for (const def of columnFormats.all()) {
    // Defs registered in this registry by others without a rank are not column formats.
    const rank = typeof def.rank === 'function' ? def.rank(column) : NOT_APPLICABLE
    if (rank > bestRank) {
      best = def
      bestRank = rank
    }
  }
  return best?.component ?? ValueCell
}
