import { Callout, Spinner } from '@blueprintjs/core'
import { useEffect, useMemo, useState } from 'react'
import { useParams } from 'react-router'
import { useApiClient } from '../../api'
import { Page } from '../../components/Page'
import { useEnv } from '../../runtime'
import { LazySearchPage as SearchPage, lockedSearchApp } from '../../search/page'

export const DATASET_TITLE = 'Dataset'
export const DATASET_NOT_FOUND = 'This dataset does not exist or you are not allowed to see it.'

interface Dataset {
  dataset_id: string
  dataset_name?: string
  doi?: string | null
}

type Loaded = { state: 'loading' } | { state: 'loaded'; dataset: Dataset } | { state: 'failed'; message: string }

/** dataset/id/{id}: the dataset's name and DOI above a search locked to its entries (spec 3 §2.7). */
export function DatasetPage() {
  const { datasetId = '' } = useParams()
  const client = useApiClient()
  const env = useEnv()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  useEffect(() => {
    let current = true
    setLoaded({ state: 'loading' })
    client.get<{ data: Dataset }>(`datasets/${encodeURIComponent(datasetId)}`).then(
      (response) => current && setLoaded({ state: 'loaded', dataset: response.data }),
      (error: { status?: number; message?: string }) =>
        current && setLoaded({ state: 'failed', message: error.status === 404 ? DATASET_NOT_FOUND : String(error.message) }),
    )
    return () => {
      current = false
    }
  }, [client, datasetId])
  const app = useMemo(
    () => lockedSearchApp(env.ui.apps, `dataset:${datasetId}`, DATASET_TITLE, { 'datasets.dataset_id': datasetId }),
    [env, datasetId],
  )

  if (loaded.state !== 'loaded') {
    return (
      <Page title={DATASET_TITLE} width="wide">
        {loaded.state === 'loading' ? <Spinner size={24} /> : <Callout intent="danger">{loaded.message}</Callout>}
      </Page>
    )
  }
  const { dataset } = loaded
  // The name is the page title; the DOI, once assigned, is the dataset's citable link.
  const header = dataset.doi ? (
    <div className="dataset-header">
      DOI <a href={`https://doi.org/${dataset.doi}`} target="_blank" rel="noreferrer">{dataset.doi}</a>
    </div>
  ) : undefined
  return <SearchPage app={app} title={dataset.dataset_name ?? dataset.dataset_id} header={header} />
}
