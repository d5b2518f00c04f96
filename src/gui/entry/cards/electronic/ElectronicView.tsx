// Pure view of the electronic card (spec 3 §2.2): the band structure with the density of
// states beside it on the same energy axis (relative to the highest occupied energy, in
// eV), the Brillouin zone with the k-path, and the band gaps. Each viewer draws in its
// own boundary ('Could not load band structure.', …); missing parts say 'no data'.
import { HTMLSelect } from '@blueprintjs/core'
import { useMemo, useState } from 'react'
import { BAND_STRUCTURE_ERROR, bandPlotData, BandStructurePlot, type BandPlotData } from '../../../viewers/bandStructure'
import { BrillouinZoneViewer } from '../../../viewers/brillouinZone'
import { DOS_ERROR, dosPlotData, DosPlot, type DosPlotData } from '../../../viewers/dos'
import { ELECTRON_VOLT, ENERGY_AXIS_TITLE, SPIN_COLORS, SPIN_LABELS } from '../../../viewers/svgPlot'
import { NoData, ViewerBoundary } from '../../../viewers/viewerBoundary'
import { attempt, Made, madeValue, type BandGapData, type BandStructureData, type DosData } from '../bandReaders'
import { PropertyCard, PropertySection, QuantityTable, type QuantityRow } from '../propertyCard'
import type { ElectronicData } from './read'
import './electronic.css'

export const ELECTRONIC_TITLE = 'Electronic properties'
export const BAND_STRUCTURE_TITLE = 'Band structure'
export const DOS_TITLE = 'Density of states'
export const BRILLOUIN_ZONE_TITLE = 'Brillouin zone'
export const BAND_GAP_TITLE = 'Band gap'
export const DOS_AXIS_TITLE = 'States (1/eV)'
const PLOT_HEIGHT = 420
/** Energies shown around the reference (eV), within what the data reaches. */
export const ENERGY_WINDOW: readonly [number, number] = [-10, 10]

/** The shared energy window: around the reference when there is one, else all the bands (or the DOS) reach. */
export function energyRange(bands: BandPlotData | undefined, dos: DosPlotData | undefined, referenced: boolean): [number, number] {
  const extent = bands?.extent ?? dos?.energyExtent
  if (!extent) return [ENERGY_WINDOW[0], ENERGY_WINDOW[1]]
  if (!referenced) return [extent[0], extent[1]]
  const low = Math.max(extent[0], ENERGY_WINDOW[0])
  const high = Math.min(extent[1], ENERGY_WINDOW[1])
  return high > low ? [low, high] : [ENERGY_WINDOW[0], ENERGY_WINDOW[1]]
}

function Choice({ label, items, value, onChange }: { label: string; items: readonly { readonly label?: string }[]; value: number; onChange: (index: number) => void }) {
  if (items.length < 2) return null
  return (
    <HTMLSelect aria-label={label} value={value} onChange={(event) => onChange(Number(event.currentTarget.value))} minimal>
      {items.map((item, i) => <option key={i} value={i}>{item.label ?? `${label} ${i + 1}`}</option>)}
    </HTMLSelect>
  )
}

export function gapRows(gaps: readonly BandGapData[], spinPolarized: boolean): QuantityRow[] {
  if (gaps.length === 0) return [{ label: BAND_GAP_TITLE, value: undefined }]
  return gaps.flatMap((gap) => {
    const suffix = spinPolarized || gaps.length > 1 ? ` (${SPIN_LABELS[gap.channel % 2].toLowerCase()})` : ''
    return [
      { label: `${BAND_GAP_TITLE}${suffix}`, value: gap.value, unit: 'joule' },
      { label: `Type${suffix}`, value: gap.type ?? (gap.value === 0 ? 'metallic' : undefined) },
    ]
  })
}

function SpinLegend({ channels }: { channels: number }) {
  if (channels < 2) return null
  return (
    <div className="tessera-svgplot-legend" aria-label="Spin channels">
      {SPIN_LABELS.map((text, i) => <span key={text} style={{ ['--swatch' as string]: SPIN_COLORS[i] }}>{text}</span>)}
    </div>
  )
}

export function ElectronicView({ data }: { readonly data: ElectronicData }) {
  const [bandIndex, setBandIndex] = useState(0)
  const [dosIndex, setDosIndex] = useState(0)
  const bands: BandStructureData | undefined = data.bandStructures[bandIndex]
  const dos: DosData | undefined = data.dos[dosIndex]
  // One reference for both plots, so they share the energy axis: the band structure's
  // highest occupied energy, or the DOS's where there are no bands.
  const reference = bands ? bands.energyReference : dos?.energyReference
  const bandPlot = useMemo(
    () => bands && attempt(() => bandPlotData({ segments: bands.segments, ...(bands.reciprocalCell && { reciprocalCell: bands.reciprocalCell }), ...(reference !== undefined && { energyReference: reference }), unit: ELECTRON_VOLT })),
    [bands, reference],
  )
  const dosPlot = useMemo(
    () => dos && attempt(() => dosPlotData({ channels: dos.channels, spinPolarized: dos.spinPolarized, ...(reference !== undefined && { energyReference: reference }), unit: ELECTRON_VOLT })),
    [dos, reference],
  )
  const range = energyRange(madeValue(bandPlot), madeValue(dosPlot), reference !== undefined)
  const gaps = bands?.bandGaps.length ? bands.bandGaps : data.bandGaps
  const channels = Math.max(bands?.segments[0]?.energies.length ?? 0, dos?.channels.length ?? 0)

  return (
    <PropertyCard
      title={ELECTRONIC_TITLE}
      actions={
        <>
          <Choice label={BAND_STRUCTURE_TITLE} items={data.bandStructures} value={bandIndex} onChange={setBandIndex} />
          <Choice label={DOS_TITLE} items={data.dos} value={dosIndex} onChange={setDosIndex} />
        </>
      }
    >
      <SpinLegend channels={channels} />
      <div className="tessera-electronic-plots">
        <PropertySection title={BAND_STRUCTURE_TITLE}>
          {bandPlot && bands ? (
            <ViewerBoundary message={BAND_STRUCTURE_ERROR} resetKey={bands}>
              <Made made={bandPlot}>
                {(plot) => (
                  <BandStructurePlot data={plot} energyRange={range} height={PLOT_HEIGHT} axisTitle={ENERGY_AXIS_TITLE} label={BAND_STRUCTURE_TITLE} missingReference={reference === undefined} />
                )}
              </Made>
            </ViewerBoundary>
          ) : (
            <NoData height={PLOT_HEIGHT} />
          )}
        </PropertySection>
        <PropertySection title={DOS_TITLE}>
          {dosPlot && dos ? (
            <ViewerBoundary message={DOS_ERROR} resetKey={dos}>
              <Made made={dosPlot}>
                {(plot) => (
                  <DosPlot data={plot} energyRange={range} height={PLOT_HEIGHT} energyTitle={ENERGY_AXIS_TITLE} densityTitle={DOS_AXIS_TITLE} label={DOS_TITLE} energyAxis={!bands} referenceLine={reference !== undefined} />
                )}
              </Made>
            </ViewerBoundary>
          ) : (
            <NoData height={PLOT_HEIGHT} />
          )}
        </PropertySection>
      </div>
      <div className="tessera-electronic-details">
        <PropertySection title={BRILLOUIN_ZONE_TITLE}>
          {bands?.reciprocalCell ? <BrillouinZoneViewer reciprocalCell={bands.reciprocalCell} segments={bands.segments} height={280} /> : <NoData height={120} />}
        </PropertySection>
        <PropertySection title={BAND_GAP_TITLE}>
          <QuantityTable rows={gapRows(gaps, bands?.spinPolarized ?? gaps.length > 1)} label={BAND_GAP_TITLE} />
        </PropertySection>
      </div>
    </PropertyCard>
  )
}
