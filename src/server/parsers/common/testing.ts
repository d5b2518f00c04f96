// Test support for simulation parsers: runs a mainfile through the real pipeline
// (parser, then every normaliser in processing order) on a folder that plays the
// upload root, e.g. one of the shared fixtures.
import { fileURLToPath } from 'node:url'
import { normalizers } from '../../processing/normalizers'
import { runPipeline } from '../../processing/pipeline'
import type { ParseOutcome } from '../../processing/pipeline'
import type { Archive, LogEntry, Parser } from '../types'

/** `../shared/fixtures/parsers/<folder>` as a path. */
export function sharedParserFixtures(folder: string): string {
  return fileURLToPath(new URL(`../../../../../shared/fixtures/parsers/${folder}`, import.meta.url))
}

export interface Processed extends ParseOutcome {
  logs: LogEntry[]
  /** `archive.run[0]`, typed loosely for assertions. */
  run: Record<string, any>
  results: Record<string, any>
}

/** Parses and normalises `mainfile` (relative to `root`) as processing would. */
export async function processMainfile(parser: Parser, root: string, mainfile: string): Promise<Processed> {
  const outcome = await runPipeline(
    { uploadId: 'test_upload_id', rawDir: root, mainfile, parserName: parser.metadata.name },
    new Map([[parser.metadata.name, parser]]),
    normalizers,
  )
  const archive = outcome.archive as Archive & { run?: Record<string, any>[]; results?: Record<string, any> }
  return {
    ...outcome,
    logs: (archive.processing_logs ?? []) as LogEntry[],
    run: archive.run?.[0] ?? {},
    results: archive.results ?? {},
  }
}
