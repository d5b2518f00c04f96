// The plots a section's definition asks for (plot annotations) and the figures its data
// holds (PlotSection), each a LinePlot on the lazy chart; a figure whose paths do not
// give values reads its own message in its place while the others draw. Points that
// stand for an entry (plots over references, figures with entry ids) open it on a click.
import type { JsonValue } from '../../../../core/archive'
import type { ResolvedSection } from '../../../metainfo'
import { LinePlot } from '../LinePlot'
import { ViewerMessage } from '../ViewerMessage'
import { annotatedFigure, plotAnnotations, sectionFigures, type FigureResult } from './figures'
import { parsePlotPath } from './paths'
import './annotated.css'

export interface AnnotatedPlotsProps {
  /** The section's data. */
  readonly section: JsonValue
  /** Its definition, bases merged (useSectionDefinition): the annotations and units. */
  readonly definition?: ResolvedSection
  /** The archive root, for paths starting with '#'. */
  readonly root?: JsonValue
  /** The entry an item of a sliced path stands for (its points then open it). */
  readonly entryOf?: (item: JsonValue) => string | undefined
  /** A click on a point that stands for an entry. */
  readonly onEntryClick?: (entryId: string) => void
}

/** The unit of a quantity of the section a path names directly (`thickness`, `temperature/0:10`). */
export function unitOfPath(definition: ResolvedSection | undefined, path: string): string | undefined {
  if (!definition || path.startsWith('#')) return undefined
  try {
    const [first] = parsePlotPath(path)
    return first && 'key' in first ? definition.quantities.find((q) => q.name === first.key)?.unit : undefined
  } catch {
    return undefined
  }
}

export function figuresOf(
  section: JsonValue,
  definition: ResolvedSection | undefined,
  root?: JsonValue,
  entryOf?: (item: JsonValue) => string | undefined,
): readonly FigureResult[] {
  const context = { root, unitOf: (path: string) => unitOfPath(definition, path), ...(entryOf && { entryOf }) }
  return [...plotAnnotations(definition?.m_annotations).map((annotation, index) => annotatedFigure(section, annotation, index, context)), ...sectionFigures(section)]
}

export default function AnnotatedPlots({ section, definition, root, entryOf, onEntryClick }: AnnotatedPlotsProps) {
  const figures = figuresOf(section, definition, root, entryOf)
  return (
    <div className="tessera-annotated-plots">
      {figures.map((result, index) =>
        'figure' in result ? (
          <figure key={index} className="tessera-annotated-plot">
            <figcaption>{result.figure.label}</figcaption>
            <LinePlot
              label={result.figure.label}
              series={result.figure.series}
              x={result.figure.x}
              y={result.figure.y}
              {...(onEntryClick && { onEntryClick })}
            />
          </figure>
        ) : (
          <figure key={index} className="tessera-annotated-plot">
            <figcaption>{result.label}</figcaption>
            <ViewerMessage message={result.problem} intent="danger" />
          </figure>
        ),
      )}
    </div>
  )
}
