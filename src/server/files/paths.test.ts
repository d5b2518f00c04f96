import { describe, expect, it } from 'vitest'
import { ServiceError } from '../errors'
import { uploadFiles } from './index'
import { normalizeRelPath } from './paths'

const files = uploadFiles('/data', 'upload1')

describe('resolveRaw', () => {
  it.each([
    ['/etc/passwd', 'absolute paths are not allowed'],
    ['//server/share', 'absolute paths are not allowed'],
    ['..', '".." segments are not allowed'],
    ['../x', '".." segments are not allowed'],
    ['a/../../x', '".." segments are not allowed'],
    ['a/..', '".." segments are not allowed'],
    ['a\0b', 'NUL characters are not allowed'],
    ['..\\x', 'backslashes are not allowed'],
    ['a\\b', 'backslashes are not allowed'],
    ['C:\\Windows', 'Windows drive letters are not allowed'],
    ['c:/x', 'Windows drive letters are not allowed'],
    [`dir/${'x'.repeat(256)}`, 'names longer than 255 bytes are not allowed'],
  ])('refuses %j: %s', (path, reason) => {
    let error: unknown
    try {
      files.resolveRaw(path)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ServiceError)
    expect(error).toMatchObject({ kind: 'bad_request', message: `Invalid path "${path}": ${reason}.` })
  })

  it.each([
    ['', '/data/uploads/upload1/raw'],
    ['a.txt', '/data/uploads/upload1/raw/a.txt'],
    ['dir/sub/a.txt', '/data/uploads/upload1/raw/dir/sub/a.txt'],
    ['dir/', '/data/uploads/upload1/raw/dir'],
    ['./dir//a..b/.x', '/data/uploads/upload1/raw/dir/a..b/.x'],
    ['!"§$%&()=?.txt', '/data/uploads/upload1/raw/!"§$%&()=?.txt'],
  ])('resolves %j inside raw/', (path, abs) => {
    expect(files.resolveRaw(path)).toBe(abs)
  })

  it('gives one canonical path for the spellings of one file', () => {
    expect(['a/b', './a/b', 'a//b', 'a/./b/', 'a/b/'].map(normalizeRelPath)).toEqual(Array(5).fill('a/b'))
  })

  it('refuses ids that could name another folder', () => {
    expect(() => uploadFiles('/data', '../other')).toThrow('Invalid upload id "../other".')
    expect(() => files.archivePath('a/b')).toThrow('Invalid entry id "a/b".')
  })
})
