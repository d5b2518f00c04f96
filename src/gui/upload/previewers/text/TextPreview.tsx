// The text viewer (spec 3 §9): the file in 16384-byte chunks, the next one read when the
// end comes into view. A chunk that cannot be read ends the text with 'ERROR - COULD NOT
// READ FILE!' and goes to the error raiser (spec 3 §8).
import { useCallback, useEffect, useRef, useState } from 'react'
import { rawFileBytes, useApiClient } from '../../../api'
import { useErrors } from '../../../runtime'
import { TEXT_CHUNK } from '../limits'
import { COULD_NOT_READ, LOADING } from '../messages'
import type { PreviewProps } from '../previewerDef'
import { appendChunk, nearEnd, NO_TEXT, type TextChunks } from './textChunks'

export default function TextPreview({ uploadId, path }: PreviewProps) {
  const client = useApiClient()
  const { raiseError } = useErrors()
  const [chunks, setChunks] = useState<TextChunks>(NO_TEXT)
  const [failed, setFailed] = useState(false)
  const reading = useRef(false)
  const decoder = useRef(new TextDecoder())
  const box = useRef<HTMLDivElement>(null)

  const readMore = useCallback(() => {
    if (reading.current || failed || !chunks.more) return
    reading.current = true
    rawFileBytes(client, uploadId, path, { offset: chunks.offset, length: TEXT_CHUNK })
      // Decoded here, once: the decoder keeps a character cut in two for the next chunk.
      .then((chunk) => setChunks(appendChunk(chunks, chunk, decoder.current)))
      .catch((error: unknown) => {
        setFailed(true)
        raiseError(error)
      })
      .finally(() => {
        reading.current = false
      })
  }, [client, uploadId, path, chunks, failed, raiseError])

  // The first chunk, and more while the text does not fill the box.
  useEffect(() => {
    if (box.current && chunks.more && !failed && nearEnd(box.current)) readMore()
  }, [chunks, failed, readMore])

  const started = chunks.offset > 0 || failed
  return (
    <div ref={box} className="tessera-text-preview" onScroll={(event) => nearEnd(event.currentTarget) && readMore()} aria-label="File content">
      <pre>
        {started ? chunks.text : LOADING}
        {failed ? `\n\n${COULD_NOT_READ}` : ''}
      </pre>
    </div>
  )
}
