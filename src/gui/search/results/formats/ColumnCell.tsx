// One cell of the results table: drawn by the best-ranked column format, inside a
// boundary; the values as text while the format loads, and where no format fits.
import { RendererBoundary, useRegistry } from '../../../runtime'
import type { CellProps } from './formatDef'
import { valuesText } from './valueText'

export function ColumnCell(props: CellProps) {
  const formats = useRegistry('columns')
  const format = formats.best(props.column)
  const text = valuesText(props.values, props.column)
  if (!format) return <>{text}</>
  return <RendererBoundary kind={formats.kind} load={format.load} message={formats.failureMessage} props={props} fallback={text} />
}
