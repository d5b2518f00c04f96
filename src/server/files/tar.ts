// Tar (and gzip-compressed tar) extraction into a staging area with node-tar's Parser.
// We do not use tar.x: it "fixes" unsafe entries (strips `../`, drops links) with only a
// warning, while we must refuse the whole archive and say which entry was wrong. The
// parser only decodes headers (incl. pax and GNU long names); we write the files.

import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import { Parser, type ReadEntry } from 'tar'
import { badRequest, ServiceError } from '../errors'
import type { Staging } from './staging'

const REFUSED_TYPES: Partial<Record<ReadEntry['type'], string>> = {
  SymbolicLink: 'symbolic links are not allowed',
  Link: 'hard links are not allowed',
  CharacterDevice: 'device files are not allowed',
  BlockDevice: 'device files are not allowed',
  FIFO: 'FIFOs are not allowed',
}
const FILE_TYPES = new Set<ReadEntry['type']>(['File', 'OldFile', 'ContiguousFile'])

export async function extractTar(archive: string, staging: Staging, gzipped: boolean): Promise<void> {
  // strict: every header problem is an error, not a skipped entry. We gunzip ourselves
  // (see below), so tar's own ratio check has nothing to look at.
  const parser = new Parser({ strict: true, maxDecompressionRatio: Infinity })
  const writes: Promise<void>[] = []
  let failure: unknown
  let current = ''
  let reading: ReadEntry | undefined
  const wakers = new Set<() => void>()
  const fail = (error: unknown) => {
    if (failure !== undefined) return
    failure = error
    // Stops the parser (it then emits its own 'error', which we ignore: ours came first).
    parser.abort(new Error('extraction stopped'))
    // The entry being read will get no more data nor its end: abort the writes (also one
    // not started yet) and unblock the read, instead of leaving both hanging.
    staging.stop.abort()
    reading?.destroy()
    for (const wake of wakers) wake()
  }
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('end', resolve)
    parser.on('error', reject)
  })
  finished.catch(() => undefined)
  parser.on('error', fail)

  parser.on('entry', (entry: ReadEntry) => {
    current = entry.path
    reading = entry
    // An entry we stop reading may still be written to by the parser; never let that throw.
    entry.on('error', () => undefined)
    if (failure !== undefined) return void entry.resume()
    try {
      const task = extractEntry(entry, staging)
      if (task) writes.push(task.catch(fail))
      else entry.resume()
    } catch (error) {
      entry.resume()
      fail(error)
    }
  })
  // Types the parser does not know (sparse files, ACLs…) and oversized pax headers.
  parser.on('ignoredEntry', (entry: ReadEntry) => {
    fail(staging.refuse(entry.path, `entries of type ${entry.type} are not supported`))
  })

  // Small reads: each chunk can only expand so far before the parser applies backpressure.
  const file = createReadStream(archive, { highWaterMark: 16 * 1024 })
  // One gzip stream covers all entries, so the ratio is the archive's, not an entry's. It
  // is taken at the gunzip's output, as the bytes appear: counting only what has reached
  // the disk would lag behind by what the pipeline holds and let a bomb write gigabytes
  // before its ratio showed.
  const gunzip = gzipped ? createGunzip() : undefined
  const source: Readable = gunzip ? file.pipe(gunzip) : file
  if (gunzip) file.on('error', (error) => gunzip.destroy(error))
  let expanded = 0
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      expanded += chunk.length
      if (gunzip && staging.isTooCompressed(expanded, gunzip.bytesWritten)) fail(staging.tooCompressed(current))
      // The parser reports errors synchronously inside write(); do not wait for a drain then.
      else if (!parser.write(chunk) && failure === undefined) await drained(parser, wakers)
      if (failure !== undefined) break
    }
    if (failure === undefined) {
      parser.end()
      await finished
    }
  } catch (error) {
    fail(error)
  } finally {
    file.destroy()
    gunzip?.destroy()
  }
  await Promise.allSettled(writes)
  if (failure !== undefined) throw unreadable(failure, current)
}

/** Starts writing one entry; undefined when there is nothing to write. Throws refusals. */
function extractEntry(entry: ReadEntry, staging: Staging): Promise<void> | undefined {
  const name = entry.path
  const refused = REFUSED_TYPES[entry.type]
  if (refused) throw staging.refuse(name, refused)
  // Old tars mark folders as files with a trailing slash.
  const isFolder = entry.type === 'Directory' || (FILE_TYPES.has(entry.type) && name.endsWith('/') && entry.size === 0)
  if (!isFolder && !FILE_TYPES.has(entry.type)) {
    throw staging.refuse(name, `entries of type ${entry.type} are not supported`)
  }
  const rel = staging.admit(name)
  if (isFolder) {
    // Even an empty entry only emits 'end' (which the parser waits for) once it flows.
    entry.resume()
    return rel ? staging.addFolder(name, rel) : undefined
  }
  if (rel === '') throw staging.refuse(name, 'a file needs a name')
  staging.checkDeclaredSize(name, entry.size)
  return staging.addFile(name, rel, () => chunksOf(entry))
}

/**
 * The entry as a plain async iterable: node's pipeline would otherwise take the Minipass
 * entry for a node stream and apply stream semantics it does not have.
 */
async function* chunksOf(entry: ReadEntry): AsyncGenerator<Buffer> {
  for await (const chunk of entry) yield chunk
}

function drained(parser: Parser, wakers: Set<() => void>): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      wakers.delete(wake)
      parser.off('drain', wake)
      parser.off('error', wake)
      resolve()
    }
    wakers.add(wake)
    parser.once('drain', wake)
    parser.once('error', wake)
  })
}

/** The parser's complaints (bad checksum, truncation, not a tar) as a badRequest. */
function unreadable(error: unknown, entry: string): Error {
  if (error instanceof ServiceError) return error
  // File-system trouble on our side (disk full…) is not the archive's fault.
  if (error instanceof Error && 'syscall' in error) return error
  const reason = (error instanceof Error ? error.message : String(error)).replace(/^TAR_\w+: /, '')
  const where = entry ? ` at entry "${entry}"` : ''
  return badRequest(`The tar archive could not be read${where}: ${reason}.`)
}
