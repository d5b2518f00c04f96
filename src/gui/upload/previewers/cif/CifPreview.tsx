// A CIF file as a 3D structure: read with the CIF parser's own reader (core/chemistry),
// drawn by the structure viewer. A file without a readable structure is a failed preview.
import { Spinner, SpinnerSize } from '@blueprintjs/core'
import { useEffect, useMemo } from 'react'
import { structureFromCif, type CifStructure } from '../../../../core/structures'
import { StructureViewer } from '../../../viewers/structure'
import type { PreviewProps } from '../previewerDef'
import { decodeText, useFileBytes } from '../useFileBytes'

type Read = { readonly ok: true; readonly cif: CifStructure } | { readonly ok: false; readonly error: unknown }

export function readStructure(text: string): Read {
  try {
    return { ok: true, cif: structureFromCif(text) }
  } catch (error) {
    return { ok: false, error }
  }
}

export default function CifPreview({ uploadId, path, file, onFailure }: PreviewProps) {
  const result = useFileBytes(uploadId, path, onFailure)
  const read = useMemo(() => (result.state === 'loaded' ? readStructure(decodeText(result.bytes)) : undefined), [result])
  useEffect(() => {
    if (read && !read.ok) onFailure(read.error)
  }, [read, onFailure])
  if (!read) return result.state === 'loading' ? <Spinner size={SpinnerSize.SMALL} /> : null
  if (!read.ok) return null
  const { structure, block, warnings } = read.cif
  return (
    <div className="tessera-cif-preview">
      <div className="tessera-cif-caption">
        data_{block}: {structure.labels.length} {structure.labels.length === 1 ? 'atom' : 'atoms'} in the cell
      </div>
      <StructureViewer structure={structure} label={`Structure of ${file.name}`} height={420} />
      {warnings.length ? (
        <ul className="tessera-cif-warnings">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
