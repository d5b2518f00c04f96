// Container: fetches the entry's patterns (only that part of the archive), narrows them
// and hands them to the pure view.
import { Callout, Spinner } from '@blueprintjs/core'
import { useEntryArchiveQuery, type CardProps } from 'tessera/gui'
import { PATTERNS_REQUIRED, readPatterns } from '../patterns'
import { useXAxis } from '../xAxis'
import { PatternCard } from './PatternCard'

export const NO_PATTERN_MESSAGE = 'The archive holds no readable diffraction pattern.'

export default function XrdCard({ entry }: CardProps) {
  const axis = useXAxis()
  const { data, error, isLoading } = useEntryArchiveQuery({ entryId: entry.entryId, required: PATTERNS_REQUIRED })
  if (isLoading) return <PatternCard title="X-ray diffraction"><Spinner size={20} aria-label="Loading pattern" /></PatternCard>
  if (error || !data) throw new Error(error?.message ?? 'The archive could not be read.')
  const name = entry.metadata.entry_name ?? entry.metadata.mainfile
  const patterns = readPatterns(data.data.archive, entry.entryId, name)
  if (patterns.length === 0) {
    return (
      <PatternCard title="X-ray diffraction">
        <Callout intent="warning" compact>{NO_PATTERN_MESSAGE}</Callout>
      </PatternCard>
    )
  }
  return <PatternCard title="X-ray diffraction" patterns={patterns} axis={axis} />
}
