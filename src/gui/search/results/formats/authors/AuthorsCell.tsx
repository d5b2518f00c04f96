import { joinedText, valuesAt } from '../../values'
import type { CellProps } from '../formatDef'

export default function AuthorsCell({ entry }: CellProps) {
  return <>{joinedText(valuesAt(entry, 'authors.name'))}</>
}
