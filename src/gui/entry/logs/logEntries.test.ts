// The logs tab's rules (spec 3 §2.2 "Logs tab"): entries, level filters, lines and the
// three count texts word for word.
import { describe, expect, it } from 'vitest'
import { anEntry, someLogs } from '../testing/builders'
import { DEFAULT_LOG_KEYS, filterLogs, LOG_LEVELS, logCountText, logEntries, logKeys, logLine } from './logEntries'

describe('logCountText', () => {
  it.each([
    [0, 10, 'No log entries matching selected criteria'],
    [1, 10, '1 matching log entries found'],
    [10, 10, '10 matching log entries found'],
    [11, 10, 'Showing 10 of 11 matching entries'],
    [25, 20, 'Showing 20 of 25 matching entries'],
    [25, 30, '25 matching log entries found'],
  ])('%d matching, %d shown → %s', (matching, shown, text) => {
    expect(logCountText(matching, shown)).toBe(text)
  })
})

describe('logEntries', () => {
  it('reads the archive logs in order with their levels', () => {
    const entries = logEntries([...someLogs(2, 'INFO'), ...someLogs(1, 'WARNING', 2)], anEntry())
    expect(entries.map((entry) => [entry.id, entry.level])).toEqual([[0, 'INFO'], [1, 'INFO'], [2, 'WARNING']])
  })

  it.each([
    ['error', 'ERROR'], ['WARN', 'WARNING'], ['FATAL', 'CRITICAL'], ['debug', 'DEBUG'], ['TRACE', 'INFO'], [undefined, 'INFO'], [3, 'INFO'],
  ])('files level %j under %s', (level, expected) => {
    expect(logEntries([{ event: 'x', ...(level === undefined ? {} : { level }) }], undefined)[0].level).toBe(expected)
  })

  it("appends the metadata's processing errors as one ERROR entry", () => {
    const entries = logEntries(someLogs(1), anEntry({ processing_errors: ['parser crashed', 5], last_processing_time: '2026-01-01T00:00:00Z' }))
    expect(entries).toHaveLength(2)
    expect(entries[1]).toEqual({
      id: 1,
      level: 'ERROR',
      data: { event: 'processing error', level: 'ERROR', timestamp: '2026-01-01T00:00:00Z', processing_errors: ['parser crashed'] },
    })
  })

  it('skips what is not a log entry and reads a missing log as none', () => {
    expect(logEntries([1, 'text', null, ['a'], { event: 'kept' }], undefined).map((entry) => entry.data.event)).toEqual(['kept'])
    expect(logEntries(undefined, anEntry())).toEqual([])
    expect(logEntries({ not: 'a list' }, anEntry({ processing_errors: 'not a list' }))).toEqual([])
  })
})

describe('filters and lines', () => {
  const entries = logEntries([...someLogs(3, 'INFO'), ...someLogs(2, 'ERROR', 3), { level: 'DEBUG', event: 'detail', extra: 1 }], undefined)

  it.each([
    [LOG_LEVELS, 6],
    [['ERROR'], 2],
    [['INFO', 'DEBUG'], 4],
    [['WARNING', 'CRITICAL'], 0],
    [[], 0],
  ] as const)('levels %j keep %d entries', (levels, count) => {
    expect(filterLogs(entries, new Set(levels))).toHaveLength(count)
  })

  it('lists every key in order of first appearance', () => {
    expect(logKeys(entries)).toEqual(['event', 'parser', 'level', 'logger', 'extra'])
  })

  it('shows the level and the values of the chosen keys the entry has', () => {
    expect(logLine(entries[0], DEFAULT_LOG_KEYS)).toBe('INFO: parsers/xrd | step 0')
    expect(logLine(entries[5], DEFAULT_LOG_KEYS)).toBe('DEBUG: detail')
    expect(logLine(entries[5], ['extra'])).toBe('DEBUG: 1')
    expect(logLine(entries[5], [])).toBe('DEBUG')
  })
})
