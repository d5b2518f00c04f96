import { Callout, Spinner } from '@blueprintjs/core'
import { useMemo } from 'react'
import { useParams } from 'react-router'
import { isSerializedApiError, useDatasetQuery } from '../../api'
import { Page } from '../../components/Page'
import { useEnv } from '../../runtime'
import { LazySearchPage as SearchPage, lockedSearchApp } from '../../search/page'

export const DATASET_TITLE = 'Dataset'
export const DATASET_NOT_FOUND = 'This dataset does not exist or you are not allowed to see it.'

function failure(error: unknown): string {
  if (isSerializedApiError(error)) return error.status === 404 ? DATASET_NOT_FOUND : error.message
  return String(error)
}

/** dataset/id/{id}: the dataset's name and DOI above a search locked to its entries (spec 3 §2.7). */
export function DatasetPage() {
  const { datasetId = '' } = useParams()
  const env = useEnv()
  // currentData: a dataset of another id is not shown while this one loads.
  const { currentData, error, isFetching } = useDatasetQuery(datasetId)
  const app = useMemo(
    () => lockedSearchApp(env.ui.apps, `dataset:${datasetId}`, DATASET_TITLE, { 'datasets.dataset_id': datasetId }),
    [env, datasetId],
  )

  const dataset = currentData?.data
  if (!dataset) {
    return (
      <Page title={DATASET_TITLE} width="wide">
        {error && !isFetching ? <Callout intent="danger">{failure(error)}</Callout> : <Spinner size={24} />}
      </Page>
    )
  }
  // The name is the page title; the DOI, once assigned, is the dataset's citable link.
  const header = dataset.doi ? (
    <div className="dataset-header">
      DOI <a href={`https://doi.org/${dataset.doi}`} target="_blank" rel="noreferrer">{dataset.doi}</a>
    </div>
  ) : undefined
  return <SearchPage app={app} title={dataset.dataset_name ?? dataset.dataset_id} header={header} />
}
