// Band structures and densities of states of results.properties (electronic and
// vibrational), read once into what the viewers take: their segments, channels and
// cells live in the run and are referenced from results, so they are resolved in the
// same archive part. A value of the wrong shape reads as missing (the viewer then says it
// could not load); numbers stay SI.
import { isNumber, isSection, readArchive, type ArchiveReader } from '../../../../core/archive'
import type { Matrix3, Vec3 } from '../../../../core/chemistry'
import { resolve } from './refs'

export interface SegmentData {
  readonly kpoints: readonly Vec3[]
  /** [spin channel][k-point][band], J. */
  readonly energies: readonly (readonly (readonly number[])[])[]
  readonly endpointsLabels?: readonly (string | undefined)[]
}

export interface BandGapData {
  readonly channel: number
  /** J; 0 for a metal. */
  readonly value?: number
  readonly type?: string
  readonly energyHighestOccupied?: number
  readonly energyLowestUnoccupied?: number
  readonly label?: string
}

export interface BandStructureData {
  readonly label?: string
  readonly segments: readonly SegmentData[]
  /** 1/m, 2π included. */
  readonly reciprocalCell?: Matrix3
  readonly spinPolarized: boolean
  readonly bandGaps: readonly BandGapData[]
  /** The highest occupied energy (J) over the channels; undefined when no gap gives it. */
  readonly energyReference?: number
}

export interface DosChannelData {
  readonly energies: readonly number[]
  readonly values: readonly number[]
}

export interface DosData {
  readonly label?: string
  readonly spinPolarized: boolean
  readonly channels: readonly DosChannelData[]
  readonly energyReference?: number
}

const isVec3 = (v: unknown): v is Vec3 => Array.isArray(v) && v.length === 3 && v.every(isNumber)
const isMatrix3 = (m: unknown): m is Matrix3 => Array.isArray(m) && m.length === 3 && m.every(isVec3)
const numbers = (value: unknown): readonly number[] | undefined => (Array.isArray(value) && value.every(isNumber) ? value : undefined)

/** energies[spin][k][band]: three levels of numbers, else undefined. */
function energyTable(value: unknown): SegmentData['energies'] | undefined {
  if (!Array.isArray(value)) return undefined
  const ok = value.every((spin) => Array.isArray(spin) && spin.every((bands) => numbers(bands) !== undefined))
  return ok ? (value as SegmentData['energies']) : undefined
}

/** A segment (inline or referenced); undefined when it is not one. */
function readSegment(archive: unknown, value: unknown): SegmentData | undefined {
  const section = resolve(archive, value)
  if (!isSection(section)) return undefined
  const kpoints = section.kpoints
  const energies = energyTable(section.energies)
  if (!Array.isArray(kpoints) || !kpoints.every(isVec3) || !energies) return undefined
  const labels = section.endpoints_labels
  return {
    kpoints,
    energies,
    ...(Array.isArray(labels) && { endpointsLabels: labels.map((label) => (typeof label === 'string' ? label : undefined)) }),
  }
}

export function readBandGaps(section: ArchiveReader, key = 'band_gap'): BandGapData[] {
  return section.children(key).map((gap, i) => {
    const value = gap.number('value')
    const type = gap.string('type')
    const homo = gap.number('energy_highest_occupied')
    const lumo = gap.number('energy_lowest_unoccupied')
    const label = gap.string('provenance.label') ?? gap.string('label')
    return {
      channel: gap.number('index') ?? gap.number('spin_channel') ?? i,
      ...(value !== undefined && { value }),
      ...(type !== undefined && { type }),
      ...(homo !== undefined && { energyHighestOccupied: homo }),
      ...(lumo !== undefined && { energyLowestUnoccupied: lumo }),
      ...(label !== undefined && { label }),
    }
  })
}

const highestOccupied = (gaps: readonly BandGapData[]): number | undefined => {
  const values = gaps.map((gap) => gap.energyHighestOccupied).filter((e): e is number => e !== undefined)
  return values.length ? Math.max(...values) : undefined
}

/**
 * A band structure of results: its segments (every one must read, else none — the plot
 * then says it could not load), the reciprocal cell, the gaps and the reference.
 */
export function readBandStructure(archive: unknown, section: ArchiveReader): BandStructureData {
  const items = Array.isArray(section.section.segment) ? section.section.segment : []
  const segments = items.map((item) => readSegment(archive, item))
  const cell = resolve(archive, section.section.reciprocal_cell, 'reciprocal_cell')
  const bandGaps = readBandGaps(section)
  const reference = highestOccupied(bandGaps)
  const label = section.string('label')
  return {
    segments: segments.every((segment) => segment !== undefined) ? segments : [],
    spinPolarized: section.boolean('spin_polarized') ?? false,
    bandGaps,
    ...(isMatrix3(cell) && { reciprocalCell: cell }),
    ...(reference !== undefined && { energyReference: reference }),
    ...(label !== undefined && { label }),
  }
}

function channel(archive: unknown, energiesRef: unknown, totalRef: unknown): DosChannelData | undefined {
  const energies = numbers(resolve(archive, energiesRef, 'energies'))
  const values = numbers(resolve(archive, totalRef, 'value'))
  return energies && values ? { energies, values } : undefined
}

/**
 * A DOS of results in NOMAD's newer form (`data[]`: energies, total, energy_ref per
 * channel) or the older one (energies and a list of totals). A channel that does not read
 * is left out: the plot then finds too few (or, spin-polarised, not two) and says so.
 */
export function readDos(archive: unknown, section: ArchiveReader): DosData {
  const spinPolarized = section.boolean('spin_polarized') ?? false
  const label = section.string('label')
  const data = section.children('data')
  let channels: DosChannelData[]
  let references: number[]
  if (data.length > 0) {
    const ordered = [...data].sort((a, b) => (a.number('spin_channel') ?? 0) - (b.number('spin_channel') ?? 0))
    channels = ordered.flatMap((item) => channel(archive, item.section.energies, item.section.total) ?? [])
    references = ordered.flatMap((item) => item.number('energy_ref') ?? [])
  } else {
    const totals = Array.isArray(section.section.total) ? section.section.total : [section.section.total]
    channels = totals.flatMap((total) => channel(archive, section.section.energies, total) ?? [])
    references = readBandGaps(section).flatMap((gap) => gap.energyHighestOccupied ?? [])
  }
  return {
    spinPolarized,
    channels,
    ...(references.length > 0 && { energyReference: Math.max(...references) }),
    ...(label !== undefined && { label }),
  }
}

/** Readers of a repeated sub-section that may also be written as a single section. */
export function sectionsAt(parent: ArchiveReader | undefined, key: string): ArchiveReader[] {
  if (!parent) return []
  const value = parent.section[key]
  if (isSection(value)) return [readArchive(value)!]
  return parent.children(key)
}
