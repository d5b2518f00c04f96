// The table of the user's uploads (spec 3 §2.5, §9): name, created, entries, status,
// published; sortable by name, creation, status and publication (publish_time); pages
// of 5, 10, 50 or 100; rows selectable for a bulk delete. A view: the rows, their total
// and the table's state come in.
import { Button, Classes, Tooltip } from '@blueprintjs/core'
import { ArrowRightIcon, TrashIcon } from '@blueprintjs/icons'
import { Link } from 'react-router'
import type { Upload, UploadOrderBy } from '../../api'
import { DataTable, type DataColumn, type DataTablePagination, type Order, type Selection } from '../../components/dataTable'
import { COLUMN_LABELS, DELETE_SELECTED_TEXT, NO_UPLOADS_TEXT, OPEN_UPLOAD_TEXT, UPLOADS_TABLE_LABEL, uploadsCountText } from './messages'
import { NameCell, ProcessingCell, PublicationCell } from './UploadCells'
import { dateTimeText } from './uploadStates'
import type { DeleteRule } from './bulkDelete'

/** Where an upload's page is, relative to the list. */
export const uploadPath = (uploadId: string) => `upload/id/${encodeURIComponent(uploadId)}`

const ORDERS: readonly UploadOrderBy[] = ['upload_create_time', 'publish_time', 'upload_name', 'last_status_message']
export const isUploadOrder = (key: string): key is UploadOrderBy => (ORDERS as readonly string[]).includes(key)

export function uploadColumns(userId: string | undefined): DataColumn<Upload>[] {
  return [
    {
      key: 'upload_name',
      label: COLUMN_LABELS.upload_name,
      sortable: true,
      render: (upload) => (
        <Link to={uploadPath(upload.upload_id)}>
          <NameCell upload={upload} />
        </Link>
      ),
    },
    { key: 'upload_id', label: COLUMN_LABELS.upload_id, hidden: true },
    {
      key: 'upload_create_time',
      label: COLUMN_LABELS.upload_create_time,
      sortable: true,
      firstOrder: 'desc',
      render: (upload) => dateTimeText(upload.upload_create_time),
    },
    { key: 'entries', label: COLUMN_LABELS.entries, align: 'right', render: (upload) => upload.entries.toLocaleString('en-US') },
    {
      key: 'last_status_message',
      label: COLUMN_LABELS.last_status_message,
      sortable: true,
      render: (upload) => <ProcessingCell upload={upload} />,
    },
    {
      // Sorting the published column orders by publish_time (spec 3 §9).
      key: 'publish_time',
      label: COLUMN_LABELS.publish_time,
      sortable: true,
      firstOrder: 'desc',
      render: (upload) => <PublicationCell upload={upload} userId={userId} />,
    },
  ]
}

function OpenUpload({ upload }: { upload: Upload }) {
  // A link drawn as a minimal button: it opens in place, or in a new tab when asked to.
  return (
    <Tooltip content={OPEN_UPLOAD_TEXT} placement="left">
      <Link
        to={uploadPath(upload.upload_id)}
        className={`${Classes.BUTTON} ${Classes.MINIMAL}`}
        aria-label={`${OPEN_UPLOAD_TEXT} ${upload.upload_name ?? upload.upload_id}`}
      >
        <ArrowRightIcon />
      </Link>
    </Tooltip>
  )
}

export interface UploadsTableProps {
  userId: string | undefined
  uploads: readonly Upload[]
  loading: boolean
  error?: string
  orderBy?: string
  order: Order
  onSort: (orderBy: string, order: Order) => void
  pagination: DataTablePagination
  total: number
  selection: Selection
  onSelectionChange: (selection: Selection) => void
  deleteRule: DeleteRule
  deleting: boolean
  onDelete: () => void
}

export function UploadsTable(props: UploadsTableProps) {
  const { deleteRule } = props
  return (
    <DataTable<Upload>
      label={UPLOADS_TABLE_LABEL}
      title={`${UPLOADS_TABLE_LABEL} (${uploadsCountText(props.total)})`}
      columns={uploadColumns(props.userId)}
      rows={props.uploads}
      rowKey={(upload) => upload.upload_id}
      rowName={(upload) => upload.upload_name ?? upload.upload_id}
      loading={props.loading}
      error={props.error}
      noRows={NO_UPLOADS_TEXT}
      orderBy={props.orderBy}
      order={props.order}
      onSort={props.onSort}
      pagination={props.pagination}
      selection={props.selection}
      onSelectionChange={props.onSelectionChange}
      selectionActions={
        <Tooltip content={deleteRule.allowed ? '' : deleteRule.reason} disabled={deleteRule.allowed} placement="left">
          <Button
            icon={<TrashIcon />}
            intent="danger"
            variant="minimal"
            text={DELETE_SELECTED_TEXT}
            loading={props.deleting}
            disabled={!deleteRule.allowed}
            onClick={props.onDelete}
          />
        </Tooltip>
      }
      rowActions={(upload) => <OpenUpload upload={upload} />}
    />
  )
}
