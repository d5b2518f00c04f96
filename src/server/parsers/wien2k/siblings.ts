// WIEN2k writes every file of a run as case.<extension> beside the .scf. The files are
// found as NOMAD finds them: among the siblings with that ending, the only one, else
// those starting with the mainfile's case name.
import { decodeText, dirOf } from '../common'
import type { MainfileContext } from '../types'

/** 'case' of 'dir/case.scf'. */
function caseName(mainfile: string): string {
  const base = mainfile.split('/').pop()!
  return base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base
}

/** The case name of a sibling: everything before its last dot. */
const prefixOf = (name: string): string => (name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name)

/**
 * The siblings whose names match `pattern`: all of them when they belong to one case,
 * else those of the mainfile's case.
 */
export async function siblingsMatching(context: MainfileContext, pattern: RegExp): Promise<string[]> {
  const names = (await context.siblings().catch(() => [] as string[])).filter((n) => pattern.test(n))
  if (new Set(names.map(prefixOf)).size <= 1) return names
  const own = caseName(context.mainfile)
  return names.filter((n) => n.startsWith(own))
}

/** The sibling ending in `extension`: the only one, else the one starting with the mainfile's case name. */
async function sibling(context: MainfileContext, extension: string): Promise<string | undefined> {
  const names = (await context.siblings().catch(() => [] as string[])).filter((n) => n.endsWith(extension))
  if (names.length <= 1) return names[0]
  const own = caseName(context.mainfile)
  return names.find((n) => n.startsWith(own))
}

/** The text of a sibling by name; undefined when it cannot be read. */
export async function readNamed(context: MainfileContext, name: string): Promise<string | undefined> {
  const bytes = await context.readFile(`${dirOf(context.mainfile)}${name}`)
  return bytes ? decodeText(bytes) : undefined
}

/** The text of the first sibling found for the extensions, in order. */
export async function readSibling(context: MainfileContext, ...extensions: string[]): Promise<string | undefined> {
  for (const extension of extensions) {
    const name = await sibling(context, extension)
    const text = name ? await readNamed(context, name) : undefined
    if (text !== undefined) return text
  }
  return undefined
}
