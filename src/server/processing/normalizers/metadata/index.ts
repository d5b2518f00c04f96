import type { Archive, Normalizer } from '../../../parsers/types'
import type { MutableSection as Json } from '../../../../core/archive'

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Archive paths of all quantities with a value, e.g. `results.material.elements`. */
function quantityPaths(value: unknown, path: string, out: Set<string>) {
  if (Array.isArray(value)) {
    if (value.some(isObject)) for (const item of value) quantityPaths(item, path, out)
    else if (path) out.add(path)
    return
  }
  if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'm_def' || key === 'processing_logs' || key.startsWith('m_')) continue
      quantityPaths(child, path ? `${path}.${key}` : key, out)
    }
    return
  }
  if (value !== null && value !== undefined && path) out.add(path)
}

/**
 * Entry-level metadata every entry has, whatever its parser: a name and type when the
 * parser gave none, and the list and count of quantities present. Runs last.
 */
export const metadataNormalizer: Normalizer = {
  name: 'metadata',
  normalize(archive: Archive, context) {
    const metadata = (isObject(archive.metadata) ? archive.metadata : {}) as Json
    archive.metadata = metadata
    if (metadata.entry_type === undefined) {
      const run = Array.isArray(archive.run) ? (archive.run[0] as Json | undefined) : undefined
      const program = isObject(run?.program) ? (run!.program as Json).name : undefined
      const method = isObject(archive.results) && isObject(archive.results.method) ? archive.results.method : {}
      // Simulations are named as NOMAD names them: program, method and workflow
      // ('VASP DFT GeometryOptimization'), and the formula in front for the entry name.
      if (typeof program === 'string' && typeof method.workflow_name === 'string') {
        metadata.entry_type = [program, method.method_name, method.workflow_name].filter((part) => typeof part === 'string').join(' ')
        const material = isObject(archive.results) && isObject(archive.results.material) ? archive.results.material : {}
        const formula = material.chemical_formula_descriptive ?? material.chemical_formula_hill
        if (typeof formula === 'string') metadata.entry_name ??= `${formula} ${metadata.entry_type} simulation`
      } else if (typeof program === 'string') {
        metadata.entry_type = program
      }
    }
    metadata.entry_name ??= context.mainfile.split('/').pop()
    const paths = new Set<string>()
    for (const [key, value] of Object.entries(archive)) {
      if (key === 'metadata' || key === 'processing_logs') continue
      quantityPaths(value, key, paths)
    }
    const existing = Array.isArray(metadata.quantities) ? (metadata.quantities as string[]) : []
    const quantities = [...new Set([...existing, ...paths])].sort()
    metadata.quantities = quantities
    metadata.n_quantities = quantities.length
  },
}
