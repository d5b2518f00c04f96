// results.properties.electronic: band gaps, densities of states and band structures.
// The bulky arrays stay in the run; results hold references to them
// ('#/run/0/calculation/3/dos_electronic/0') and the few numbers search needs.
import { methodName } from '../method'
import {
  at,
  finite,
  indexedSections,
  matrix,
  refIndex,
  representativeMethodIndex,
  runRef,
  sectionAt,
} from '../workflow'
import type { Json } from '../workflow'
import { gapFromOccupations, gapFromReference, sameKPoint } from './bandGap'
import type { ChannelGap } from './bandGap'

type Indexed = { index: number; section: Json }

/** A [spin][k-point][band] array (shape checked, numbers checked where used). */
function spinBands(value: unknown): number[][][] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined
  const valid = value.every((spin) => Array.isArray(spin) && spin.length > 0 && spin.every((k) => Array.isArray(k)))
  return valid ? (value as number[][][]) : undefined
}

const nonEmpty = (value: unknown): boolean => Array.isArray(value) && value.length > 0

/** Label and method of the calculation a property comes from (results provenance). */
function provenance(run: Json, calculation: Json): Json {
  const index = refIndex(calculation.method_ref, 'method', run) ?? representativeMethodIndex(run)
  const method = sectionAt(run.method, index)
  const label = method && methodName(method)
  return { ...(label ? { label } : {}), ...(index !== undefined ? { methodology: runRef('method', index) } : {}) }
}

const fermiOf = (calculation: Json): number | undefined => finite(at(calculation, 'energy', 'fermi'))
const highestOccupiedOf = (calculation: Json): number | undefined => finite(at(calculation, 'energy', 'highest_occupied'))

// ---------------------------------------------------------------------------------
// Band structures

interface FoundBandStructure {
  calculation: Indexed
  bandStructure: Indexed
  segments: Indexed[]
}

/** Band structures whose every segment has k-points and energies (NOMAD's validity rule), in archive order. */
function bandStructures(calculations: Indexed[]): FoundBandStructure[] {
  return calculations.flatMap((calculation) =>
    indexedSections(calculation.section.band_structure_electronic).flatMap((bandStructure) => {
      const segments = indexedSections(bandStructure.section.segment)
      const valid = segments.length > 0 && segments.every((s) => nonEmpty(s.section.kpoints) && spinBands(s.section.energies))
      return valid ? [{ calculation, bandStructure, segments }] : []
    }),
  )
}

/**
 * Gaps of a band structure per spin channel, relative to the calculation's Fermi level
 * (else its highest occupied energy, else the band structure's own Fermi level).
 */
function bandStructureGaps({ calculation, bandStructure, segments }: FoundBandStructure): ChannelGap[] {
  const reference = fermiOf(calculation.section) ?? highestOccupiedOf(calculation.section) ?? finite(bandStructure.section.energy_fermi)
  if (reference === undefined) return []
  const spins = spinBands(segments[0].section.energies)!.length
  const reciprocal = matrix(bandStructure.section.reciprocal_cell, 3)
  const gaps: ChannelGap[] = []
  for (let spin = 0; spin < spins; spin++) {
    const energies: number[][] = []
    const kpoints: number[][] = []
    for (const { section } of segments) {
      const channel = spinBands(section.energies)![spin]
      const points = section.kpoints as unknown[]
      if (!channel || channel.length !== points.length) continue
      energies.push(...channel)
      kpoints.push(...points.map((p) => (Array.isArray(p) ? (p as number[]) : [])))
    }
    const gap = gapFromReference(spin, { energies, kpoints }, reference, sameKPoint(kpoints, reciprocal?.length === 3 ? reciprocal : undefined))
    if (gap) gaps.push(gap)
  }
  return gaps
}

// ---------------------------------------------------------------------------------
// Eigenvalues and energies

/** Gaps per spin channel from the eigenvalues of a calculation: by occupations, else by its Fermi level. */
function eigenvalueGaps(calculation: Json): ChannelGap[] {
  const sections = indexedSections(calculation.eigenvalues)
  const eigenvalues = sections[sections.length - 1]?.section
  const energies = spinBands(eigenvalues?.energies)
  if (!eigenvalues || !energies) return []
  const occupations = spinBands(eigenvalues.occupations)
  const kpoints = matrix(eigenvalues.kpoints, 3)
  const fermi = fermiOf(calculation)
  const reference = fermi ?? highestOccupiedOf(calculation)
  const gaps: ChannelGap[] = []
  energies.forEach((channel, spin) => {
    const sameK = sameKPoint(kpoints, undefined)
    const gap = occupations?.[spin]
      ? gapFromOccupations(spin, { energies: channel }, occupations[spin], fermi, sameK)
      : reference !== undefined
        ? gapFromReference(spin, { energies: channel }, reference, sameK)
        : undefined
    if (gap) gaps.push(gap)
  })
  return gaps
}

/** One gap from the highest occupied and lowest unoccupied energies the code printed. */
function printedGap(calculation: Json): ChannelGap[] {
  const highest = highestOccupiedOf(calculation)
  const lowest = finite(at(calculation, 'energy', 'lowest_unoccupied'))
  if (highest === undefined || lowest === undefined) return []
  return [{ index: 0, value: Math.max(0, lowest - highest), energy_highest_occupied: highest, energy_lowest_unoccupied: lowest }]
}

// ---------------------------------------------------------------------------------
// Densities of states

/** The DOS sections of the last calculation that has a usable one (energies and a total). */
function lastDos(calculations: Indexed[]): { calculation: Indexed; dos: Indexed[] } | undefined {
  for (let c = calculations.length - 1; c >= 0; c--) {
    const dos = indexedSections(calculations[c].section.dos_electronic).filter(
      ({ section }) => nonEmpty(section.energies) && nonEmpty(at(indexedSections(section.total)[0]?.section, 'value')),
    )
    if (dos.length > 0) return { calculation: calculations[c], dos }
  }
  return undefined
}

function densitiesOfStates(run: Json, calculations: Indexed[], gapsOfCalculation: (c: Json) => ChannelGap[]): Json {
  const found = lastDos(calculations)
  if (!found) return {}
  const { calculation, dos } = found
  const base = `${runRef('calculation', calculation.index)}/dos_electronic`
  const label = provenance(run, calculation.section).label
  const channelGaps = gapsOfCalculation(calculation.section)
  const data = dos.map(({ index, section }, n) => {
    const spin = finite(section.spin_channel) ?? n
    const fermi = finite(section.energy_fermi) ?? fermiOf(calculation.section)
    // The energy plots put at zero: the highest occupied state, not the Fermi level.
    const reference = highestOccupiedOf(calculation.section) ?? channelGaps.find((g) => g.index === spin)?.energy_highest_occupied ?? fermi
    const totalIndex = indexedSections(section.total)[0].index
    return {
      energies: `${base}/${index}`,
      total: `${base}/${index}/total/${totalIndex}`,
      spin_channel: spin,
      ...(fermi !== undefined ? { energy_fermi: fermi } : {}),
      ...(reference !== undefined ? { energy_ref: reference } : {}),
    }
  })
  const electronic: Json = {
    dos_electronic_new: [{ ...(label ? { label } : {}), spin_polarized: dos.length === 2, has_projected: false, data }],
  }
  // The older form cannot hold two spin channels; NOMAD writes it only for one.
  if (dos.length === 1) {
    const [{ index, section }] = dos
    const fermi = data[0].energy_fermi
    electronic.dos_electronic = [{
      ...(label ? { label } : {}),
      spin_polarized: false,
      energies: `${base}/${index}`,
      total: indexedSections(section.total).map((t) => `${base}/${index}/total/${t.index}`),
      ...(fermi !== undefined ? { energy_fermi: fermi } : {}),
    }]
  }
  return electronic
}

// ---------------------------------------------------------------------------------

/**
 * The electronic properties of a run; empty when it has none. Band gaps come from the
 * last band structure, else the eigenvalues of the last calculation with eigenvalues,
 * else the highest occupied / lowest unoccupied energies of the last calculation.
 */
export function electronicProperties(run: Json): Json {
  const calculations = indexedSections(run.calculation)
  const electronic: Json = {}

  const found = bandStructures(calculations)
  const bandStructureResults = found.map((bs) => {
    const base = `${runRef('calculation', bs.calculation.index)}/band_structure_electronic/${bs.bandStructure.index}`
    const label = provenance(run, bs.calculation.section).label
    const fermi = fermiOf(bs.calculation.section) ?? finite(bs.bandStructure.section.energy_fermi)
    const gaps = bandStructureGaps(bs)
    return {
      ...(label ? { label } : {}),
      ...(matrix(bs.bandStructure.section.reciprocal_cell, 3) ? { reciprocal_cell: base } : {}),
      segment: bs.segments.map((s) => `${base}/segment/${s.index}`),
      spin_polarized: spinBands(bs.segments[0].section.energies)!.length > 1,
      ...(fermi !== undefined ? { energy_fermi: fermi } : {}),
      ...(gaps.length > 0 ? { band_gap: gaps } : {}),
    }
  })
  if (bandStructureResults.length > 0) electronic.band_structure_electronic = bandStructureResults

  const lastBandStructure = found[found.length - 1]
  const withEigenvalues = [...calculations].reverse().find((c) => nonEmpty(c.section.eigenvalues))
  const lastCalculation = calculations[calculations.length - 1]
  const sources: [Indexed | undefined, (c: Json) => ChannelGap[]][] = [
    [lastBandStructure?.calculation, () => (lastBandStructure ? bandStructureGaps(lastBandStructure) : [])],
    [withEigenvalues, eigenvalueGaps],
    [lastCalculation, printedGap],
  ]
  for (const [calculation, gapsOf] of sources) {
    const gaps = calculation ? gapsOf(calculation.section) : []
    if (gaps.length === 0) continue
    const origin = provenance(run, calculation!.section)
    electronic.band_gap = gaps.map((gap) => ({ ...gap, provenance: origin }))
    break
  }

  Object.assign(electronic, densitiesOfStates(run, calculations, eigenvalueGaps))
  return electronic
}
