// Container: fetches results.material and the cells, reads them once, fetches the atoms a
// selected topology system refers to (only those sections), and hands everything to the
// view with the download and archive links.
import { useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { StructureFileFormat, WrapMode } from '../../../../core/structures'
import { useApiClient, useEntryArchiveQuery } from '../../../api'
import { NoData } from '../../../viewers/viewerBoundary'
import { entryBasePath } from '../../tabs/tabs'
import type { CardProps } from '../cardDef'
import { LoadingCard, PropertyCard, useArchivePart } from '../propertyCard'
import { MATERIAL_TITLE, MaterialView } from './MaterialView'
import { MATERIAL_REQUIRED, readMaterial } from './read'
import { dataTabPath, initialSelection, placeRefs, refsOf, requiredForRefs, shownStructure, type Selection } from './shown'

export default function MaterialCard({ entry }: CardProps) {
  const archive = useArchivePart(entry.entryId, MATERIAL_REQUIRED)
  const material = useMemo(() => (archive ? readMaterial(archive) : undefined), [archive])
  const [chosen, setChosen] = useState<Selection | undefined>(undefined)
  const selection = chosen ?? (material && initialSelection(material))
  const system = material && selection?.kind === 'system' ? material.topology.find((s) => s.id === selection.id) : undefined
  const refs = useMemo(() => (material ? refsOf(material, system) : []), [material, system])
  const required = useMemo(() => requiredForRefs(refs), [refs])
  const referenced = useEntryArchiveQuery({ entryId: entry.entryId, required: required ?? {} }, { skip: required === undefined })
  const client = useApiClient()
  const navigate = useNavigate()
  const { pathname } = useLocation()

  const shown = useMemo(() => {
    if (!material) return undefined
    const merged = required && referenced.data ? placeRefs(archive, referenced.data.data.archive, refs) : archive
    return shownStructure(material, merged, selection)
  }, [material, archive, required, referenced.data, refs, selection])

  if (!archive) return <LoadingCard title={MATERIAL_TITLE} />
  if (!material) {
    return (
      <PropertyCard title={MATERIAL_TITLE}>
        <NoData height={120} />
      </PropertyCard>
    )
  }
  const downloadUrl = (path: string, format: StructureFileFormat, wrapMode: WrapMode) =>
    client.url(`systems/${encodeURIComponent(entry.entryId)}`, { path, format, wrap_mode: wrapMode })
  const onViewInArchive = (path: string) => navigate(`${entryBasePath(pathname, entry.entryId)}/data/${dataTabPath(path)}`)
  return (
    <MaterialView
      material={material}
      selection={selection}
      onSelect={setChosen}
      shown={shown}
      loadingAtoms={required !== undefined && referenced.isFetching}
      downloadUrl={downloadUrl}
      onViewInArchive={onViewInArchive}
    />
  )
}
