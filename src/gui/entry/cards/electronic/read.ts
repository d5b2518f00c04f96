// What the electronic card draws, read once from its part of the archive:
// results.properties.electronic (band structures, DOS, band gaps) with the run's band
// structures and DOS those refer to.
import { readArchive } from '../../../../core/archive'
import type { ArchiveRequired } from '../../../api'
import { readBandGaps, readBandStructure, readDos, sectionsAt, type BandGapData, type BandStructureData, type DosData } from '../bandReaders'

/** Only the band structures and DOS of each calculation: the references point there. */
export const ELECTRONIC_REQUIRED: ArchiveRequired = {
  results: { properties: { electronic: '*' } },
  run: { calculation: { band_structure_electronic: '*', dos_electronic: '*' } },
}

export interface ElectronicData {
  readonly bandStructures: readonly BandStructureData[]
  readonly dos: readonly DosData[]
  /** results.properties.electronic.band_gap: one per spin channel and method. */
  readonly bandGaps: readonly BandGapData[]
}

export function readElectronic(archive: unknown): ElectronicData {
  const electronic = readArchive(archive)?.child('results.properties.electronic')
  // The newer DOS form first (it carries the energy reference per channel); the older
  // one only where there is no newer one.
  const newer = sectionsAt(electronic, 'dos_electronic_new')
  const dos = (newer.length > 0 ? newer : sectionsAt(electronic, 'dos_electronic')).map((section) => readDos(archive, section))
  return {
    bandStructures: sectionsAt(electronic, 'band_structure_electronic').map((section) => readBandStructure(archive, section)),
    dos,
    bandGaps: electronic ? readBandGaps(electronic) : [],
  }
}
