// The material page (issue 19 item 4): one POST entries/query for the material's entries and
// properties, then one entry's archive for the structure. The page's chunk is lazy.
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core'
import { useLocation, useParams } from 'react-router'
import { useEntriesAggregationQuery, useEntryArchiveQuery } from '../api'
import { Page } from '../components/Page'
import { MaterialView } from './MaterialView'
import { materialRequest, readMaterialPage, readStructure, STRUCTURE_REQUIRED } from './read'
import { MATERIAL_LOAD_FAILED, MATERIAL_NOT_FOUND } from './texts'
import './materialPage.css'

const MATERIAL_TITLE = 'Material'

export default function MaterialPage() {
  const { materialId = '' } = useParams()
  const location = useLocation()
  const { data, isError, isLoading } = useEntriesAggregationQuery(materialRequest(materialId), { skip: materialId === '' })
  const material = data ? readMaterialPage(materialId, data) : undefined
  const firstEntry = material?.entries[0]?.entryId
  const archive = useEntryArchiveQuery({ entryId: firstEntry ?? '', required: STRUCTURE_REQUIRED }, { skip: !firstEntry })
  const structure = archive.isLoading ? 'loading' : readStructure(archive.data?.data.archive)
  const base = location.pathname.replace(/\/+$/, '')

  if (isLoading) return <Page title={MATERIAL_TITLE}><Spinner size={32} className="tessera-page-loading" /></Page>
  if (isError) return <Page title={MATERIAL_TITLE}><Callout intent="danger">{MATERIAL_LOAD_FAILED}</Callout></Page>
  if (!material) return <Page title={MATERIAL_TITLE}><NonIdealState description={MATERIAL_NOT_FOUND} /></Page>
  return (
    <Page title={material.title} width="wide">
      <MaterialView material={material} structure={structure} entryHref={(entryId) => `${base}/entry/id/${encodeURIComponent(entryId)}`} />
    </Page>
  )
}
