// One mainfile through its parser and the normalisers, inside a worker thread. The
// outcome is plain data for the server to store: the archive (with processing logs)
// and the entry's search document.
import { readFile, readdir } from 'node:fs/promises'
import { dirname, join, posix } from 'node:path'
import { decompressed } from '../files/compression'
import type { Archive, LogEntry, MainfileContext, Normalizer, Parser, ProcessingLogger, LogLevel } from '../parsers/types'

export interface ParseTask {
  uploadId: string
  /** {data}/uploads/{id}/raw */
  rawDir: string
  mainfile: string
  parserName: string
}

export interface ParseOutcome {
  status: 'SUCCESS' | 'FAILURE'
  archive: Archive
  /** ERROR and CRITICAL log events: the entry's processing_errors. */
  errors: string[]
  warnings: string[]
}

export function createLogger(logs: LogEntry[], logger: string): ProcessingLogger {
  const log = (level: LogLevel) => (event: string, extra: Record<string, unknown> = {}) => {
    logs.push({ ...extra, level, event, logger, timestamp: new Date().toISOString() })
  }
  return { debug: log('DEBUG'), info: log('INFO'), warning: log('WARNING'), error: log('ERROR') }
}

/** Outcome of an entry whose parser could not finish (thrown, timed out, out of memory). */
export function failedOutcome(task: ParseTask, logs: LogEntry[], message: string): ParseOutcome {
  logs.push({ level: 'ERROR', event: message, logger: task.parserName, timestamp: new Date().toISOString() })
  return {
    status: 'FAILURE',
    archive: { metadata: { mainfile: task.mainfile, parser_name: task.parserName, processing_errors: [message] }, processing_logs: logs },
    errors: [message],
    warnings: logs.filter((log) => log.level === 'WARNING').map((log) => log.event),
  }
}

function withinUpload(rawDir: string, relative: string): string | undefined {
  const normalized = posix.normalize(relative.replace(/^\/+/, ''))
  if (normalized.startsWith('..')) return undefined
  return join(rawDir, normalized)
}

export async function runPipeline(task: ParseTask, parsers: Map<string, Parser>, normalizers: Normalizer[]): Promise<ParseOutcome> {
  const logs: LogEntry[] = []
  const parser = parsers.get(task.parserName)
  if (!parser) return failedOutcome(task, logs, `Unknown parser ${task.parserName}.`)
  const path = join(task.rawDir, task.mainfile)
  const context: MainfileContext = {
    uploadId: task.uploadId,
    mainfile: task.mainfile,
    path,
    readFile: async (relative) => {
      const file = withinUpload(task.rawDir, relative)
      return file ? readFile(file).catch(() => undefined) : undefined
    },
    readMainfile: async () => decompressed(await readFile(path)),
    siblings: () => readdir(dirname(path)),
    logger: createLogger(logs, task.parserName),
  }
  let archive: Archive
  try {
    archive = await parser.parse(context)
  } catch (error) {
    return failedOutcome(task, logs, `The parser failed: ${(error as Error).message}`)
  }
  for (const normalizer of normalizers) {
    try {
      await normalizer.normalize(archive, {
        uploadId: task.uploadId,
        mainfile: task.mainfile,
        parserName: task.parserName,
        logger: createLogger(logs, `normalizers/${normalizer.name}`),
      })
    } catch (error) {
      logs.push({ level: 'ERROR', event: `The ${normalizer.name} normaliser failed: ${(error as Error).message}`, logger: `normalizers/${normalizer.name}`, timestamp: new Date().toISOString() })
    }
  }
  const errors = logs.filter((log) => log.level === 'ERROR' || log.level === 'CRITICAL').map((log) => log.event)
  const metadata = (archive.metadata ?? {}) as Record<string, unknown>
  archive.metadata = { ...metadata, mainfile: task.mainfile, parser_name: task.parserName, processing_errors: errors }
  archive.processing_logs = logs
  return { status: 'SUCCESS', archive, errors, warnings: logs.filter((log) => log.level === 'WARNING').map((log) => log.event) }
}
