// An image, fetched with the caller's login and shown from memory (the raw file is not a
// public URL; a blob: URL also needs no cookie). An image the browser cannot decode is a
// failed preview.
import { useEffect, useMemo } from 'react'
import { Spinner, SpinnerSize } from '@blueprintjs/core'
import type { PreviewProps } from '../previewerDef'
import { useFileBytes } from '../useFileBytes'

const TYPES: Readonly<Record<string, string>> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', bmp: 'image/bmp', svg: 'image/svg+xml',
}

/** The image type to decode the bytes as: the file's mime type, else its extension's. */
export function imageType(name: string, mime?: string): string {
  if (mime?.startsWith('image/')) return mime.split(';')[0].trim()
  return TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream'
}

export default function ImagePreview({ uploadId, path, file, onFailure }: PreviewProps) {
  const result = useFileBytes(uploadId, path, onFailure)
  const bytes = result.state === 'loaded' ? result.bytes : undefined
  const url = useMemo(() => (bytes ? URL.createObjectURL(new Blob([bytes], { type: imageType(file.name, file.mime) })) : undefined), [bytes, file])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  if (!url) return result.state === 'loading' ? <Spinner size={SpinnerSize.SMALL} /> : null
  return (
    <div className="tessera-image-preview">
      <img src={url} alt={file.name} onError={() => onFailure(new Error(`${file.name} is not an image the browser can show.`))} />
    </div>
  )
}
