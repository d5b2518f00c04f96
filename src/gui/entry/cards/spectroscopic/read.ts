// What the card reads: results.properties.spectroscopic.spectra (spec 3 §3).
import { readArchive } from '../../../../core/archive'
import type { ArchiveRequired } from '../../../api'
import { MalformedData, optionalString, readOrMalformed, requiredNumbers } from '../propertyCard'

export const SPECTROSCOPIC_REQUIRED: ArchiveRequired = { results: { properties: { spectroscopic: '*' } } }

export interface Spectrum {
  /** EELS, XAS, XPS, … */
  readonly type?: string
  /** 'computation' or 'experiment'. */
  readonly label?: string
  /** joule */
  readonly energies: readonly number[]
  readonly intensities: readonly number[]
  readonly intensitiesUnits?: string
}

export function readSpectra(archive: unknown): readonly Spectrum[] | 'malformed' {
  const parent = readArchive(archive)?.child('results.properties.spectroscopic')
  const raw = parent?.section.spectra
  if (!parent || raw === undefined || raw === null) return []
  return readOrMalformed(() => {
    if (!Array.isArray(raw)) throw new MalformedData('spectra is not a list')
    return raw.map((_, index) => {
      const section = parent.child(['spectra', index])
      if (!section) throw new MalformedData('a spectrum that is not a section')
      const energies = requiredNumbers(section, 'energies')
      const intensities = requiredNumbers(section, 'intensities')
      if (energies.length !== intensities.length) throw new MalformedData('energies and intensities of different lengths')
      const type = optionalString(section, 'type')
      const label = optionalString(section, 'label')
      const intensitiesUnits = optionalString(section, 'intensities_units')
      return { energies, intensities, ...(type !== undefined && { type }), ...(label !== undefined && { label }), ...(intensitiesUnits !== undefined && { intensitiesUnits }) }
    })
  })
}
