// The user's datasets (spec 1 "Your datasets page"): name, created, modified and DOI;
// ten per page, newest first, sortable by name and both times; filtered to the user's
// id. Row actions delete and assign a DOI, each after a question; the list refreshes
// after either (the mutations invalidate it).
import { Button, Classes, Tooltip } from '@blueprintjs/core'
import { TagIcon, TrashIcon } from '@blueprintjs/icons'
import { useState, type ReactElement } from 'react'
import { useSelector } from 'react-redux'
import { Link } from 'react-router'
import type { Dataset } from '../../core/api'
import { apiDate, formatDateTime } from '../../core/format'
import { useAssignDatasetDoiMutation, useDatasetsQuery, useDeleteDatasetMutation, type DatasetOrderBy } from '../api'
import { selectUser } from '../auth'
import { DataTable, useTableQuery, type DataColumn } from '../components/dataTable'
import { errorMessage, useEnv, useErrors } from '../runtime'
import { ConfirmDialog } from './ConfirmDialog'
import { deleteRule, doiRule, type ActionRule } from './datasetRules'
import {
  ASSIGN_DOI_TEXT, COLUMN_LABELS, DATASETS_TABLE_LABEL, datasetsCountText, DELETE_DIALOG_TITLE, DELETE_TEXT, deleteQuestion,
  DOI_DIALOG_TITLE, doiQuestion, NO_DATASETS_TEXT,
} from './messages'

export const DEFAULT_DATASETS_PAGE = { page: 1, pageSize: 10, orderBy: 'dataset_create_time', order: 'desc' } as const

const ORDERS: readonly DatasetOrderBy[] = ['dataset_create_time', 'dataset_modified_time', 'dataset_name']
const isDatasetOrder = (key: string): key is DatasetOrderBy => (ORDERS as readonly string[]).includes(key)

export const datasetPath = (datasetId: string) => `dataset/id/${encodeURIComponent(datasetId)}`
export const doiUrl = (doi: string) => `https://doi.org/${doi}`

const timeText = (value: string) => formatDateTime(apiDate(value)) || value

export const DATASET_COLUMNS: readonly DataColumn<Dataset>[] = [
  {
    key: 'dataset_name',
    label: COLUMN_LABELS.dataset_name,
    sortable: true,
    render: (dataset) => <Link to={datasetPath(dataset.dataset_id)}>{dataset.dataset_name}</Link>,
  },
  { key: 'dataset_id', label: COLUMN_LABELS.dataset_id, hidden: true },
  {
    key: 'dataset_create_time',
    label: COLUMN_LABELS.dataset_create_time,
    sortable: true,
    firstOrder: 'desc',
    render: (dataset) => timeText(dataset.dataset_create_time),
  },
  {
    key: 'dataset_modified_time',
    label: COLUMN_LABELS.dataset_modified_time,
    sortable: true,
    firstOrder: 'desc',
    render: (dataset) => timeText(dataset.dataset_modified_time),
  },
  {
    key: 'doi',
    label: COLUMN_LABELS.doi,
    render: (dataset) =>
      dataset.doi ? (
        <a href={doiUrl(dataset.doi)} target="_blank" rel="noreferrer">
          {dataset.doi}
        </a>
      ) : (
        ''
      ),
  },
]

function ActionButton({ rule, icon, text, onClick }: { rule: ActionRule; icon: ReactElement; text: string; onClick: () => void }) {
  // A disabled button takes no pointer events: the tooltip hangs on a wrapper.
  return (
    <Tooltip content={rule.allowed ? text : rule.reason} placement="left">
      <span className="tessera-dataset-action">
        <Button variant="minimal" icon={icon} aria-label={text} disabled={!rule.allowed} onClick={onClick} />
      </span>
    </Tooltip>
  )
}

type Question = { readonly kind: 'delete' | 'doi'; readonly dataset: Dataset }

export function DatasetsList() {
  const env = useEnv()
  const userId = useSelector(selectUser)?.user_id
  const { raiseError } = useErrors()
  const table = useTableQuery<DatasetOrderBy>(DEFAULT_DATASETS_PAGE, isDatasetOrder)
  const { data, error, isLoading } = useDatasetsQuery({ ...table.query, userId: userId ? [userId] : [] }, { skip: !userId })
  const [deleteDataset] = useDeleteDatasetMutation()
  const [assignDoi] = useAssignDatasetDoiMutation()
  const [question, setQuestion] = useState<Question>()
  const total = data?.pagination.total ?? 0

  const confirm = async () => {
    if (!question) return
    setQuestion(undefined)
    const { kind, dataset } = question
    try {
      await (kind === 'delete' ? deleteDataset(dataset.dataset_id) : assignDoi(dataset.dataset_id)).unwrap()
    } catch (failure) {
      raiseError(failure)
    }
  }

  return (
    <>
      <DataTable<Dataset>
        label={DATASETS_TABLE_LABEL}
        title={<span className={Classes.TEXT_MUTED}>{datasetsCountText(total)}</span>}
        columns={DATASET_COLUMNS}
        rows={data?.data ?? []}
        rowKey={(dataset) => dataset.dataset_id}
        loading={isLoading}
        error={error && !data ? errorMessage(error) : undefined}
        noRows={NO_DATASETS_TEXT}
        {...table.sortProps}
        pagination={table.pages(total)}
        rowActions={(dataset) => (
          <>
            <ActionButton
              rule={doiRule(dataset, env.dataciteEnabled)}
              icon={<TagIcon />}
              text={ASSIGN_DOI_TEXT}
              onClick={() => setQuestion({ kind: 'doi', dataset })}
            />
            <ActionButton
              rule={deleteRule(dataset)}
              icon={<TrashIcon />}
              text={DELETE_TEXT}
              onClick={() => setQuestion({ kind: 'delete', dataset })}
            />
          </>
        )}
      />
      <ConfirmDialog
        title={question?.kind === 'doi' ? DOI_DIALOG_TITLE : DELETE_DIALOG_TITLE}
        question={question && (question.kind === 'doi' ? doiQuestion : deleteQuestion)(question.dataset.dataset_name)}
        confirmText={question?.kind === 'doi' ? ASSIGN_DOI_TEXT : DELETE_TEXT}
        intent={question?.kind === 'doi' ? 'primary' : 'danger'}
        onConfirm={() => void confirm()}
        onCancel={() => setQuestion(undefined)}
      />
    </>
  )
}
