import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { ParserMetadata } from '../../core/parsers/metadata'
import { chooseMainfiles, mainfileMatcher, readHead, HEAD_BYTES } from './matching'

const parser = (name: string, extra: Partial<ParserMetadata>): ParserMetadata => ({
  name,
  codeName: name,
  codeLabel: name,
  codeCategory: 'Atomistic code',
  mainfileNameRe: '.*',
  status: 'production',
  ...extra,
})

// Shaped like the VASP parser: named vasprun files, plus OUTCARs as alternatives.
const vasp = parser('parsers/vasp', {
  mainfileNameRe: '.*[^/]*xml[^/]*',
  mainfileContentsRe: '^\\s*<\\?xml version="1\\.0" encoding="ISO-8859-1"\\?>\\s*<modeling>|^\\svasp[.\\d]+',
  mainfileAlternative: true,
})
const text = parser('parsers/text', { mainfileNameRe: '\\.txt$', mainfileMimeRe: 'text/.*' })
const match = mainfileMatcher([vasp, text])

const VASPRUN = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?>\n<modeling>\n')
const OUTCAR = Buffer.from(' vasp.5.3.2 13Sep12 (build Jan 11 2013 15:25:54) complex\n')

describe('mainfile matching', () => {
  it('claims a file whose contents and name match, and no other', () => {
    expect(match('calc/vasprun.xml', VASPRUN)).toEqual([{ parser: 'parsers/vasp', alternative: false }])
    expect(match('calc/vasprun.xml', Buffer.from('<html></html>'))).toEqual([])
    expect(match('calc/notes.txt', Buffer.from('a note'))).toEqual([{ parser: 'parsers/text', alternative: false }])
  })

  it('applies name patterns to compressed names and mime types to the name without suffix', () => {
    expect(match('calc/vasprun.xml.gz', VASPRUN)).toEqual([{ parser: 'parsers/vasp', alternative: false }])
    expect(match('calc/notes.txt.bz2', Buffer.from('a note'))).toEqual([])
    expect(match('calc/notes.txt', Buffer.from('a note'))[0].parser).toBe('parsers/text')
  })

  it('offers an alternative claim when only the contents match', () => {
    expect(match('calc/OUTCAR', OUTCAR)).toEqual([{ parser: 'parsers/vasp', alternative: true }])
  })

  it('gives a lone OUTCAR to VASP and leaves one beside a vasprun.xml as an auxiliary file', () => {
    const files = ['lone/OUTCAR', 'pair/OUTCAR', 'pair/vasprun.xml', 'pair/sub/OUTCAR'].map((path) => ({
      path,
      candidates: match(path, path.endsWith('.xml') ? VASPRUN : OUTCAR),
    }))
    expect(Object.fromEntries(chooseMainfiles(files))).toEqual({
      'lone/OUTCAR': 'parsers/vasp',
      'pair/vasprun.xml': 'parsers/vasp',
      'pair/sub/OUTCAR': 'parsers/vasp',
    })
  })

  it('falls through to a later parser when an alternative claim is refused', () => {
    const lenient = parser('parsers/any', { mainfileNameRe: 'OUTCAR$' })
    const both = mainfileMatcher([vasp, lenient])
    const files = [
      { path: 'pair/OUTCAR', candidates: both('pair/OUTCAR', OUTCAR) },
      { path: 'pair/vasprun.xml', candidates: both('pair/vasprun.xml', VASPRUN) },
    ]
    expect(chooseMainfiles(files).get('pair/OUTCAR')).toBe('parsers/any')
  })

  it.each(['large.txt.gz', 'large.txt.bz2', 'large.txt.xz'])('reads the decompressed head of %s', async (name) => {
    const head = await readHead(fileURLToPath(new URL(`../files/fixtures/${name}`, import.meta.url)))
    expect(head.length).toBe(HEAD_BYTES)
    expect(match('calc/OUTCAR', head)).toEqual([{ parser: 'parsers/vasp', alternative: true }])
  })
})
