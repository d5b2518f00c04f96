// Container: the entry's workflow2 (POST entries/{id}/archive/query), and the workflow2
// of other entries its tasks live in as the graph asks for them (POST
// entries/archive/query, one request for all that one view needs). An entry whose
// archive turns out to have no workflow shows no card.
import { Suspense, useCallback, useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { useArchivesQuery, type ArchiveRequired } from '../../../api'
import { readArchive, type Section } from '../../../../core/archive'
import { ViewerBoundary } from '../../../viewers/plots'
import { WorkflowGraph, type ArchiveLookup, type Focus, type SectionRef } from '../../../viewers/workflowGraph'
import type { CardProps } from '../cardDef'
import { LoadingCard, PropertyCard, useArchivePart } from '../propertyCard'
import { sectionHref } from './links'

export const WORKFLOW_TITLE = 'Workflow graph'
/** Spec 3 §8's pattern for a viewer whose data is unreadable. */
export const WORKFLOW_ERROR = 'Could not load workflow graph.'
export const WORKFLOW_REQUIRED: ArchiveRequired = { workflow2: '*' }

const EMPTY: Section = {}

/** The graph's starting point: the entry's workflow2, named by itself or by the entry's type. */
export function rootFocus(archive: unknown, entry: CardProps['entry']): Focus | undefined {
  const workflow = readArchive(archive)?.child('workflow2')
  if (!workflow) return undefined
  const name = workflow.string('name') ?? entry.metadata.entry_type ?? 'Workflow'
  return { ref: { entryId: entry.entryId, uploadId: entry.uploadId, mainfile: entry.metadata.mainfile, path: '/workflow2' }, name }
}

export default function WorkflowCard({ entry }: CardProps) {
  const archive = useArchivePart(entry.entryId, WORKFLOW_REQUIRED)
  const { pathname } = useLocation()
  const [wanted, setWanted] = useState<readonly string[]>([])
  const others = useArchivesQuery(
    { owner: 'visible', query: { 'entry_id:any': [...wanted] }, required: WORKFLOW_REQUIRED, pagination: { page_size: Math.max(1, wanted.length) } },
    { skip: wanted.length === 0 },
  )
  const loaded = others.isSuccess && !others.isFetching ? others.data : undefined
  const lookup = useCallback<ArchiveLookup>(
    (id) => {
      if (id === entry.entryId) return archive
      if (!wanted.includes(id) || !loaded) return undefined
      // An entry the caller cannot see (or that is gone) reads as empty: its tasks are left out.
      return loaded.data.find((one) => one.entry_id === id)?.archive ?? EMPTY
    },
    [entry.entryId, archive, wanted, loaded],
  )
  const onMissing = useCallback((ids: readonly string[]) => setWanted((old) => (ids.every((id) => old.includes(id)) ? old : [...new Set([...old, ...ids])])), [])
  const hrefOf = useCallback((ref: SectionRef) => sectionHref(pathname, entry.entryId, ref), [pathname, entry.entryId])
  const root = useMemo(() => (archive ? rootFocus(archive, entry) : undefined), [archive, entry])

  if (!archive) return <LoadingCard title={WORKFLOW_TITLE} />
  if (!root) return null
  return (
    <PropertyCard title={WORKFLOW_TITLE}>
      <ViewerBoundary message={WORKFLOW_ERROR} resetKey={archive}>
        <Suspense fallback={<LoadingCard title={WORKFLOW_TITLE} />}>
          <WorkflowGraph root={root} lookup={lookup} onMissing={onMissing} hrefOf={hrefOf} />
        </Suspense>
      </ViewerBoundary>
    </PropertyCard>
  )
}
