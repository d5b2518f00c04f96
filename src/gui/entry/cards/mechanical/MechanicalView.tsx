// Pure view: the energy–volume curve (computed points as markers, each fit as a line)
// and the moduli by how they were obtained, in the user's units.
import { useMemo } from 'react'
import { useQuantityUnit } from '../../../units'
import { LinePlot, ViewerBoundary, ViewerMessage, type Series } from '../../../viewers/plots'
import { PropertyCard, PropertySection, QuantityTable } from '../propertyCard'
import type { EnergyVolumeCurve, Mechanical, Modulus } from './read'

export const MECHANICAL_TITLE = 'Mechanical properties'
export const EV_CURVE_TITLE = 'Energy-volume curve'
export const BULK_MODULUS_TITLE = 'Bulk modulus'
export const SHEAR_MODULUS_TITLE = 'Shear modulus'
/** Spec 3 §8. */
export const EV_CURVE_ERROR = 'Could not load energy volume curve.'
export const BULK_MODULUS_ERROR = 'Could not load bulk modulus.'
export const SHEAR_MODULUS_ERROR = 'Could not load shear modulus.'

/** How the equations of state and elastic averages are written (metainfo's enum values as keys). */
const TYPE_LABELS: { readonly [type: string]: string } = {
  raw: 'Raw',
  mie_gruneisen: 'Mie-Grüneisen',
  pack_evans_james: 'Pack-Evans-James',
  vinet: 'Vinet',
  tait: 'Tait',
  birch_euler: 'Birch-Euler',
  pourier_tarantola: 'Poirier-Tarantola',
  birch_lagrange: 'Birch-Lagrange',
  birch_murnaghan: 'Birch-Murnaghan',
  murnaghan: 'Murnaghan',
  voigt_average: 'Voigt average',
  reuss_average: 'Reuss average',
  voigt_reuss_hill_average: 'Voigt-Reuss-Hill average',
}

/** `birch_murnaghan` → 'Birch-Murnaghan'; a type not known as itself, underscores as spaces. */
export const typeLabel = (type: string) => TYPE_LABELS[type] ?? type.replace(/_/g, ' ')

export function MechanicalView({ data }: { readonly data: Mechanical }) {
  return (
    <PropertyCard title={MECHANICAL_TITLE}>
      {data.curves !== 'malformed' && data.curves.length === 0 ? null : (
        <PropertySection title={EV_CURVE_TITLE}>
          <ViewerBoundary message={EV_CURVE_ERROR} resetKey={data.curves}>
            {data.curves === 'malformed' ? <ViewerMessage message={EV_CURVE_ERROR} intent="danger" /> : <Curves curves={data.curves} />}
          </ViewerBoundary>
        </PropertySection>
      )}
      <Moduli title={BULK_MODULUS_TITLE} error={BULK_MODULUS_ERROR} moduli={data.bulkModulus} />
      <Moduli title={SHEAR_MODULUS_TITLE} error={SHEAR_MODULUS_ERROR} moduli={data.shearModulus} />
    </PropertyCard>
  )
}

function Curves({ curves }: { readonly curves: readonly EnergyVolumeCurve[] }) {
  const volume = useQuantityUnit('meter ** 3')
  const energy = useQuantityUnit('joule')
  const series = useMemo(
    () =>
      curves.map((curve): Series => {
        const order = curve.volumes.map((_, index) => index).sort((a, b) => curve.volumes[a] - curve.volumes[b])
        return {
          name: typeLabel(curve.type),
          x: order.map((index) => volume.toDisplay(curve.volumes[index])),
          y: order.map((index) => energy.toDisplay(curve.energies[index])),
          mark: curve.type === 'raw' ? 'points' : 'line',
        }
      }),
    [curves, volume, energy],
  )
  return <LinePlot label={EV_CURVE_TITLE} series={series} x={{ title: 'Volume', unit: volume.label }} y={{ title: 'Energy', unit: energy.label }} height={360} />
}

function Moduli({ title, error, moduli }: { readonly title: string; readonly error: string; readonly moduli: readonly Modulus[] | 'malformed' }) {
  if (moduli !== 'malformed' && moduli.length === 0) return null
  return (
    <PropertySection title={title}>
      {moduli === 'malformed' ? (
        <ViewerMessage message={error} intent="danger" />
      ) : (
        <QuantityTable label={title} rows={moduli.map((modulus, index) => ({ label: modulus.type ? typeLabel(modulus.type) : `${title} ${index + 1}`, value: modulus.value, unit: 'pascal' }))} />
      )}
    </PropertySection>
  )
}
