// The text viewer's chunks (spec 3 §9: 16384 bytes): bytes counted, a character cut in two
// continues in the next chunk, a short chunk is the last.
import { describe, expect, it } from 'vitest'
import { TEXT_CHUNK } from '../limits'
import { appendChunk, nearEnd, NO_TEXT } from './textChunks'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('text chunks', () => {
  it('reads 16384 bytes at a time', () => {
    expect(TEXT_CHUNK).toBe(16384)
  })

  it('joins a character cut between two chunks', () => {
    const all = bytes('aé€b')
    const decoder = new TextDecoder()
    const first = appendChunk(NO_TEXT, all.slice(0, 2).buffer, decoder, 2)
    expect(first).toEqual({ text: 'a', offset: 2, more: true })
    const second = appendChunk(first, all.slice(2, 4).buffer, decoder, 2)
    expect(second.text).toBe('aé')
    const last = appendChunk(second, all.slice(4).buffer, decoder, 6)
    expect(last).toEqual({ text: 'aé€b', offset: all.byteLength, more: false })
  })

  it('ends on an empty chunk (a file of a multiple of the chunk size)', () => {
    const state = appendChunk(NO_TEXT, bytes('abcd').buffer, new TextDecoder(), 4)
    expect(appendChunk(state, new ArrayBuffer(0), new TextDecoder(), 4)).toEqual({ text: 'abcd', offset: 4, more: false })
  })

  it('reads on when the end of the box comes near', () => {
    expect(nearEnd({ scrollTop: 0, clientHeight: 400, scrollHeight: 500 })).toBe(true)
    expect(nearEnd({ scrollTop: 0, clientHeight: 400, scrollHeight: 1000 })).toBe(false)
    expect(nearEnd({ scrollTop: 450, clientHeight: 400, scrollHeight: 1000 })).toBe(true)
  })
})
