// Container: the solar cell from the entry's search metadata (no archive request),
// narrowed once and handed to the view.
import type { CardProps } from '../cardDef'
import { readSolarCell } from './read'
import { SolarCellView } from './SolarCellView'
import './solarCell.css'

export default function SolarCellCard({ entry }: CardProps) {
  const cell = readSolarCell(entry.metadata)
  return cell === undefined ? null : <SolarCellView data={cell} />
}
