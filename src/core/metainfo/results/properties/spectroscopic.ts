// results.properties.spectroscopic: spectra from experiment or computation. Nested, so
// a query for an EELS spectrum with a given resolution matches within one spectrum.
import { enumOf, float, int32, searched, str, sub, suggested } from '../../definitions'
import { ElectronicStructureProvenance } from '../../run'
import { resultsPackage, UNAVAILABLE } from '../package'

export const EELSMethodology = resultsPackage.section({
  name: 'EELSMethodology',
  description: 'How an electron energy loss spectrum was measured.',
  quantities: [
    str('detector_type', 'The kind of detector.', suggested),
    float('resolution', 'joule', 'The energy resolution of the detector.', searched),
    float('max_energy', 'joule', 'The highest energy the detector recorded.', searched),
    float('min_energy', 'joule', 'The lowest energy the detector recorded.', searched),
  ],
})

export const SpectraProvenance = resultsPackage.section({
  name: 'SpectraProvenance',
  description: 'The method behind a spectrum, measured or computed.',
  subSections: [
    sub('eels', EELSMethodology),
    sub('electronic_structure', ElectronicStructureProvenance, { repeats: true }),
  ],
})

export const Spectra = resultsPackage.section({
  name: 'Spectra',
  description: 'A spectrum: intensities at a series of excitation energies.',
  nested: true,
  quantities: [
    enumOf('type', ['EELS', 'XAS', 'XANES', 'EXAFS', 'XES', 'XPS', 'RXIS', UNAVAILABLE], 'The spectroscopy: EELS, XAS, XPS, …', suggested),
    enumOf('label', ['computation', 'experiment'], 'Whether the spectrum was computed or measured.', suggested),
    int32('n_energies', 'Number of excitation energies.'),
    float('energies', 'joule', 'The excitation energies.', { shape: ['n_energies'] }),
    float('intensities', undefined, 'The intensity at each energy, in arbitrary units or in intensities_units.', { shape: ['n_energies'] }),
    str('intensities_units', 'The unit of the intensities, e.g. F/m for a dielectric function or counts for a detector.'),
  ],
  subSections: [sub('provenance', SpectraProvenance)],
})

export const SpectroscopicProperties = resultsPackage.section({
  name: 'SpectroscopicProperties',
  description: 'Spectroscopic properties.',
  subSections: [sub('spectra', Spectra, { repeats: true })],
})
