// What the signed-in user may do with an upload, from the upload and the user (spec 1 §4
// "Upload flags"): viewer and writer directly or through one of the user's groups, main
// author, editable (writer and not published), visible for all (the group 'all' among
// the viewer groups), processing, deletion requested.
import type { Upload } from '../../api'

/** The group every user (and every visitor) belongs to. */
export const EVERYBODY = 'all'

export interface UploadUser {
  readonly user_id: string
  /** Ids of the groups the user owns or is a member of. */
  readonly groups: readonly string[]
}

export interface UploadFlags {
  readonly loggedIn: boolean
  readonly viewer: boolean
  readonly writer: boolean
  readonly mainAuthor: boolean
  readonly editable: boolean
  readonly published: boolean
  /** Months of embargo: chosen at creation, or the one a published upload is under. */
  readonly embargoLength: number
  /** Published with an embargo that is not lifted yet. */
  readonly embargoed: boolean
  readonly visibleForAll: boolean
  readonly processing: boolean
  readonly deletionRequested: boolean
}

type UploadAccess = Pick<
  Upload,
  'main_author' | 'writers' | 'writer_groups' | 'viewers' | 'viewer_groups' | 'published' | 'embargo_length' | 'process_running' | 'current_process'
>

const memberOf = (user: UploadUser | undefined, ids: readonly string[], groups: readonly string[]) =>
  user !== undefined && (ids.includes(user.user_id) || groups.some((group) => user.groups.includes(group)))

export function uploadFlags(upload: UploadAccess, user: UploadUser | undefined): UploadFlags {
  const writer = memberOf(user, upload.writers, upload.writer_groups)
  const published = upload.published
  return {
    loggedIn: user !== undefined,
    viewer: memberOf(user, upload.viewers, upload.viewer_groups),
    writer,
    mainAuthor: user !== undefined && upload.main_author === user.user_id,
    editable: writer && !published,
    published,
    embargoLength: upload.embargo_length,
    embargoed: published && upload.embargo_length > 0,
    visibleForAll: upload.viewer_groups.includes(EVERYBODY),
    processing: upload.process_running,
    deletionRequested: upload.current_process === 'delete_upload',
  }
}
