// Which previewers a file gets (spec 3 §9), as a table: file × size → the tabs, in order,
// and whether each previews by itself or waits for 'Preview with {viewer} viewer'.
import { describe, expect, it } from 'vitest'
import { createRankedRegistry, type FileSubject } from '../../runtime'
import { choosePreviewers } from './choosePreviewers'
import { cifPreviewer, hdf5Previewer, imagePreviewer, jsonPreviewer, pdfPreviewer, textPreviewer } from './defs'
import { previewWith, failedToOpen } from './messages'
import type { PreviewerDef } from './previewerDef'

const registry = createRankedRegistry<FileSubject, PreviewerDef>('previewers', [textPreviewer, imagePreviewer, jsonPreviewer, pdfPreviewer, cifPreviewer, hdf5Previewer])

const MB = 1_000_000
/** `type` previews by itself; `type?` waits for the button. */
const tabs = (file: FileSubject) => choosePreviewers(registry, file).map(({ def, autoPreview }) => (autoPreview ? def.type : `${def.type}?`))

const cases: [name: string, size: number, expected: string[], mime?: string][] = [
  ['notes.txt', 120, ['text']],
  ['notes.txt', 200 * MB, ['text']],
  ['run/output.dat', 3 * MB, ['text']],
  ['vasprun.bin', 40, ['text']],
  ['README', 40, ['text'], 'text/plain; charset=utf-8'],
  ['picture.png', 1000, ['image']],
  ['scan.JPEG', 10 * MB, ['image']],
  ['picture.png', 10 * MB + 1, ['image?']],
  ['picture.svg', 60 * MB, ['text']],
  ['data.json', 100, ['json', 'text']],
  ['data.json', 11 * MB, ['json?', 'text']],
  ['paper.pdf', 2 * MB, ['pdf']],
  ['paper.pdf', 12 * MB, ['pdf?']],
  ['download', 2 * MB, ['pdf'], 'application/pdf'],
  ['SARSUC.cif', 100_000, ['cif', 'text']],
  ['big.cif', 100_001, ['cif?', 'text']],
  ['test.h5', 1.7 * MB, ['hdf5']],
  ['scan.nxs', 9 * MB, ['hdf5']],
  ['TEST.HDF5', 10 * MB + 1, ['hdf5?']],
  ['detector.h5', 2000 * MB, ['hdf5?']],
  ['map.dream3d', 1000, ['hdf5']],
]

describe('the previewers of a file', () => {
  it.each(cases)('%s of %i bytes: %j', (name, size, expected, mime) => {
    expect(tabs({ name, size, mime })).toEqual(expected)
  })

  it('puts a plugin previewer of equal rank before the built-in one', () => {
    const plugin: PreviewerDef = { ...imagePreviewer, type: 'tiffish', title: 'Plugin image' }
    const withPlugin = createRankedRegistry<FileSubject, PreviewerDef>('previewers', [textPreviewer, imagePreviewer, plugin])
    expect(choosePreviewers(withPlugin, { name: 'a.png', size: 10 }).map(({ def }) => def.type)).toEqual(['tiffish', 'image'])
  })

  it("names the viewer in the spec's messages", () => {
    expect(previewWith(hdf5Previewer.name)).toBe('Preview with hdf5 viewer')
    expect(failedToOpen(jsonPreviewer.name)).toBe('Failed to open with json viewer. Bad file format?')
  })
})
