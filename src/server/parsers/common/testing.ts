// Test support for simulation parsers: runs a mainfile through the real pipeline
// (parser, then every normaliser in processing order) on a folder that plays the
// upload root, e.g. one of the shared fixtures.
import { fileURLToPath } from 'node:url'
import { normalizers } from '../../processing/normalizers'
import { runPipeline } from '../../processing/pipeline'
import type { ParseOutcome } from '../../processing/pipeline'
import type { Archive, LogEntry, Parser } from '../types'
import type { RunOut } from './run'

/** Every optional field present: tests assert that what they read is there. */
export type Complete<T> = T extends (infer U)[] ? Complete<U>[] : T extends object ? { [K in keyof T]-?: Complete<T[K]> } : T

/** `../shared/fixtures/parsers/<folder>` as a path. */
export function sharedParserFixtures(folder: string): string {
  return fileURLToPath(new URL(`../../../../../shared/fixtures/parsers/${folder}`, import.meta.url))
}

export interface Processed extends ParseOutcome {
  logs: LogEntry[]
  /** `archive.run[0]`, every field assumed present: a missing one fails the assertion that reads it. */
  run: Complete<RunOut>
  results: ResultsView
}

interface BandGapView {
  index: number
  value: number
  type: 'direct' | 'indirect'
  energy_highest_occupied: number
  energy_lowest_unoccupied: number
}

/**
 * The part of `results` the parser suites read, every field assumed present (the
 * metainfo in src/core/metainfo/results defines all of it; normaliser tests cover the rest).
 */
export interface ResultsView {
  material: {
    chemical_formula_hill: string
    chemical_formula_reduced: string
    elements: string[]
    symmetry: { space_group_number: number }
  }
  method: { method_name: string; workflow_name: string; simulation: Record<string, unknown> }
  properties: {
    n_calculations: number
    available_properties: string[]
    electronic: {
      band_gap: BandGapView[]
      band_structure_electronic: { segment: string[]; band_gap: BandGapView[]; spin_polarized: boolean; energy_fermi: number; reciprocal_cell: string }[]
      dos_electronic_new: { label: string; spin_polarized: boolean; data: { energies: string; total: string; spin_channel: number; energy_fermi: number }[] }[]
      dos_electronic: { energies: string; total: string[]; energy_fermi: number }[]
    }
    geometry_optimization: { type: string; n_calculations: number; energies: number[]; final_force_maximum: number }
  }
}

/** Parses and normalises `mainfile` (relative to `root`) as processing would. */
export async function processMainfile(parser: Parser, root: string, mainfile: string): Promise<Processed> {
  const outcome = await runPipeline(
    { uploadId: 'test_upload_id', rawDir: root, mainfile, parserName: parser.metadata.name },
    new Map([[parser.metadata.name, parser]]),
    normalizers,
  )
  const archive = outcome.archive as Archive & { run?: RunOut[]; results?: ResultsView }
  return {
    ...outcome,
    logs: (archive.processing_logs ?? []) as LogEntry[],
    run: (archive.run?.[0] ?? {}) as Complete<RunOut>,
    results: archive.results ?? ({} as ResultsView),
  }
}
