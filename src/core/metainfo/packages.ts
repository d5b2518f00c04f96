// The catalogue of all packages, for lookups by qualified name and for serialisation.
// A package missing here would be invisible to the metainfo browser; a test walks the
// archive tree to make sure every reachable section is catalogued.
import { rootSection, schemaPackage } from './archive'
import { dataPackage } from './data'
import type { Package, Section } from './definitions'
import { basesectionsPackage, plotPackage, tabularPackage } from './eln/basesections'
import { elnPackage } from './eln/eln'
import { datamodelPackage } from './metadata'
import { optimadePackage } from './optimade'
import { resultsPackage } from './results'
import { calculationPackage, methodPackage, runPackage, systemPackage } from './run'
import { simulationWorkflowPackage } from './simulationWorkflow'
import { workflowPackage } from './workflow'

/** All built-in packages, sorted by name. */
export const packages: readonly Package[] = [
  datamodelPackage,
  dataPackage,
  optimadePackage,
  resultsPackage,
  runPackage,
  methodPackage,
  systemPackage,
  calculationPackage,
  workflowPackage,
  simulationWorkflowPackage,
  schemaPackage,
  elnPackage,
  basesectionsPackage,
  plotPackage,
  tabularPackage,
].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))

let byQualifiedName: Map<string, Section> | undefined

/** The built-in section with this qualified name, e.g. `nomad.datamodel.results.SolarCell`. */
export function sectionByQualifiedName(qualifiedName: string): Section | undefined {
  byQualifiedName ??= new Map(packages.flatMap((pkg) => pkg.sections.map((s) => [s.qualifiedName, s] as const)))
  return byQualifiedName.get(qualifiedName)
}

export { rootSection }
