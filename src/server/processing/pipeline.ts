// One mainfile through its parser and the normalisers, inside a worker thread. The
// outcome is plain data for the server to store: the archive (with processing logs)
// and the entry's search document.
import { readFile, readdir, stat } from 'node:fs/promises'
import { dirname, join, posix } from 'node:path'
import { decompressed, TooLargeError } from '../files/compression'
import type { Archive, LogEntry, MainfileContext, Normalizer, Parser, ProcessingLogger, LogLevel } from '../parsers/types'
import { FileTooLargeError, NO_LIMITS, type ParseLimits } from './limits'

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
  /** Bytes of file content the run read (decompressed). */
  bytesRead?: number
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

/**
 * The reads of one run within its limits: every file's size is checked before it is
 * read (compressed mainfiles are decompressed only as far as the limit), so a file too
 * large fails the entry before it takes the memory.
 */
class BoundedReads {
  private left: number
  private read = 0
  private readonly fileLimit: { bytes: number; what: string }

  constructor(
    private readonly task: ParseTask,
    private readonly limits: ParseLimits,
  ) {
    this.left = limits.readBytes
    this.fileLimit = limits.fileLimits[task.parserName] ?? { bytes: Infinity, what: '' }
  }

  get bytesRead(): number {
    return this.read
  }

  /** A file of the upload (relative to its root) as it is on disk; undefined when missing. */
  async file(relative: string): Promise<Buffer | undefined> {
    const path = withinUpload(this.task.rawDir, relative)
    const stats = path ? await stat(path).catch(() => undefined) : undefined
    if (!path || !stats?.isFile()) return undefined
    this.check(relative, stats.size)
    const bytes = await readFile(path).catch(() => undefined)
    if (bytes) this.take(bytes.length)
    return bytes
  }

  /** The mainfile, decompressed. */
  async mainfile(): Promise<Buffer> {
    const path = join(this.task.rawDir, this.task.mainfile)
    this.check(this.task.mainfile, (await stat(path)).size)
    const limit = Math.min(this.left, this.fileLimit.bytes)
    let content: Buffer
    try {
      content = await decompressed(await readFile(path), limit)
    } catch (error) {
      if (error instanceof TooLargeError) throw this.tooLarge(this.task.mainfile, limit, ' (decompressed)')
      throw error
    }
    this.take(content.length)
    return content
  }

  private take(bytes: number): void {
    this.left -= bytes
    this.read += bytes
  }

  private check(file: string, size: number): void {
    const limit = Math.min(this.left, this.fileLimit.bytes)
    if (size > limit) throw this.tooLarge(file, limit, '')
  }

  private tooLarge(file: string, limit: number, how: string): FileTooLargeError {
    // Name the limit that was reached: the parser's own one per file, or the run's.
    return limit === this.fileLimit.bytes
      ? new FileTooLargeError(`${file}${how}`, limit, this.fileLimit.what)
      : new FileTooLargeError(`${file}${how}`, this.limits.readBytes, 'one parser run may read (its mainfile and the files beside it together)')
  }
}

export async function runPipeline(task: ParseTask, parsers: Map<string, Parser>, normalizers: Normalizer[], limits: ParseLimits = NO_LIMITS): Promise<ParseOutcome> {
  const logs: LogEntry[] = []
  const parser = parsers.get(task.parserName)
  if (!parser) return failedOutcome(task, logs, `Unknown parser ${task.parserName}.`)
  const path = join(task.rawDir, task.mainfile)
  const reads = new BoundedReads(task, limits)
  const context: MainfileContext = {
    uploadId: task.uploadId,
    mainfile: task.mainfile,
    path,
    readFile: (relative) => reads.file(relative),
    readMainfile: () => reads.mainfile(),
    siblings: () => readdir(dirname(path)),
    logger: createLogger(logs, task.parserName),
  }
  let archive: Archive
  try {
    archive = await parser.parse(context)
  } catch (error) {
    const message = error instanceof FileTooLargeError ? error.message : `The parser failed: ${(error as Error).message}`
    return { ...failedOutcome(task, logs, message), bytesRead: reads.bytesRead }
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
  return { status: 'SUCCESS', archive, errors, warnings: logs.filter((log) => log.level === 'WARNING').map((log) => log.event), bytesRead: reads.bytesRead }
}
