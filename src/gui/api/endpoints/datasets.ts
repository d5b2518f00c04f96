// Datasets (reference §1.5): one dataset, a page of them, and creating and deleting one.
import type { DatasetCreate, DatasetListResponse, DatasetOrderBy, DatasetResponse, DatasetType } from '../../../core/api'
import { api } from '../apiSlice'
import type { Query } from '../client'
import { LIST, listTags } from '../tags'

export interface DatasetListArgs {
  readonly userId?: readonly string[]
  readonly datasetType?: DatasetType
  readonly prefix?: string
  /** The dataset with this DOI (dataset/doi lookups). */
  readonly doi?: string
  readonly page?: number
  readonly pageSize?: number
  readonly orderBy?: DatasetOrderBy
  readonly order?: 'asc' | 'desc'
}

const datasetPath = (datasetId: string) => `datasets/${encodeURIComponent(datasetId)}`

function listQuery(args: DatasetListArgs): Query {
  const query: Query = {}
  if (args.userId) query.user_id = args.userId
  if (args.datasetType) query.dataset_type = args.datasetType
  if (args.prefix) query.prefix = args.prefix
  if (args.doi) query.doi = args.doi
  if (args.page !== undefined) query.page = args.page
  if (args.pageSize !== undefined) query.page_size = args.pageSize
  if (args.orderBy) query.order_by = args.orderBy
  if (args.order) query.order = args.order
  return query
}

export const datasetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    dataset: build.query<DatasetResponse, string>({
      query: (datasetId) => datasetPath(datasetId),
      providesTags: (_response, _error, datasetId) => [{ type: 'Dataset', id: datasetId }],
    }),
    datasets: build.query<DatasetListResponse, DatasetListArgs>({
      query: (args) => ({ path: 'datasets/', query: listQuery(args) }),
      providesTags: (response) => listTags('Dataset', response?.data.map((dataset) => dataset.dataset_id)),
    }),
    createDataset: build.mutation<DatasetResponse, DatasetCreate>({
      query: (body) => ({ path: 'datasets/', method: 'POST', body }),
      // Entries added at creation list the dataset in their metadata.
      invalidatesTags: [{ type: 'Dataset', id: LIST }, { type: 'Entry' }],
    }),
    deleteDataset: build.mutation<DatasetResponse, string>({
      query: (datasetId) => ({ path: datasetPath(datasetId), method: 'DELETE' }),
      invalidatesTags: (_response, _error, datasetId) => [{ type: 'Dataset', id: datasetId }, { type: 'Dataset', id: LIST }, { type: 'Entry' }],
    }),
    // A DOI for the dataset (DataCite): afterwards it can be neither deleted nor changed.
    assignDatasetDoi: build.mutation<DatasetResponse, string>({
      query: (datasetId) => ({ path: `${datasetPath(datasetId)}/action/doi`, method: 'POST' }),
      invalidatesTags: (_response, _error, datasetId) => [{ type: 'Dataset', id: datasetId }, { type: 'Dataset', id: LIST }, { type: 'Entry' }],
    }),
  }),
})

export const { useDatasetQuery, useDatasetsQuery, useCreateDatasetMutation, useDeleteDatasetMutation, useAssignDatasetDoiMutation } = datasetsApi
