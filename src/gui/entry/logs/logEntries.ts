// The logs tab's rules (spec 3 §2.2 "Logs tab", §9 log paging 10), pure: which log entries
// there are, which the level filter keeps, what each line says and the count text.
import type { JsonObject, JsonValue } from '../../../core/archive'
import type { EntryMetadata } from '../../api'
import { foundLogsText, NO_MATCHING_LOGS, showingLogsText } from '../messages'

export const LOG_LEVELS = ['ERROR', 'CRITICAL', 'WARNING', 'INFO', 'DEBUG'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** The keys a line shows by default. */
export const DEFAULT_LOG_KEYS: readonly string[] = ['parser', 'event']
/** Lines shown first, and added by each 'Load More'. */
export const LOG_PAGE_SIZE = 10

export interface LogEntry {
  /** Its position in the log (a stable key while filters change). */
  readonly id: number
  /** The level the filter sorts it under. */
  readonly level: LogLevel
  /** The entry as the archive holds it (shown in full when a line is opened). */
  readonly data: JsonObject
}

const isJsonObject = (value: JsonValue): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

// Spellings of other loggers (Python's WARN and FATAL) filter under the spec's levels.
const ALIASES: Record<string, LogLevel> = { WARN: 'WARNING', FATAL: 'CRITICAL' }

/** A level outside the five (or none) filters as INFO, so no entry is hidden for good. */
function levelOf(value: JsonValue | undefined): LogLevel {
  const name = typeof value === 'string' ? value.toUpperCase() : ''
  return (LOG_LEVELS as readonly string[]).includes(name) ? (name as LogLevel) : (ALIASES[name] ?? 'INFO')
}

/**
 * The archive's processing_logs, then — since they are written with the archive and miss
 * what failed after it — the metadata's processing errors as one ERROR entry.
 */
export function logEntries(processingLogs: JsonValue | undefined, metadata: EntryMetadata | undefined): LogEntry[] {
  const logs = Array.isArray(processingLogs) ? processingLogs.filter(isJsonObject) : []
  const entries: LogEntry[] = logs.map((data, id) => ({ id, level: levelOf(data.level), data }))
  const errors = Array.isArray(metadata?.processing_errors) ? metadata.processing_errors.filter((error) => typeof error === 'string') : []
  if (errors.length) {
    const timestamp = metadata?.last_processing_time
    entries.push({
      id: entries.length,
      level: 'ERROR',
      data: { event: 'processing error', level: 'ERROR', ...(timestamp !== undefined ? { timestamp } : {}), processing_errors: errors },
    })
  }
  return entries
}

/** Every key any entry has, in order of first appearance (the key filter's choices). */
export function logKeys(entries: readonly LogEntry[]): string[] {
  return [...new Set(entries.flatMap((entry) => Object.keys(entry.data)))]
}

export function filterLogs(entries: readonly LogEntry[], levels: ReadonlySet<LogLevel>): LogEntry[] {
  return entries.filter((entry) => levels.has(entry.level))
}

const valueText = (value: JsonValue): string => (typeof value === 'string' ? value : JSON.stringify(value))

/** 'ERROR: parsers/vasp | parsing failed': the level and the chosen keys' values it has. */
export function logLine(entry: LogEntry, keys: readonly string[]): string {
  const values = keys.flatMap((key) => (entry.data[key] === undefined ? [] : [valueText(entry.data[key])]))
  const level = typeof entry.data.level === 'string' ? entry.data.level : entry.level
  return values.length ? `${level}: ${values.join(' | ')}` : level
}

/** The text under the list: none, 'Showing N of M …' while more can be loaded, else 'N … found'. */
export function logCountText(matching: number, shown: number): string {
  if (matching === 0) return NO_MATCHING_LOGS
  return matching > shown ? showingLogsText(shown, matching) : foundLogsText(matching)
}
