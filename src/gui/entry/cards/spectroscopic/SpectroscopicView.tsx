// Pure view: the spectra as lines of intensity against energy, one per spectrum, named
// by their kind and whether they were measured or computed.
import { useMemo } from 'react'
import { useQuantityUnit } from '../../../units'
import { LinePlot, NO_DATA_TEXT, ViewerBoundary, ViewerMessage, type Series } from '../../../viewers/plots'
import { PropertyCard, PropertySection } from '../propertyCard'
import type { Spectrum } from './read'

export const SPECTROSCOPIC_TITLE = 'Spectroscopic properties'
export const SPECTRA_TITLE = 'Spectra'
/** Spec 3 §8, word for word. */
export const SPECTRA_ERROR = 'Could not load Spectra.'

/** `XAS (computation)`; spectra without a name are numbered. */
export function spectrumName(spectrum: Spectrum, index: number): string {
  const kind = spectrum.type && spectrum.type !== 'unavailable' ? spectrum.type : `Spectrum ${index + 1}`
  return spectrum.label ? `${kind} (${spectrum.label})` : kind
}

/** Names made unique, so two spectra of one kind get a line each. */
function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>()
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1
    seen.set(name, count)
    return count === 1 ? name : `${name} ${count}`
  })
}

export function SpectroscopicView({ data }: { readonly data: readonly Spectrum[] | 'malformed' }) {
  return (
    <PropertyCard title={SPECTROSCOPIC_TITLE}>
      <PropertySection title={SPECTRA_TITLE}>
        <ViewerBoundary message={SPECTRA_ERROR} resetKey={data}>
          {data === 'malformed' ? (
            <ViewerMessage message={SPECTRA_ERROR} intent="danger" />
          ) : data.length === 0 ? (
            <ViewerMessage message={NO_DATA_TEXT} />
          ) : (
            <Spectra spectra={data} />
          )}
        </ViewerBoundary>
      </PropertySection>
    </PropertyCard>
  )
}

function Spectra({ spectra }: { readonly spectra: readonly Spectrum[] }) {
  const energy = useQuantityUnit('joule')
  const series = useMemo(() => {
    const names = uniqueNames(spectra.map(spectrumName))
    return spectra.map((spectrum, index): Series => ({ name: names[index], x: spectrum.energies.map(energy.toDisplay), y: spectrum.intensities }))
  }, [spectra, energy])
  const units = [...new Set(spectra.map((spectrum) => spectrum.intensitiesUnits ?? 'a.u.'))]
  return (
    <LinePlot
      label={SPECTRA_TITLE}
      series={series}
      x={{ title: 'Energy', unit: energy.label }}
      y={{ title: 'Intensity', unit: units.length === 1 ? units[0] : 'a.u.' }}
      height={360}
    />
  )
}
