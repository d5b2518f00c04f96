// The upload page's controls by role, publication and processing (spec 3 §4, §6; spec 1
// §4): one row per case, the controls that are enabled in it.
import { describe, expect, it } from 'vitest'
import type { Upload } from '../../api'
import { REASONS, UPLOAD_CONTROLS, uploadControls, type UploadControl } from './uploadControls'
import { uploadFlags, type UploadUser } from './uploadFlags'

const MAIN = 'main'
const COAUTHOR = 'co'
const REVIEWER = 'rev'
const WRITING_GROUP = 'writers-group'
const REVIEWING_GROUP = 'reviewers-group'

function anUpload(overrides: Partial<Upload> = {}): Upload {
  const upload: Upload = {
    upload_id: 'u1', upload_name: 'Films', upload_create_time: '2024-01-01T00:00:00', main_author: MAIN,
    coauthors: [COAUTHOR], coauthor_groups: [WRITING_GROUP], reviewers: [REVIEWER], reviewer_groups: [REVIEWING_GROUP],
    writers: [MAIN, COAUTHOR], writer_groups: [WRITING_GROUP], viewers: [MAIN, COAUTHOR, REVIEWER], viewer_groups: [WRITING_GROUP, REVIEWING_GROUP],
    published: false, published_to: [], publish_time: null, with_embargo: false, embargo_length: 0, license: 'CC BY 4.0',
    process_running: false, current_process: 'process_upload', process_status: 'SUCCESS', last_status_message: '3/3 entries processed',
    errors: [], warnings: [], complete_time: null, entries: 3, upload_files_server_path: null,
  }
  return { ...upload, ...overrides }
}

const users: Record<string, UploadUser | undefined> = {
  'main author': { user_id: MAIN, groups: [] },
  'co-author': { user_id: COAUTHOR, groups: [] },
  'co-author by group': { user_id: 'g1', groups: [WRITING_GROUP] },
  reviewer: { user_id: REVIEWER, groups: [] },
  'reviewer by group': { user_id: 'g2', groups: [REVIEWING_GROUP] },
  'other user': { user_id: 'stranger', groups: ['unrelated'] },
  anonymous: undefined,
}

const NONE: UploadControl[] = []
const WRITER_UNPUBLISHED: UploadControl[] = ['uploadFiles', 'reprocess', 'editMembers', 'visibleForAll', 'editMetadata', 'editDatasets', 'publish']

const enabledControls = (role: string, upload: Upload, entries = { total: 3, failed: 0 }) => {
  const controls = uploadControls(uploadFlags(upload, users[role]), entries)
  return UPLOAD_CONTROLS.filter((control) => controls[control].enabled)
}

describe('controls by role × published × processing', () => {
  const published = { published: true, publish_time: '2024-02-01T00:00:00' }
  const embargoed = { ...published, embargo_length: 12, with_embargo: true }
  const processing = { process_running: true, process_status: 'RUNNING' as const }
  const cases: [string, Partial<Upload>, UploadControl[]][] = [
    ['main author', {}, ['delete', ...WRITER_UNPUBLISHED]],
    ['co-author', {}, WRITER_UNPUBLISHED],
    ['co-author by group', {}, WRITER_UNPUBLISHED],
    ['reviewer', {}, NONE],
    ['reviewer by group', {}, NONE],
    ['other user', { reviewer_groups: ['all'], viewer_groups: ['all'] }, NONE],
    ['anonymous', { reviewer_groups: ['all'], viewer_groups: ['all'] }, NONE],
    ['main author', processing, NONE],
    ['co-author', processing, NONE],
    ['main author', published, ['editDatasets']],
    ['co-author', published, ['editDatasets']],
    ['main author', embargoed, ['editDatasets', 'liftEmbargo']],
    ['co-author', embargoed, ['editDatasets', 'liftEmbargo']],
    ['reviewer', embargoed, NONE],
    ['anonymous', embargoed, NONE],
    ['main author', { ...embargoed, ...processing }, NONE],
  ]
  it.each(cases)('%s, %o: %j', (role, overrides, expected) => {
    expect(enabledControls(role, anUpload(overrides)).sort()).toEqual([...expected].sort())
  })
})

describe('why a control is disabled', () => {
  it('an upload being deleted changes nothing, and says so (spec 1 §4)', () => {
    const flags = uploadFlags(anUpload({ process_running: true, current_process: 'delete_upload', process_status: 'RUNNING' }), users['main author'])
    const controls = uploadControls(flags, { total: 3, failed: 0 })
    expect(UPLOAD_CONTROLS.filter((control) => controls[control].enabled)).toEqual([])
    expect(controls.reprocess.reason).toBe(REASONS.deleting)
  })

  it('publishing needs at least one entry and no failed one', () => {
    const flags = uploadFlags(anUpload(), users['main author'])
    expect(uploadControls(flags, { total: 0, failed: 0 }).publish).toEqual({ enabled: false, reason: REASONS.noEntries })
    expect(uploadControls(flags, { total: 5, failed: 2 }).publish).toEqual({ enabled: false, reason: REASONS.failedEntries(2) })
    expect(REASONS.failedEntries(1)).toBe('1 entry failed to process: delete or fix the failed file before publishing.')
    expect(uploadControls(flags, { total: 5, failed: 0 }).publish.enabled).toBe(true)
  })

  it('the visible-for-all switch is disabled while an embargo exists (spec 3 §4)', () => {
    const flags = uploadFlags(anUpload({ embargo_length: 6, with_embargo: true }), users['main author'])
    expect(uploadControls(flags, { total: 1, failed: 0 }).visibleForAll).toEqual({ enabled: false, reason: REASONS.embargo })
  })

  it('publishing to a central deployment waits for publication, then says this installation has none', () => {
    const unpublished = uploadFlags(anUpload(), users['main author'])
    expect(uploadControls(unpublished, { total: 1, failed: 0 }).publishToCentral.reason).toBe(REASONS.notPublished)
    const published = uploadFlags(anUpload({ published: true }), users['main author'])
    expect(uploadControls(published, { total: 1, failed: 0 }).publishToCentral.reason).toBe(REASONS.noCentral)
  })

  it('anonymous visitors are asked to log in first', () => {
    const flags = uploadFlags(anUpload({ viewer_groups: ['all'] }), undefined)
    expect(uploadControls(flags, { total: 1, failed: 0 }).uploadFiles.reason).toBe(REASONS.login)
  })

  it('datasets need entries to hold', () => {
    const flags = uploadFlags(anUpload({ entries: 0 }), users['co-author'])
    expect(uploadControls(flags, { total: 0, failed: 0 }).editDatasets.reason).toBe(REASONS.noEntries)
  })
})

describe('upload flags (spec 1 §4)', () => {
  it.each([
    ['main author', { viewer: true, writer: true, mainAuthor: true, editable: true }],
    ['co-author by group', { viewer: true, writer: true, mainAuthor: false, editable: true }],
    ['reviewer by group', { viewer: true, writer: false, mainAuthor: false, editable: false }],
    ['other user', { viewer: false, writer: false, mainAuthor: false, editable: false }],
  ])('%s', (role, expected) => {
    expect(uploadFlags(anUpload(), users[role])).toMatchObject(expected)
  })

  it('visible for all, processing and deletion requested come from the upload', () => {
    const flags = uploadFlags(anUpload({ viewer_groups: ['all'], process_running: true, current_process: 'delete_upload' }), users.reviewer)
    expect(flags).toMatchObject({ visibleForAll: true, processing: true, deletionRequested: true })
  })

  it('a published upload is not editable, even by its main author', () => {
    expect(uploadFlags(anUpload({ published: true }), users['main author']).editable).toBe(false)
  })
})
