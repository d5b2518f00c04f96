// Pure view: the figures of merit in the user's units, what the cell is made of, and its
// device stack drawn as layers, light entering at the top (the stack's first layer).
import { ViewerMessage } from '../../../viewers/plots'
import { PropertyCard, PropertySection, QuantityTable } from '../propertyCard'
import type { SolarCell } from './read'

export const SOLAR_CELL_TITLE = 'Solar cell properties'
export const DEVICE_STACK_TITLE = 'Device stack'
/** Spec 3 §8's pattern for a viewer whose data is unreadable. */
export const SOLAR_CELL_ERROR = 'Could not load solar cell data.'

const LAYER_COLORS = ['#d3d8de', '#8abbff', '#72ca9b', '#fbb360', '#c87619', '#bdadff', '#e76a6e', '#ffe39f']

export function SolarCellView({ data }: { readonly data: SolarCell | 'malformed' }) {
  if (data === 'malformed') {
    return (
      <PropertyCard title={SOLAR_CELL_TITLE}>
        <ViewerMessage message={SOLAR_CELL_ERROR} intent="danger" />
      </PropertyCard>
    )
  }
  return (
    <PropertyCard title={SOLAR_CELL_TITLE}>
      <div className="tessera-solar-cell">
        <QuantityTable
          label={SOLAR_CELL_TITLE}
          rows={[
            { label: 'Efficiency', value: data.efficiency === undefined ? undefined : `${data.efficiency} %`, description: 'Power conversion efficiency, in percent.' },
            { label: 'Fill factor', value: data.fillFactor },
            { label: 'Open circuit voltage', value: data.openCircuitVoltage, unit: 'volt' },
            { label: 'Short circuit current density', value: data.shortCircuitCurrentDensity, unit: 'ampere / meter ** 2', preferred: 'mA/cm^2' },
            { label: 'Illumination intensity', value: data.illuminationIntensity, unit: 'watt / meter ** 2', preferred: 'mW/cm^2' },
            { label: 'Device area', value: data.deviceArea, unit: 'meter ** 2', preferred: 'cm^2' },
            { label: 'Device architecture', value: data.deviceArchitecture, span: 2 },
            { label: 'Absorber', value: data.absorber, span: 2 },
            { label: 'Absorber fabrication', value: data.absorberFabrication, span: 2 },
          ]}
        />
        {data.deviceStack.length > 0 && (
          <PropertySection title={DEVICE_STACK_TITLE}>
            <ol className="tessera-device-stack" aria-label={DEVICE_STACK_TITLE}>
              {data.deviceStack.map((layer, index) => (
                <li key={`${index}-${layer}`} style={{ background: LAYER_COLORS[index % LAYER_COLORS.length] }}>
                  {layer}
                </li>
              ))}
            </ol>
          </PropertySection>
        )}
      </div>
    </PropertyCard>
  )
}
