import { mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirInUse, lockDataDir } from './dataDirLock'

describe('lockDataDir', () => {
  let root: string
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'tessera-lock-unit-'))
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('refuses a held directory, by any path to it, naming the holder; frees it on release', async () => {
    const data = join(root, 'data')
    const held = await lockDataDir(data, 'server')
    await symlink(data, join(root, 'alias'))
    const refusal = await lockDataDir(join(root, 'alias'), 'cli').catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(DataDirInUse)
    expect((refusal as DataDirInUse).holder).toMatchObject({ pid: process.pid, role: 'server' })
    await held.release()
    await (await lockDataDir(data, 'cli')).release()
  })

  it('lets other directories be held at the same time', async () => {
    const one = await lockDataDir(join(root, 'one'), 'server')
    const two = await lockDataDir(join(root, 'two'), 'server')
    await Promise.all([one.release(), two.release()])
  })
})
