import type { CellProps } from '../formatDef'
import { valuesText } from '../valueText'

export default function ValueCell({ values, column }: CellProps) {
  return <>{valuesText(values, column)}</>
}
