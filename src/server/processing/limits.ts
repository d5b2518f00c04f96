// What one parser run may read and produce. A worker thread's heap is capped by
// resourceLimits (parser_memory_limit), but file contents are Buffers outside that heap,
// and what a run produces is copied to the server thread, written to disk and stored in
// the database: each needs a bound of its own, or one file can take the server's memory,
// stall its event loop, or exhaust the embedded database.
import type { ProcessingConfig } from '../../core/config/config.generated'
import { archiveParserMetadata } from '../parsers/archive'

export interface ParseLimits {
  /** Bytes one run may read, decompressed, all files together. */
  readBytes: number
  /** Bytes of any one file, by parser (the archive parser reads lab-notebook files only), and what such a file is called. */
  fileLimits: Record<string, { bytes: number; what: string }>
  /** Bytes of an entry's archive, as stored (JSON). */
  archiveBytes: number
  /** Bytes of an entry's search metadata (JSON). */
  metadataBytes: number
}

/** No limits: parser tests and tools that run the pipeline on trusted files. */
export const NO_LIMITS: ParseLimits = {
  readBytes: Infinity,
  fileLimits: {},
  archiveBytes: Infinity,
  metadataBytes: Infinity,
}

export function parseLimitsOf(config: ProcessingConfig): ParseLimits {
  return {
    readBytes: config.parser_read_limit,
    fileLimits: { [archiveParserMetadata.name]: { bytes: config.eln_file_size_limit, what: 'a lab-notebook or schema file (*.archive.json, *.archive.yaml) may have' } },
    archiveBytes: config.archive_size_limit,
    metadataBytes: config.metadata_size_limit,
  }
}

/** A file a parser may not read whole; its message names the file and the limit. */
export class FileTooLargeError extends Error {
  /** `what` completes "the most …", e.g. "one parser run may read". */
  constructor(file: string, limit: number, what: string) {
    super(`${file} is too large to parse: reading it would pass ${limit} bytes (${mib(limit)}), the most ${what}.`)
  }
}

export const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(bytes < 2 ** 20 ? 2 : 0)} MiB`
