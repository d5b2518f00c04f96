// The metainfo browser's lanes (spec 3 §2.4 on the lane browser of spec 2 §2.6). The URL
// below the browser's route is a definition path: the first segment names a section by
// qualified name (`nomad.datamodel.datamodel.EntryArchive`, `entry_id:<id>.Name`) or a
// package (`nomad.datamodel.results`, the definitions hash of an upload's schema); the
// next ones the sections of a package, the sub sections and quantities of a section.
import type { LaneAdaptor, LaneKey } from '../../components/lanes'
import { parseDefinitionRef, type DefinitionResolver, type ResolvedSection, type SectionDefinition, type SubSectionDefinition } from '../../metainfo'
import { PackageCard, QuantityCard, SectionCard, type DefinitionLinks } from './cards'
import type { MetainfoModel, MetainfoPackage } from './model'
import { RootLane } from './RootLane'

export interface BrowserEnv {
  readonly model: MetainfoModel
  readonly resolver: DefinitionResolver
  readonly links: DefinitionLinks
  /** The browser's route (`/analyze/metainfo`). */
  readonly baseUrl: string
}

const keyName = (key: LaneKey) => key.name

function quantityAdaptor(env: BrowserEnv, section: ResolvedSection, name: string): LaneAdaptor | undefined {
  const quantity = section.quantities.find((q) => q.name === name)
  if (!quantity) return undefined
  const referenced = quantity.referencedSection && env.model.lookup(quantity.referencedSection)
  return {
    label: quantity.name,
    itemAdaptor: () => undefined,
    render: () => (
      <QuantityCard
        quantity={quantity}
        section={section}
        links={env.links}
        referenced={referenced}
        usage={{ kind: 'quantity', section: section.definition.qualifiedName, name: quantity.name }}
      />
    ),
  }
}

export function sectionAdaptor(env: BrowserEnv, definition: SectionDefinition, via?: SubSectionDefinition): LaneAdaptor {
  let resolved: ResolvedSection | undefined
  const ready = (): ResolvedSection => {
    if (!resolved) throw new Error(`${definition.qualifiedName} is not resolved.`)
    return resolved
  }
  return {
    label: via?.name ?? definition.name,
    async initialize() {
      resolved = await env.resolver.resolve(definition.ref)
    },
    async itemAdaptor(key) {
      const section = ready()
      const subSection = section.subSections.find((s) => s.name === keyName(key))
      if (subSection) {
        const target = env.model.lookup(subSection.section) ?? (await env.resolver.definition(subSection.section))
        return sectionAdaptor(env, target, subSection)
      }
      return quantityAdaptor(env, section, keyName(key))
    },
    render: () => {
      const section = ready()
      return (
        <SectionCard
          resolved={section}
          via={via}
          inheriting={env.model.inheritingSections(definition)}
          referencedBy={env.model.referencedBy(definition)}
          links={env.links}
          usage={{ kind: 'section', qualifiedName: definition.qualifiedName }}
        />
      )
    },
  }
}

function packageAdaptor(env: BrowserEnv, pkg: MetainfoPackage): LaneAdaptor {
  return {
    label: pkg.label,
    itemAdaptor: (key) => {
      const section = pkg.sections.find((s) => s.name === keyName(key))
      return section && sectionAdaptor(env, section)
    },
    render: () => <PackageCard pkg={pkg} />,
  }
}

export function rootAdaptor(env: BrowserEnv): LaneAdaptor {
  return {
    label: 'Metainfo',
    async itemAdaptor(key) {
      const name = keyName(key)
      // A package first: a definitions hash alone would also name its package's first section.
      const pkg = env.model.package(name)
      if (pkg) return packageAdaptor(env, pkg)
      const section = env.model.section(name)
      if (section) return sectionAdaptor(env, section)
      // A section of an upload the list does not hold (`entry_id:<id>.Name`, `<hash>#…`).
      const ref = parseDefinitionRef(name)
      return ref && ref.kind !== 'builtIn' ? sectionAdaptor(env, await env.resolver.definition(ref)) : undefined
    },
    render: () => <RootLane model={env.model} baseUrl={env.baseUrl} />,
  }
}
