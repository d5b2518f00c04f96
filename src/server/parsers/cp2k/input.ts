// The CP2K input file (`*.inp`): nested `&SECTION [parameter]` … `&END` blocks holding
// `KEYWORD value` lines. The output names its input file; settings the output does not
// print (functional sections, k-points, smearing, optimiser limits) are read here.

export interface InputSection {
  /** Upper-case section name, e.g. 'XC_FUNCTIONAL'. */
  name: string
  /** What follows the name on the opening line, e.g. 'PADE' in `&XC_FUNCTIONAL PADE`. */
  parameter?: string
  /** Upper-case keyword → values of each occurrence (the rest of the line, trimmed). */
  keywords: Map<string, string[]>
  /** Every non-section line in order, for data blocks such as &COORD. */
  lines: string[]
  sections: InputSection[]
}

export interface Cp2kInput {
  root: InputSection
  warnings: string[]
}

const newSection = (name: string, parameter?: string): InputSection => ({
  name,
  ...(parameter ? { parameter } : {}),
  keywords: new Map(),
  lines: [],
  sections: [],
})

/** Text before a comment sign; CP2K comments start with '#' or '!'. */
function withoutComment(line: string): string {
  const cut = line.search(/[#!]/)
  return cut < 0 ? line : line.slice(0, cut)
}

/** Reads the section tree; preprocessor variables (@SET) are substituted, @INCLUDE is not followed. */
export function readCp2kInput(text: string): Cp2kInput {
  const root = newSection('ROOT')
  const stack: InputSection[] = [root]
  const variables = new Map<string, string>()
  const warnings: string[] = []
  for (const raw of text.split(/\r?\n/)) {
    let line = withoutComment(raw).trim()
    if (!line) continue
    const set = /^@SET\s+(\w+)\s+(.*)$/i.exec(line)
    if (set) {
      variables.set(set[1].toUpperCase(), set[2].trim())
      continue
    }
    if (/^@INCLUDE/i.test(line)) {
      warnings.push(`The CP2K input includes another file (${line}); its settings are not read.`)
      continue
    }
    if (/^@/.test(line)) continue
    line = line.replace(/\$\{?(\w+)\}?/g, (whole, name: string) => variables.get(name.toUpperCase()) ?? whole)
    if (/^&END\b/i.test(line)) {
      if (stack.length > 1) stack.pop()
      continue
    }
    const open = /^&(\w+)\s*(.*)$/.exec(line)
    if (open) {
      const section = newSection(open[1].toUpperCase(), open[2].trim() || undefined)
      stack[stack.length - 1].sections.push(section)
      stack.push(section)
      continue
    }
    const current = stack[stack.length - 1]
    current.lines.push(line)
    const [key, ...rest] = line.split(/\s+/)
    const name = key.toUpperCase()
    const values = current.keywords.get(name) ?? []
    values.push(rest.join(' '))
    current.keywords.set(name, values)
  }
  return { root, warnings }
}

/** The first section along a '/'-separated path of names, e.g. 'FORCE_EVAL/DFT/XC'. */
export function sectionAt(root: InputSection | undefined, path: string): InputSection | undefined {
  let current = root
  for (const name of path.split('/')) {
    current = current?.sections.find((s) => s.name === name.toUpperCase())
    if (!current) return undefined
  }
  return current
}

/** The value of a keyword's first occurrence. */
export function keywordOf(section: InputSection | undefined, name: string): string | undefined {
  return section?.keywords.get(name.toUpperCase())?.[0]
}

/** CP2K logical values: T, TRUE, ON, YES (and a bare section, which counts as on). */
export function isOn(value: string | undefined): boolean {
  return value === undefined || value === '' || /^(T|TRUE|ON|YES|\.TRUE\.)$/i.test(value.trim())
}
