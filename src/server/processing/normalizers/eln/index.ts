// The ELN normaliser: derives the searchable side of `data` — dynamic search quantities,
// compatible section definitions, references to other entries, the lab-notebook
// summary in `results.eln`, and the material of sections with a chemical formula.
// It reads the definitions the archive parser bound to the data; for data it did not
// see (an archive read back from storage), it validates the data anew first.
import { elementsOf, formulaAnonymous, formulaHill, formulaIupac, formulaReduced, parseFormula } from '../../../../core/chemistry'
import { sectionOf } from '../../../../core/metainfo'
import type { Section } from '../../../../core/metainfo'
import { readArchive } from '../../../parsers/archive'
import type { Archive, NormalizeContext, Normalizer } from '../../../parsers/types'
import { entryReferences } from './references'
import { dataPaths, searchQuantities, sectionDefinitions } from './search'
import { elnFindings, plainText } from './summary'
import type { ElnFindings } from './summary'
import { walkData } from './walk'
import type { MutableSection as Json } from '../../../../core/archive'

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

function child(parent: Json, key: string): Json {
  const existing = parent[key]
  if (isJson(existing)) return existing
  const created: Json = {}
  parent[key] = created
  return created
}

function union(existing: unknown, added: readonly string[]): string[] {
  const before = Array.isArray(existing) ? existing.filter((v): v is string => typeof v === 'string') : []
  return [...new Set([...before, ...added])].sort()
}

/** The section of `data`, validating it first if no parser bound one. */
async function dataSection(archive: Archive, context: NormalizeContext): Promise<Section | undefined> {
  const bound = isJson(archive.data) ? sectionOf(archive.data) : undefined
  if (bound || !isJson(archive.data)) return bound
  // Data without a section definition belongs to its parser; there is nothing to interpret.
  if (archive.data.m_def === undefined) return undefined
  try {
    // Without file access only built-in sections and the archive's own schema resolve.
    const reread = await readArchive(archive, { ...context, readFile: async () => undefined })
    archive.data = reread.data
  } catch (e) {
    context.logger.warning(`The data cannot be interpreted, so no search data is derived from it: ${(e as Error).message}`)
    return undefined
  }
  return isJson(archive.data) ? sectionOf(archive.data) : undefined
}

function fillMaterial(results: Json, findings: ElnFindings, context: NormalizeContext) {
  const material = isJson(results.material) ? results.material : undefined
  if (material && Array.isArray(material.elements) && material.elements.length > 0) return
  for (const { formula, path } of findings.formulas) {
    let counts
    try {
      counts = parseFormula(formula)
    } catch (e) {
      context.logger.warning(`${path}: the chemical formula ${formula} cannot be analysed: ${(e as Error).message}`, { path })
      continue
    }
    const elements = elementsOf(counts)
    Object.assign(child(results, 'material'), {
      elements,
      n_elements: elements.length,
      chemical_formula_descriptive: formula,
      chemical_formula_hill: formulaHill(counts),
      chemical_formula_reduced: formulaReduced(counts),
      chemical_formula_iupac: formulaIupac(counts),
      chemical_formula_anonymous: formulaAnonymous(counts),
    })
    return
  }
}

export const elnNormalizer: Normalizer = {
  name: 'eln',
  async normalize(archive, context) {
    const section = await dataSection(archive, context)
    if (!section || !isJson(archive.data)) return
    const walk = walkData(archive.data, section)
    const metadata = child(archive, 'metadata')
    metadata.search_quantities = searchQuantities(walk, section)
    const sectionDefs = sectionDefinitions(walk)
    metadata.section_defs = sectionDefs
    metadata.sections = union(metadata.sections, sectionDefs.map((s) => s.definition_qualified_name))
    const quantities = union(metadata.quantities, dataPaths(walk))
    metadata.quantities = quantities
    metadata.n_quantities = quantities.length
    metadata.entry_references = entryReferences(walk, context.uploadId, context.mainfile)

    const findings = elnFindings(walk)
    const { eln } = findings
    if (eln.sections.length > 0) {
      const results = child(archive, 'results')
      results.eln = Object.fromEntries(Object.entries(eln).filter(([, values]) => values.length > 0))
      fillMaterial(results, findings, context)
      const texts = [...eln.names, ...eln.descriptions.map(plainText), ...eln.tags].filter((t) => t !== '')
      metadata.text_search_contents = [...new Set([...(Array.isArray(metadata.text_search_contents) ? metadata.text_search_contents : []), ...texts])]
    }
  },
}
