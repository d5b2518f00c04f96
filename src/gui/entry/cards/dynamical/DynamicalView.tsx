// Pure view: one log–log plot per kind of displacement (atoms, molecules), a line per
// label, whose legend carries the diffusion constant fitted to it.
import { useMemo } from 'react'
import { numberText, useQuantityUnit, type QuantityUnit } from '../../../units'
import { LinePlot, NO_DATA_TEXT, ViewerBoundary, ViewerMessage, type Series } from '../../../viewers/plots'
import { capitalize, groupBy, PropertyCard, PropertySection } from '../propertyCard'
import type { MeanSquaredDisplacement } from './read'

export const DYNAMICAL_TITLE = 'Dynamical properties'
/** Spec 3 §8. */
export const MSD_ERROR = 'Could not load mean squared displacement data.'

export const msdTitle = (type: string) => `${capitalize(type)} mean squared displacements`

/** `O: D = 2.1e-9 m^2/s ± 1e-10`, the legend of a displacement. */
export function msdName(msd: MeanSquaredDisplacement, diffusion: QuantityUnit): string {
  if (msd.diffusionConstant === undefined) return msd.label
  const error = msd.diffusionConstantErrors?.[0]
  const plusMinus = error === undefined ? '' : ` ± ${numberText(diffusion.toDisplay(error))}`
  return `${msd.label}: D = ${numberText(diffusion.toDisplay(msd.diffusionConstant))}${plusMinus} ${diffusion.label}`
}

export function DynamicalView({ data }: { readonly data: readonly MeanSquaredDisplacement[] | 'malformed' }) {
  return (
    <PropertyCard title={DYNAMICAL_TITLE}>
      {data === 'malformed' ? (
        <ViewerMessage message={MSD_ERROR} intent="danger" />
      ) : data.length === 0 ? (
        <ViewerMessage message={NO_DATA_TEXT} />
      ) : (
        groupBy(data, (msd) => msd.type).map(([type, displacements]) => (
          <PropertySection key={type} title={msdTitle(type)}>
            <ViewerBoundary message={MSD_ERROR} resetKey={displacements}>
              <Displacements type={type} displacements={displacements} />
            </ViewerBoundary>
          </PropertySection>
        ))
      )}
    </PropertyCard>
  )
}

function Displacements({ type, displacements }: { readonly type: string; readonly displacements: readonly MeanSquaredDisplacement[] }) {
  const time = useQuantityUnit('second')
  const area = useQuantityUnit('meter ** 2')
  const diffusion = useQuantityUnit('meter ** 2 / second')
  const series = useMemo(
    () =>
      displacements.map((msd): Series => ({
        name: msdName(msd, diffusion),
        x: msd.times.map(time.toDisplay),
        y: msd.values.map(area.toDisplay),
      })),
    [displacements, time, area, diffusion],
  )
  return (
    <LinePlot
      label={msdTitle(type)}
      series={series}
      x={{ title: 'Time', unit: time.label, scale: 'log' }}
      y={{ title: 'MSD', unit: area.label, scale: 'log' }}
      height={360}
      legend
    />
  )
}
