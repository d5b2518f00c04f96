// Reading a file as text in chunks (spec 3 §9: 16384 bytes): bytes are counted, not
// characters, so a chunk that ends inside a UTF-8 character continues in the next one,
// and a chunk shorter than asked for is the last.
import { TEXT_CHUNK } from '../limits'

export interface TextChunks {
  /** The text read so far. */
  readonly text: string
  /** Bytes read so far: the offset of the next chunk. */
  readonly offset: number
  /** Whether the file may hold more. */
  readonly more: boolean
}

export const NO_TEXT: TextChunks = { text: '', offset: 0, more: true }

/** The state after one more chunk; `decoder` must be the same for every chunk of a file. */
export function appendChunk(state: TextChunks, chunk: ArrayBuffer, decoder: TextDecoder, chunkSize = TEXT_CHUNK): TextChunks {
  const more = chunk.byteLength === chunkSize
  return { text: state.text + decoder.decode(chunk, { stream: more }), offset: state.offset + chunk.byteLength, more }
}

/** Whether a scrolled box shows its end (within `margin` pixels): time to read on. */
export function nearEnd(box: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>, margin = 200): boolean {
  return box.scrollTop + box.clientHeight >= box.scrollHeight - margin
}
