// The create-reference dialog's rules (spec 3 §4, §5) and the reference values it stores.
import { describe, expect, it } from 'vitest'
import { canCreate, canTakeReference, referenceArchive, referenceFileName } from './createReference'
import { referenceValue } from './referenceValue'

describe('create reference', () => {
  it('needs a name and an upload', () => {
    expect(canCreate('', 'U1')).toBe(false)
    expect(canCreate('  ', 'U1')).toBe(false)
    expect(canCreate('Sample A', undefined)).toBe(false)
    expect(canCreate('Sample A', 'U1')).toBe(true)
  })

  it('writes {name}.archive.json with an entry of the referenced section', () => {
    expect(referenceFileName('Sample A ')).toBe('Sample_A.archive.json')
    expect(JSON.parse(referenceArchive('nomad.datamodel.metainfo.eln.Sample', ' Sample A'))).toEqual({ data: { m_def: 'nomad.datamodel.metainfo.eln.Sample', name: 'Sample A' } })
  })

  it.each([
    [{ published: false, process_running: false, process_status: 'SUCCESS' }, true],
    [{ published: false, process_running: false, process_status: 'READY' }, true],
    [{ published: false, process_running: false, process_status: 'PENDING' }, false],
    [{ published: false, process_running: true, process_status: 'RUNNING' }, false],
    [{ published: false, process_running: false, process_status: 'FAILURE' }, false],
    [{ published: true, process_running: false, process_status: 'SUCCESS' }, false],
  ] as const)('an upload %j takes a reference: %j', (upload, ok) => {
    expect(canTakeReference(upload)).toBe(ok)
  })
})

describe('referenceValue', () => {
  it('is relative to the upload within it, and names the upload otherwise', () => {
    expect(referenceValue({ entry_id: 'E1', upload_id: 'U1' }, 'U1')).toBe('../upload/archive/E1#/data')
    expect(referenceValue({ entry_id: 'E1', upload_id: 'U2' }, 'U1')).toBe('../uploads/U2/archive/E1#/data')
    expect(referenceValue({ entry_id: 'E1', upload_id: 'U2' }, undefined)).toBe('../uploads/U2/archive/E1#/data')
  })
})
