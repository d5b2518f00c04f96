// The contract between processing and parsers. A parser turns one mainfile into an
// archive (plain JSON following the metainfo in src/core/metainfo); normalisers then
// derive `results` and the entry's search metadata from it. Both run inside a worker
// thread: they get file access through the context, never the store.
import type { ParserMetadata } from '../../core/parsers/metadata'

export type LogLevel = 'DEBUG' | 'INFO' | 'WARNING' | 'ERROR' | 'CRITICAL'

export interface LogEntry {
  level: LogLevel
  event: string
  /** e.g. 'parsers/cif', 'normalizers/material' */
  logger: string
  timestamp: string
  [key: string]: unknown
}

export interface ProcessingLogger {
  debug(event: string, extra?: Record<string, unknown>): void
  info(event: string, extra?: Record<string, unknown>): void
  warning(event: string, extra?: Record<string, unknown>): void
  error(event: string, extra?: Record<string, unknown>): void
}

/** A JSON archive: `run`, `data`, `definitions`, `workflow2`, `results`, `metadata`, … */
export type Archive = Record<string, unknown>

export interface MainfileContext {
  uploadId: string
  /** Mainfile path relative to the upload root, '/'-separated. */
  mainfile: string
  /** Absolute path of the mainfile on disk. */
  path: string
  /**
   * Reads a file of the same upload by its path relative to the upload root; undefined
   * when missing. Both reads throw when a file would take the run past its read limits
   * (processing/limits.ts); the entry then fails with that error.
   */
  readFile(relativePath: string): Promise<Buffer | undefined>
  /** The mainfile's bytes, decompressed when it is gzip, bzip2 or xz. */
  readMainfile(): Promise<Buffer>
  /** Names in the mainfile's directory. */
  siblings(): Promise<string[]>
  logger: ProcessingLogger
}

export interface Parser {
  metadata: ParserMetadata
  /**
   * Parses the mainfile. Tolerant: what can be read is returned, problems are logged
   * as warnings; throwing marks the entry FAILURE with the error logged.
   */
  parse(context: MainfileContext): Promise<Archive>
}

export interface NormalizeContext {
  uploadId: string
  mainfile: string
  parserName: string
  logger: ProcessingLogger
}

/** Derives data in place (results, metadata) from what parsers and earlier normalisers wrote. */
export interface Normalizer {
  name: string
  normalize(archive: Archive, context: NormalizeContext): void | Promise<void>
}
