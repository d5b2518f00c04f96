// Test support: a MainfileContext over a directory that plays the upload root, with a
// logger that records what it is told, so tests can run parsers and normalisers on
// fixture folders exactly as processing does.
import { readFile, readdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { decompressed } from '../../files/compression'
import { normalizeUploadPath } from '../../../core/metainfo'
import type { LogEntry, LogLevel, MainfileContext, NormalizeContext, ProcessingLogger } from '../types'

export function recordingLogger(logs: LogEntry[], logger: string): ProcessingLogger {
  const log = (level: LogLevel) => (event: string, extra: Record<string, unknown> = {}) => {
    logs.push({ ...extra, level, event, logger, timestamp: new Date().toISOString() })
  }
  return { debug: log('DEBUG'), info: log('INFO'), warning: log('WARNING'), error: log('ERROR') }
}

export interface DirectoryContext extends MainfileContext {
  logs: LogEntry[]
  /** The context a normaliser of the same entry gets, logging into the same list. */
  normalizeContext(name: string): NormalizeContext
}

/** A context for `mainfile` (relative to `root`) in an upload whose files are the files under `root`. */
export function directoryContext(root: string, mainfile: string, uploadId = 'test_upload_id'): DirectoryContext {
  const logs: LogEntry[] = []
  return {
    uploadId,
    mainfile,
    path: join(root, mainfile),
    logs,
    readFile: async (relative) => {
      const path = normalizeUploadPath(relative)
      return path ? readFile(join(root, path)).catch(() => undefined) : undefined
    },
    readMainfile: async () => decompressed(await readFile(join(root, mainfile))),
    siblings: () => readdir(dirname(join(root, mainfile))),
    logger: recordingLogger(logs, 'parsers/archive'),
    normalizeContext: (name) => ({ uploadId, mainfile, parserName: 'parsers/archive', logger: recordingLogger(logs, `normalizers/${name}`) }),
  }
}

/** Log events at `level` or above (ERROR ⊃ CRITICAL), for assertions. */
export function events(logs: readonly LogEntry[], level: LogLevel): string[] {
  const order: LogLevel[] = ['DEBUG', 'INFO', 'WARNING', 'ERROR', 'CRITICAL']
  return logs.filter((log) => order.indexOf(log.level) >= order.indexOf(level)).map((log) => log.event)
}
