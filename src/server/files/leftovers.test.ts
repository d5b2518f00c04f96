import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { finishCreation, markCreation, sweepLeftovers } from './leftovers'

describe('sweepLeftovers', () => {
  let dataDir: string
  const at = (...parts: string[]) => join(dataDir, 'uploads', ...parts)
  const put = async (...parts: string[]) => {
    await mkdir(at(...parts.slice(0, -1)), { recursive: true })
    await writeFile(at(...parts), 'x')
  }
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-leftovers-'))
  })
  afterEach(() => rm(dataDir, { recursive: true, force: true }))

  it('removes temporary files and cut-off creations, and nothing an upload holds', async () => {
    await put('kept', 'raw', 'data.txt')
    await put('kept', '.tmp', 'upload-1')
    await put('.trash', 'trash-1', 'raw', 'old.txt')
    await markCreation(dataDir, 'cutoff')
    await put('cutoff', 'raw', 'half.bin')
    await markCreation(dataDir, 'recorded')
    await put('recorded', 'raw', 'whole.bin')
    await put('norow', 'raw', 'data.txt')

    const swept = await sweepLeftovers(dataDir, async (id) => id !== 'cutoff' && id !== 'norow')

    expect(swept).toEqual({ temporary: 2, creations: ['cutoff'] })
    expect(existsSync(at('kept', 'raw', 'data.txt'))).toBe(true)
    expect(existsSync(at('kept', '.tmp'))).toBe(false)
    expect(existsSync(at('.trash'))).toBe(false)
    expect(existsSync(at('cutoff'))).toBe(false)
    expect(existsSync(at('recorded', 'raw', 'whole.bin'))).toBe(true)
    expect(existsSync(at('recorded', '.creating'))).toBe(false)
    // No mark: an upload whose row is missing (a store restored from an older backup) is not deleted.
    expect(existsSync(at('norow', 'raw', 'data.txt'))).toBe(true)
  })

  it('finds nothing to do in a new data directory or after a finished creation', async () => {
    expect(await sweepLeftovers(dataDir, async () => true)).toEqual({ temporary: 0, creations: [] })
    await markCreation(dataDir, 'done')
    await finishCreation(dataDir, 'done')
    expect(await sweepLeftovers(dataDir, async () => false)).toEqual({ temporary: 0, creations: [] })
    expect(existsSync(at('done'))).toBe(true)
  })
})
