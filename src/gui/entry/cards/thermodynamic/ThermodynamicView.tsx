// Pure view: each trajectory as panels stacked on a shared time axis (temperature,
// pressure, potential energy; 450 px, spec 3 §9) and the MD settings it came from.
import { useMemo } from 'react'
import { useQuantityUnit } from '../../../units'
import { LinePlot, NO_DATA_TEXT, ViewerBoundary, ViewerMessage, type PlotAxis, type Series } from '../../../viewers/plots'
import { PropertyCard, PropertySection, QuantityTable } from '../propertyCard'
import { TRAJECTORY_QUANTITIES, type Trajectory } from './read'

export const THERMODYNAMIC_TITLE = 'Thermodynamic properties'
export const TRAJECTORY_TITLE = 'Trajectory'
/** Spec 3 §8 and §9. */
export const TRAJECTORY_ERROR = 'Could not load trajectory data.'
export const TRAJECTORY_HEIGHT = 450

export function ThermodynamicView({ trajectories }: { readonly trajectories: readonly (Trajectory | 'malformed')[] }) {
  return (
    <PropertyCard title={THERMODYNAMIC_TITLE}>
      {trajectories.length === 0 && <ViewerMessage message={NO_DATA_TEXT} />}
      {trajectories.map((trajectory, index) => (
        <PropertySection key={index} title={trajectories.length > 1 ? `${TRAJECTORY_TITLE} ${index + 1}` : TRAJECTORY_TITLE}>
          <ViewerBoundary message={TRAJECTORY_ERROR} resetKey={trajectory}>
            {trajectory === 'malformed' ? <ViewerMessage message={TRAJECTORY_ERROR} intent="danger" /> : <TrajectoryPlot trajectory={trajectory} />}
          </ViewerBoundary>
        </PropertySection>
      ))}
    </PropertyCard>
  )
}

function TrajectoryPlot({ trajectory }: { readonly trajectory: Trajectory }) {
  const time = useQuantityUnit('second')
  const temperature = useQuantityUnit('kelvin')
  const pressure = useQuantityUnit('pascal')
  const energy = useQuantityUnit('joule')
  const units = useMemo(() => ({ temperature, pressure, energy_potential: energy }), [temperature, pressure, energy])
  const { series, panels } = useMemo(() => {
    const shown = TRAJECTORY_QUANTITIES.filter(({ key }) => trajectory.series[key])
    return {
      panels: shown.map(({ key, title }): { id: string; y: PlotAxis } => ({ id: key, y: { title, unit: units[key].label } })),
      series: shown.map(({ key, title }): Series => {
        const data = trajectory.series[key] ?? { times: [], values: [] }
        return { name: title, panel: key, x: data.times.map(time.toDisplay), y: data.values.map(units[key].toDisplay) }
      }),
    }
  }, [trajectory, time, units])
  if (series.length === 0) return <ViewerMessage message={NO_DATA_TEXT} />
  return (
    <>
      <LinePlot label={TRAJECTORY_TITLE} series={series} panels={panels} x={{ title: 'Time', unit: time.label }} y={panels[0].y} height={TRAJECTORY_HEIGHT} legend={false} />
      {(trajectory.ensemble !== undefined || trajectory.timeStep !== undefined) && (
        <QuantityTable
          label="Molecular dynamics"
          rows={[
            { label: 'Ensemble', value: trajectory.ensemble },
            { label: 'Time step', value: trajectory.timeStep, unit: 'second' },
          ]}
        />
      )}
    </>
  )
}
