// Datasets (reference §1.5, §4.5).
import type { Paged } from './pagination'

export type DatasetType = 'owned' | 'foreign'

/** A dataset as the API answers it: unset fields are left out; datetimes naive UTC. */
export interface Dataset {
  dataset_id: string
  dataset_name: string
  user_id: string
  dataset_type: DatasetType
  dataset_create_time: string
  dataset_modified_time: string
  doi?: string
  pid?: string
  query?: Record<string, unknown>
}

export interface DatasetResponse {
  dataset_id: string
  data: Dataset
}

export type DatasetOrderBy = 'dataset_create_time' | 'dataset_modified_time' | 'dataset_name'

export type DatasetListResponse = Paged<Dataset, DatasetOrderBy>

/** `POST /datasets/`. */
export interface DatasetCreate {
  dataset_name: string
  dataset_type?: DatasetType
  entries?: string[]
  query?: unknown
}
