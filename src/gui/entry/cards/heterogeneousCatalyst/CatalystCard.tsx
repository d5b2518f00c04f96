// Container: the catalysis from the entry's search metadata (no archive request),
// narrowed once and handed to the view.
import type { CardProps } from '../cardDef'
import { CatalystView } from './CatalystView'
import { readCatalysis } from './read'
import './catalyst.css'

export default function CatalystCard({ entry }: CardProps) {
  const catalysis = readCatalysis(entry.metadata)
  return catalysis === undefined ? null : <CatalystView data={catalysis} />
}
