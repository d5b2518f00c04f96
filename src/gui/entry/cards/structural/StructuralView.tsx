// Pure view: radial distribution functions, one plot per kind (atoms, molecules) with a
// line per pair and the frames averaged over; radii of gyration over time, one plot per kind.
import { useMemo, type ReactNode } from 'react'
import { useQuantityUnit } from '../../../units'
import { LinePlot, ViewerBoundary, ViewerMessage, type Series } from '../../../viewers/plots'
import { capitalize, groupBy, PropertyCard, PropertySection } from '../propertyCard'
import type { RadialDistributionFunction, RadiusOfGyration, Structural } from './read'

export const STRUCTURAL_TITLE = 'Structural properties'
/** Spec 3 §8. */
export const RDF_ERROR = 'Could not load radial distribution function data.'
export const RG_ERROR = 'Could not load radius of gyration data.'

export const rdfTitle = (type: string) => `${capitalize(type)} radial distribution functions`
export const rgTitle = (kind: string) => `${capitalize(kind)} radius of gyration`

/** `O-H (frames 10–100)`: the legend of a distribution function. */
export function rdfName(rdf: RadialDistributionFunction): string {
  if (rdf.frameStart === undefined && rdf.frameEnd === undefined) return rdf.label
  return `${rdf.label} (frames ${rdf.frameStart ?? 0}–${rdf.frameEnd ?? 'end'})`
}

export function StructuralView({ data }: { readonly data: Structural }) {
  return (
    <PropertyCard title={STRUCTURAL_TITLE}>
      <Part items={data.rdf} error={RDF_ERROR} group={(rdf) => rdf.type} title={rdfTitle} Plot={RdfPlot} />
      <Part items={data.rg} error={RG_ERROR} group={(rg) => rg.kind} title={rgTitle} Plot={RgPlot} />
    </PropertyCard>
  )
}

interface PartProps<T> {
  readonly items: readonly T[] | 'malformed'
  readonly error: string
  readonly group: (item: T) => string
  readonly title: (group: string) => string
  readonly Plot: (props: { readonly title: string; readonly items: readonly T[] }) => ReactNode
}

function Part<T>({ items, error, group, title, Plot }: PartProps<T>) {
  if (items === 'malformed') return <ViewerMessage message={error} intent="danger" />
  return groupBy(items, group).map(([name, members]) => (
    <PropertySection key={name} title={title(name)}>
      <ViewerBoundary message={error} resetKey={members}>
        <Plot title={title(name)} items={members} />
      </ViewerBoundary>
    </PropertySection>
  ))
}

function RdfPlot({ title, items }: { readonly title: string; readonly items: readonly RadialDistributionFunction[] }) {
  const distance = useQuantityUnit('meter')
  const series = useMemo(
    () => items.map((rdf): Series => ({ name: rdfName(rdf), x: rdf.bins.map(distance.toDisplay), y: rdf.values })),
    [items, distance],
  )
  return <LinePlot label={title} series={series} x={{ title: 'Distance', unit: distance.label }} y={{ title: 'g(r)' }} height={320} legend />
}

function RgPlot({ title, items }: { readonly title: string; readonly items: readonly RadiusOfGyration[] }) {
  const time = useQuantityUnit('second')
  const length = useQuantityUnit('meter')
  const series = useMemo(
    () => items.map((rg): Series => ({ name: rg.label, x: rg.times.map(time.toDisplay), y: rg.values.map(length.toDisplay) })),
    [items, time, length],
  )
  return <LinePlot label={title} series={series} x={{ title: 'Time', unit: time.label }} y={{ title: 'Radius of gyration', unit: length.label }} height={320} legend />
}
