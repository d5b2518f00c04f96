import { describe, expect, it } from 'vitest'
import { attachment } from './contentDisposition'

describe('Content-Disposition of a download', () => {
  it.each([
    ['raw_files.zip', 'attachment; filename="raw_files.zip"'],
    ['データ.txt', `attachment; filename="___.txt"; filename*=UTF-8''%E3%83%87%E3%83%BC%E3%82%BF.txt`],
    ['Ωmega (1).txt', `attachment; filename="_mega (1).txt"; filename*=UTF-8''%CE%A9mega%20%281%29.txt`],
    ['x"y\\z.txt', `attachment; filename="x_y_z.txt"; filename*=UTF-8''x%22y%5Cz.txt`],
    ['😀.txt', `attachment; filename="_.txt"; filename*=UTF-8''%F0%9F%98%80.txt`],
    ['bad\ud800.txt', `attachment; filename="bad_.txt"; filename*=UTF-8''bad%EF%BF%BD.txt`],
  ])('%s', (name, header) => {
    expect(attachment(name)).toBe(header)
    // Node refuses header values beyond Latin-1; these are ASCII.
    expect(header).toMatch(/^[\x20-\x7e]+$/)
  })
})
