import { joinedText, valuesAt } from '../../values'
import type { CellProps } from '../formatDef'

export default function DatasetsCell({ entry }: CellProps) {
  return <>{joinedText(valuesAt(entry, 'datasets.dataset_name'))}</>
}
