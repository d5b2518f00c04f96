// Pure view: the energy convergence plot (total change; change per step on a log axis
// with the tolerance dashed) and the final changes against their tolerances, in the
// user's units.
import { useMemo } from 'react'
import { useQuantityUnit } from '../../../units'
import { LinePlot, NO_DATA_TEXT, ViewerBoundary, ViewerMessage } from '../../../viewers/plots'
import { PropertyCard, PropertySection, QuantityTable } from '../propertyCard'
import { CHANGE_PER_STEP, convergenceSeries, TOTAL_CHANGE } from './convergence'
import type { GeometryOptimization } from './read'

export const GEOMETRY_OPTIMIZATION_TITLE = 'Geometry optimization'
export const ENERGY_CONVERGENCE_TITLE = 'Energy convergence'
export const CONVERGENCE_TITLE = 'Convergence'
/** Spec 3 §8. */
export const GEOMETRY_OPTIMIZATION_ERROR = 'Could not load geometry optimization data.'
export const ENERGIES_ERROR = 'Could not load energies.'

export function GeometryOptimizationView({ data }: { readonly data: GeometryOptimization | 'malformed' }) {
  return (
    <PropertyCard title={GEOMETRY_OPTIMIZATION_TITLE}>
      {data === 'malformed' ? <ViewerMessage message={GEOMETRY_OPTIMIZATION_ERROR} intent="danger" /> : <Optimization data={data} />}
    </PropertyCard>
  )
}

function Optimization({ data }: { readonly data: GeometryOptimization }) {
  const energy = useQuantityUnit('joule')
  const series = useMemo(
    () => convergenceSeries(data.energies.map(energy.toDisplay), data.energyTolerance === undefined ? undefined : energy.toDisplay(data.energyTolerance)),
    [data, energy],
  )
  return (
    <>
      <PropertySection title={ENERGY_CONVERGENCE_TITLE}>
        <ViewerBoundary message={ENERGIES_ERROR} resetKey={data}>
          {data.energies.length < 2 ? (
            <ViewerMessage message={NO_DATA_TEXT} />
          ) : (
            <LinePlot
              label={ENERGY_CONVERGENCE_TITLE}
              series={series}
              x={{ title: 'Step number', integer: true }}
              y={{ title: TOTAL_CHANGE, unit: energy.label }}
              y2={{ title: CHANGE_PER_STEP, unit: energy.label, scale: 'log' }}
              height={360}
              legend
            />
          )}
        </ViewerBoundary>
      </PropertySection>
      <PropertySection title={CONVERGENCE_TITLE}>
        <QuantityTable
          label={CONVERGENCE_TITLE}
          rows={[
            { label: 'Final energy difference', value: data.finalEnergyDifference, unit: 'joule', description: 'The energy change of the last step.' },
            { label: 'Energy tolerance', value: data.energyTolerance, unit: 'joule', description: 'Energy change between steps below which the optimisation counts as converged.' },
            { label: 'Steps', value: data.nCalculations ?? data.energies.length },
            { label: 'Optimized', value: data.type, description: 'What was allowed to relax.' },
            { label: 'Final force maximum', value: data.finalForceMaximum, unit: 'newton', description: 'The largest force on any atom at the end.' },
            { label: 'Force tolerance', value: data.forceTolerance, unit: 'newton', description: 'Largest remaining force below which the optimisation counts as converged.' },
            { label: 'Final displacement maximum', value: data.finalDisplacementMaximum, unit: 'meter', description: 'The largest displacement of any atom in the last step.', span: 2 },
          ]}
        />
      </PropertySection>
    </>
  )
}
