// `entry_references`: the values of reference quantities that point into other entries,
// so that an entry can list what it uses and what uses it. A target named by its
// mainfile gets its entry id computed (the id is a function of upload and mainfile);
// whether the target exists is not checked here — it may be processed later, or be gone.
import { entryId } from '../../../../core/ids'
import { definingSection, fragmentName, parseArchiveReference } from '../../../../core/metainfo'
import type { DataWalk } from './walk'

export interface EntryArchiveReference {
  target_reference: string
  target_entry_id: string
  target_upload_id: string
  target_mainfile?: string
  target_name: string
  target_path: string
  source_name: string
  source_path: string
  source_quantity: string
}

export function entryReferences(walk: DataWalk, uploadId: string, mainfile: string): EntryArchiveReference[] {
  const out: EntryArchiveReference[] = []
  for (const { owner, quantity, value } of walk.quantities) {
    if (quantity.type.type_kind !== 'reference') continue
    const values = Array.isArray(value) ? value.flat(Infinity) : [value]
    values.forEach((reference, i) => {
      if (typeof reference !== 'string') return
      const target = parseArchiveReference(reference, uploadId, mainfile)
      if (!target || target.local) return
      const sourcePath = [...owner.path, quantity.name, ...(Array.isArray(value) ? [i] : [])]
      out.push({
        target_reference: reference,
        target_entry_id: target.entryId ?? entryId(target.uploadId, target.mainfile as string),
        target_upload_id: target.uploadId,
        ...(target.mainfile !== undefined && { target_mainfile: target.mainfile }),
        target_name: fragmentName(target.fragment),
        target_path: target.fragment,
        source_name: quantity.name,
        source_path: `/${sourcePath.join('/')}`,
        source_quantity: `${definingSection(owner.section, quantity).qualifiedName}.${quantity.name}`,
      })
    })
  }
  return out
}
