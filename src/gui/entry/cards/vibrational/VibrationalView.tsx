// Pure view of the vibrational card (spec 3 §2.2): the phonon dispersion with the phonon
// DOS beside it on the same energy axis (meV; zero is zero, no reference to shift by),
// the heat capacity and the Helmholtz free energy over temperature. Each plot draws in
// its own boundary; missing parts say 'no data'.
import { useMemo } from 'react'
import { bandPlotData, BandStructurePlot, BAND_STRUCTURE_ERROR } from '../../../viewers/bandStructure'
import { DOS_ERROR, dosPlotData, DosPlot } from '../../../viewers/dos'
import { BOLTZMANN, ELECTRON_VOLT, MILLI_ELECTRON_VOLT, PHONON_AXIS_TITLE, XyPlot } from '../../../viewers/svgPlot'
import { NoData, ViewerBoundary } from '../../../viewers/viewerBoundary'
import { attempt, Made, madeValue } from '../bandReaders'
import { PropertyCard, PropertySection } from '../propertyCard'
import type { Curve, VibrationalData } from './read'
import './vibrational.css'

export const VIBRATIONAL_TITLE = 'Vibrational properties'
export const PHONON_BANDS_TITLE = 'Phonon dispersion'
export const PHONON_DOS_TITLE = 'Phonon density of states'
export const HEAT_CAPACITY_TITLE = 'Heat capacity'
export const FREE_ENERGY_TITLE = 'Helmholtz free energy'
/** Spec 3 §8. */
export const HEAT_CAPACITY_ERROR = 'Could not load heat capacity.'
export const FREE_ENERGY_ERROR = 'Could not load Helmholtz free energy.'
export const PHONON_DOS_AXIS_TITLE = 'States (1/meV)'
export const TEMPERATURE_TITLE = 'Temperature (K)'
export const HEAT_CAPACITY_AXIS_TITLE = 'Heat capacity (kB)'
export const FREE_ENERGY_AXIS_TITLE = 'Free energy (eV/atom)'
const PLOT_HEIGHT = 380
const CURVE_HEIGHT = 280

class CurveError extends Error {
  override name = 'CurveError'
}

function CurvePlot({ curve, scale, xTitle, yTitle, label, error }: { curve: Curve | undefined; scale: number; xTitle: string; yTitle: string; label: string; error: string }) {
  if (!curve) return <NoData height={CURVE_HEIGHT} />
  return (
    <ViewerBoundary message={error} resetKey={curve}>
      <CurveOrThrow curve={curve}>
        {(c) => <XyPlot xs={c.temperatures} ys={c.values.map((v) => v / scale)} xTitle={xTitle} yTitle={yTitle} label={label} height={CURVE_HEIGHT} />}
      </CurveOrThrow>
    </ViewerBoundary>
  )
}

function CurveOrThrow({ curve, children }: { curve: Curve; children: (curve: Exclude<Curve, { malformed: true }>) => React.ReactNode }) {
  if ('malformed' in curve) throw new CurveError('The curve has temperatures and values that do not fit.')
  return <>{children(curve)}</>
}

export function VibrationalView({ data }: { readonly data: VibrationalData }) {
  const { bandStructure: bands, dos } = data
  const bandPlot = useMemo(
    () => bands && attempt(() => bandPlotData({ segments: bands.segments, ...(bands.reciprocalCell && { reciprocalCell: bands.reciprocalCell }), unit: MILLI_ELECTRON_VOLT })),
    [bands],
  )
  const dosPlot = useMemo(() => dos && attempt(() => dosPlotData({ channels: dos.channels, spinPolarized: dos.spinPolarized, unit: MILLI_ELECTRON_VOLT })), [dos])
  const extent = madeValue(bandPlot)?.extent ?? madeValue(dosPlot)?.energyExtent ?? [0, 1]
  // Phonon energies start at (or just below) zero: the axis starts there too.
  const range: [number, number] = [Math.min(0, extent[0]), extent[1] > extent[0] ? extent[1] * 1.05 : extent[0] + 1]
  return (
    <PropertyCard title={VIBRATIONAL_TITLE}>
      <div className="tessera-vibrational-plots">
        <PropertySection title={PHONON_BANDS_TITLE}>
          {bandPlot ? (
            <ViewerBoundary message={BAND_STRUCTURE_ERROR} resetKey={bands}>
              <Made made={bandPlot}>
                {(plot) => <BandStructurePlot data={plot} energyRange={range} height={PLOT_HEIGHT} axisTitle={PHONON_AXIS_TITLE} label={PHONON_BANDS_TITLE} />}
              </Made>
            </ViewerBoundary>
          ) : (
            <NoData height={PLOT_HEIGHT} />
          )}
        </PropertySection>
        <PropertySection title={PHONON_DOS_TITLE}>
          {dosPlot ? (
            <ViewerBoundary message={DOS_ERROR} resetKey={dos}>
              <Made made={dosPlot}>
                {(plot) => (
                  <DosPlot data={plot} energyRange={range} height={PLOT_HEIGHT} energyTitle={PHONON_AXIS_TITLE} densityTitle={PHONON_DOS_AXIS_TITLE} label={PHONON_DOS_TITLE} energyAxis={!bandPlot} referenceLine={false} />
                )}
              </Made>
            </ViewerBoundary>
          ) : (
            <NoData height={PLOT_HEIGHT} />
          )}
        </PropertySection>
      </div>
      <div className="tessera-vibrational-curves">
        <PropertySection title={HEAT_CAPACITY_TITLE}>
          <CurvePlot curve={data.heatCapacity} scale={BOLTZMANN} xTitle={TEMPERATURE_TITLE} yTitle={HEAT_CAPACITY_AXIS_TITLE} label={HEAT_CAPACITY_TITLE} error={HEAT_CAPACITY_ERROR} />
        </PropertySection>
        <PropertySection title={FREE_ENERGY_TITLE}>
          <CurvePlot curve={data.freeEnergy} scale={ELECTRON_VOLT} xTitle={TEMPERATURE_TITLE} yTitle={FREE_ENERGY_AXIS_TITLE} label={FREE_ENERGY_TITLE} error={FREE_ENERGY_ERROR} />
        </PropertySection>
      </div>
    </PropertyCard>
  )
}
