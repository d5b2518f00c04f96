// Who can see an upload, in words (spec 1 §4 and spec 3 §4 "display states"): unpublished
// (only you, as co-author, as reviewer, everyone), published with embargo (by you, as
// co-author, as reviewer, not accessible) and published for all.
import type { Upload } from '../../api'
import type { UploadFlags } from './uploadFlags'

export const VISIBILITY = {
  onlyYou: 'Unpublished, only visible to you',
  withMembers: 'Unpublished, visible to you and the upload members',
  asCoauthor: 'Unpublished, accessible to you as a co-author',
  asReviewer: 'Unpublished, accessible to you as a reviewer',
  everyone: 'Unpublished, visible to everyone',
  unpublished: 'Unpublished',
  embargoByYou: 'Published with embargo by you',
  embargoAsCoauthor: 'Published with embargo, accessible to you as a co-author',
  embargoAsReviewer: 'Published with embargo, accessible to you as a reviewer',
  embargoNotAccessible: 'Published with embargo, not accessible',
  published: 'Published and accessible to everyone',
} as const

type Members = Pick<Upload, 'coauthors' | 'reviewers' | 'coauthor_groups' | 'reviewer_groups'>

export function visibilityText(upload: Members, flags: UploadFlags): string {
  if (flags.published) {
    if (!flags.embargoed) return VISIBILITY.published
    if (flags.mainAuthor) return VISIBILITY.embargoByYou
    if (flags.writer) return VISIBILITY.embargoAsCoauthor
    if (flags.viewer) return VISIBILITY.embargoAsReviewer
    return VISIBILITY.embargoNotAccessible
  }
  if (flags.visibleForAll) return VISIBILITY.everyone
  if (flags.mainAuthor) {
    const members = upload.coauthors.length + upload.reviewers.length + upload.coauthor_groups.length + upload.reviewer_groups.length
    return members ? VISIBILITY.withMembers : VISIBILITY.onlyYou
  }
  if (flags.writer) return VISIBILITY.asCoauthor
  if (flags.viewer) return VISIBILITY.asReviewer
  return VISIBILITY.unpublished
}
