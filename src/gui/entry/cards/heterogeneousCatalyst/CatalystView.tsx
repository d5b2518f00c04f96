// Pure view: the catalyst, the reaction with its conditions (single values or the range
// of a series, in the user's units), reactants and products as tables, and — where the
// conditions are a series of temperatures — conversion and selectivity against them.
import { useMemo } from 'react'
import { numberText, useQuantityUnit, type QuantityUnit } from '../../../units'
import { LinePlot, ViewerBoundary, ViewerMessage, type Series } from '../../../viewers/plots'
import { PropertyCard, PropertySection, QuantityTable, UNAVAILABLE_TEXT } from '../propertyCard'
import type { Catalysis, Reaction, Reagent, Values } from './read'

export const CATALYSIS_TITLE = 'Heterogeneous catalysis'
export const CATALYST_TITLE = 'Catalyst'
export const REACTION_TITLE = 'Reaction'
export const REACTANTS_TITLE = 'Reactants'
export const PRODUCTS_TITLE = 'Products'
export const LIGHT_OFF_TITLE = 'Conversion and selectivity'
/** Spec 3 §8's pattern for a viewer whose data is unreadable. */
export const CATALYSIS_ERROR = 'Could not load heterogeneous catalysis data.'

/** A single value as it is; a series as its range and length: `300–500 K (21 values)`. */
export function valuesText(values: Values | undefined, unit?: QuantityUnit): string | undefined {
  if (!values || values.length === 0) return undefined
  const text = (value: number) => numberText(unit ? unit.toDisplay(value) : value)
  const label = unit?.label ? ` ${unit.label}` : ''
  if (values.length === 1) return `${text(values[0])}${label}`
  return `${text(Math.min(...values))}–${text(Math.max(...values))}${label} (${values.length} values)`
}

export function CatalystView({ data }: { readonly data: Catalysis | 'malformed' }) {
  if (data === 'malformed') {
    return (
      <PropertyCard title={CATALYSIS_TITLE}>
        <ViewerMessage message={CATALYSIS_ERROR} intent="danger" />
      </PropertyCard>
    )
  }
  const { catalyst, reaction } = data
  return (
    <PropertyCard title={CATALYSIS_TITLE}>
      {catalyst && (
        <PropertySection title={CATALYST_TITLE}>
          <QuantityTable
            label={CATALYST_TITLE}
            rows={[
              { label: 'Catalyst', value: catalyst.name },
              { label: 'Type', value: catalyst.types },
              { label: 'Support', value: catalyst.support },
              { label: 'Preparation method', value: catalyst.preparationMethod },
              { label: 'Characterization methods', value: catalyst.characterizationMethods, span: 2 },
              { label: 'Surface area', value: catalyst.surfaceArea, unit: 'meter ** 2 / kilogram', preferred: 'm^2/g', description: 'Surface area per catalyst mass.' },
            ]}
          />
        </PropertySection>
      )}
      {reaction && <ReactionPart reaction={reaction} />}
    </PropertyCard>
  )
}

function ReactionPart({ reaction }: { readonly reaction: Reaction }) {
  const temperature = useQuantityUnit('kelvin')
  const pressure = useQuantityUnit('pascal')
  return (
    <>
      <PropertySection title={REACTION_TITLE}>
        <QuantityTable
          label={REACTION_TITLE}
          rows={[
            { label: 'Reaction', value: reaction.name },
            { label: 'Type', value: reaction.types },
            { label: 'Temperature', value: valuesText(reaction.temperature, temperature) },
            { label: 'Pressure', value: valuesText(reaction.pressure, pressure) },
          ]}
        />
      </PropertySection>
      {reaction.reactants.length > 0 && <Reagents title={REACTANTS_TITLE} figure="Conversion (%)" gas="Gas concentration in" reagents={reaction.reactants} />}
      {reaction.products.length > 0 && <Reagents title={PRODUCTS_TITLE} figure="Selectivity (%)" gas="Gas concentration out" reagents={reaction.products} />}
      <LightOff reaction={reaction} />
    </>
  )
}

function Reagents({ title, figure, gas, reagents }: { readonly title: string; readonly figure: string; readonly gas: string; readonly reagents: readonly Reagent[] }) {
  const cell = (values: Values | undefined) => valuesText(values) ?? <span className="tessera-quantity-missing">{UNAVAILABLE_TEXT}</span>
  return (
    <PropertySection title={title}>
      <table className="tessera-catalyst-table" aria-label={title}>
        <thead>
          <tr>
            <th>Name</th>
            <th>{figure}</th>
            <th>{gas}</th>
          </tr>
        </thead>
        <tbody>
          {reagents.map((reagent, index) => (
            <tr key={`${index}-${reagent.name}`}>
              <td>{reagent.name}</td>
              <td>{cell(reagent.figure)}</td>
              <td>{cell(reagent.gasConcentration)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PropertySection>
  )
}

/** Conversion and selectivity against the temperature, when both are series of one length. */
export function lightOffSeries(reaction: Reaction, toTemperature: (kelvin: number) => number = (value) => value): Series[] {
  const temperatures = reaction.temperature
  if (!temperatures || temperatures.length < 2) return []
  const x = temperatures.map(toTemperature)
  const of = (reagents: readonly Reagent[], what: string) =>
    reagents.flatMap((reagent): Series[] => (reagent.figure?.length === temperatures.length ? [{ name: `${reagent.name} ${what}`, x, y: reagent.figure, mark: 'linepoints' }] : []))
  return [...of(reaction.reactants, 'conversion'), ...of(reaction.products, 'selectivity')]
}

function LightOff({ reaction }: { readonly reaction: Reaction }) {
  const temperature = useQuantityUnit('kelvin')
  const series = useMemo(() => lightOffSeries(reaction, temperature.toDisplay), [reaction, temperature])
  if (series.length === 0) return null
  return (
    <PropertySection title={LIGHT_OFF_TITLE}>
      <ViewerBoundary message={CATALYSIS_ERROR} resetKey={reaction}>
        <LinePlot label={LIGHT_OFF_TITLE} series={series} x={{ title: 'Temperature', unit: temperature.label }} y={{ title: 'Conversion, selectivity', unit: '%' }} height={320} legend />
      </ViewerBoundary>
    </PropertySection>
  )
}
