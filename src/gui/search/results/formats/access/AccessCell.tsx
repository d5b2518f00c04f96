import type { CellProps } from '../formatDef'
import { accessText } from '../valueText'

export default function AccessCell({ entry }: CellProps) {
  return <>{accessText(entry)}</>
}
