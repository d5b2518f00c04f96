// @vitest-environment jsdom
// The supported codes as a user meets them: grouped by category in a fixed order, each
// opening a dialog with its files; records that are not parser metadata left out.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CodeDialog } from './CodeDialog'
import { groupCodes, type Code } from './codes'

afterEach(cleanup)

const parser = (name: string, codeName: string, codeCategory: string, extra: Record<string, unknown> = {}) => ({
  name,
  codeName,
  codeLabel: codeName,
  codeCategory,
  mainfileNameRe: '.*',
  status: 'production',
  ...extra,
})

describe('groupCodes', () => {
  it('groups by category in NOMAD’s order, unknown categories last, labels sorted within', () => {
    const groups = groupCodes({
      a: parser('parsers/cif', 'CIF', 'Structure file'),
      b: parser('parsers/vasp', 'VASP', 'Atomistic code'),
      c: parser('parsers/abinit', 'ABINIT', 'Atomistic code'),
      d: parser('parsers/x', 'X', 'Zeta tools'),
      e: parser('parsers/archive', 'Archive', 'Electronic lab notebook'),
    })
    expect(groups.map((group) => [group.category, group.codes.map((code) => code.codeLabel)])).toEqual([
      ['Atomistic code', ['ABINIT', 'VASP']],
      ['Structure file', ['CIF']],
      ['Electronic lab notebook', ['Archive']],
      ['Zeta tools', ['X']],
    ])
  })

  it.each([
    ['not an object', 'parsers/x'],
    ['no code name', { name: 'parsers/x', codeCategory: 'Atomistic code' }],
    ['no category', { name: 'parsers/x', codeName: 'X' }],
    ['a list', ['parsers/x']],
  ])('leaves out a record with %s', (_, record) => {
    expect(groupCodes({ bad: record, good: parser('parsers/cp2k', 'CP2K', 'Atomistic code') }).flatMap((group) => group.codes.map((code) => code.name))).toEqual([
      'parsers/cp2k',
    ])
  })

  it('names a code once when two parsers read it, and takes the code name when there is no label', () => {
    const groups = groupCodes({
      a: parser('parsers/vasp', 'VASP', 'Atomistic code'),
      b: { ...parser('parsers/vasp-outcar', 'VASP', 'Atomistic code'), codeLabel: undefined },
      c: { ...parser('parsers/lammps', 'LAMMPS', 'Atomistic code'), codeLabel: '' },
    })
    expect(groups[0]?.codes.map((code) => [code.name, code.codeLabel])).toEqual([
      ['parsers/lammps', 'LAMMPS'],
      ['parsers/vasp', 'VASP'],
    ])
  })
})

describe('CodeDialog', () => {
  const vasp: Code = {
    name: 'parsers/vasp',
    codeName: 'VASP',
    codeLabel: 'VASP',
    codeCategory: 'Atomistic code',
    codeUrl: 'https://www.vasp.at/',
    tableOfFiles: '|Input Filename| Description|\n|--- | --- |\n|`vasprun.xml` | **Mainfile** |',
    notes: 'vasprun.xml is preferred.',
    parserGitUrl: 'https://example.org/parsers/vasp',
    status: 'beta',
  }

  it('shows the label, category, homepage, the table of files, notes and the parser source', () => {
    render(<CodeDialog code={vasp} onClose={() => undefined} />)
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: 'VASP' })).toBeTruthy()
    expect(within(dialog).getByText('Atomistic code')).toBeTruthy()
    expect(within(dialog).getByText('beta')).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'https://www.vasp.at/' }).getAttribute('href')).toBe('https://www.vasp.at/')
    const table = within(dialog).getByRole('table')
    expect(within(table).getByRole('columnheader', { name: 'Input Filename' })).toBeTruthy()
    expect(within(table).getByText('vasprun.xml')).toBeTruthy()
    expect(within(dialog).getByText('vasprun.xml is preferred.')).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'https://example.org/parsers/vasp' })).toBeTruthy()
    expect(within(dialog).getByText(/one folder per run/)).toBeTruthy()
  })

  it('says a file format’s files stand alone, and closes', () => {
    let closed = false
    const cif: Code = { name: 'parsers/cif', codeName: 'CIF', codeLabel: 'CIF', codeCategory: 'Structure file', status: 'production' }
    render(<CodeDialog code={cif} onClose={() => (closed = true)} />)
    expect(screen.getByText('Upload CIF files as they are: each file the parser recognises becomes an entry.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(closed).toBe(true)
  })
})
