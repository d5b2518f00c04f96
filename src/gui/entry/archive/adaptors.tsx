// The archive's lanes as adaptors of the lane browser: a section lists its quantities,
// sub sections and attributes (drawn by the best-fitting `archiveLanes` renderer); a
// repeating sub section named without an index lists its items; a quantity shows its
// value, and the HDF5 dataset it names in the side panel. A section's definition —
// built-in or from an upload's schema — is resolved as its lane initializes (its m_def,
// else what the parent's sub section names); one that cannot be resolved leaves the
// lane showing the values without definitions.
import { Suspense } from 'react'
import type { JsonObject, JsonValue } from '../../../core/archive'
import { rootSection } from '../../../core/metainfo'
import { resolveIndex, type LaneAdaptor, type LaneKey } from '../../components/lanes'
import type { DefinitionContext, DefinitionRef, DefinitionResolver, QuantityDefinition, ResolvedSection } from '../../metainfo'
import { RendererBoundary, useRegistry } from '../../runtime'
import { LazyH5webViewer } from '../../viewers/hdf5'
import type { ArchiveLaneProps } from './archiveLaneDef'
import { laneWidth, sectionSubject } from './archiveModel'
import { sectionLane } from './lanes'
import { ListLane } from './ListLane'
import { QuantityLane } from './QuantityLane'
import { parseHdf5Reference } from './references'
import { isJsonObject, type ArchiveKey } from './values'

const SIDE_LABEL = 'HDF5 view'

/** What every adaptor of one archive shares. */
export interface AdaptorEnv {
  readonly resolver: Pick<DefinitionResolver, 'resolve'>
  /** Where the archive's m_defs were written (its upload, entry and mainfile). */
  readonly context: DefinitionContext & { readonly uploadId: string }
}

/** The root lane: the archive's top sections under EntryArchive's definition. */
export function rootAdaptor(archive: JsonObject, env: AdaptorEnv): LaneAdaptor {
  return sectionAdaptor([], archive, { kind: 'builtIn', name: rootSection.qualifiedName }, env)
}

async function resolveDefinition(section: JsonObject, ref: DefinitionRef | undefined, env: AdaptorEnv): Promise<ResolvedSection | undefined> {
  const mDef = typeof section.m_def === 'string' ? section.m_def : undefined
  for (const candidate of [mDef, ref]) {
    if (candidate === undefined) continue
    try {
      return await env.resolver.resolve(candidate, env.context)
    } catch {
      // Not resolvable (a schema gone, a definition the server does not know): try the next, else none.
    }
  }
  return undefined
}

/** `declared`: the qualified name of the section its sub section declares (the type selector's base). */
function sectionAdaptor(path: readonly ArchiveKey[], section: JsonObject, ref: DefinitionRef | undefined, env: AdaptorEnv, declared?: string): LaneAdaptor {
  let definition: ResolvedSection | undefined
  return {
    label: path.length === 0 ? 'root' : undefined,
    async initialize() {
      definition = await resolveDefinition(section, ref, env)
    },
    get width() {
      return laneWidth(definition)
    },
    itemAdaptor: (key) => itemAdaptor(path, section, definition, key, env),
    render: () => <SectionLaneHost path={path} section={section} definition={definition} {...(declared !== undefined && { declaredType: declared })} />,
  }
}

function itemAdaptor(path: readonly ArchiveKey[], section: JsonObject, definition: ResolvedSection | undefined, key: LaneKey, env: AdaptorEnv): LaneAdaptor | undefined {
  const { name, index } = key
  const value: JsonValue | undefined = section[name]
  const subSection = definition?.subSections.find((sub) => sub.name === name)
  const quantity = definition?.quantities.find((q) => q.name === name)
  if (index !== undefined) {
    if (!Array.isArray(value)) return undefined
    const at = resolveIndex(index, value.length)
    const item = at === undefined ? undefined : value[at]
    return at !== undefined && isJsonObject(item) ? sectionAdaptor([...path, name, at], item, subSection?.section, env, subSection?.sectionName) : undefined
  }
  if (subSection && !quantity) {
    if (Array.isArray(value) || (value === undefined && subSection.repeats)) return listAdaptor([...path, name], Array.isArray(value) ? value : [], subSection.section, env, subSection.sectionName)
    if (value === undefined || isJsonObject(value)) return sectionAdaptor([...path, name], isJsonObject(value) ? value : {}, subSection.section, env, subSection.sectionName)
    return undefined
  }
  if (!quantity && isJsonObject(value)) return sectionAdaptor([...path, name], value, undefined, env)
  if (!quantity && Array.isArray(value) && value.length > 0 && value.every(isJsonObject)) return listAdaptor([...path, name], value, undefined, env)
  if (value === undefined && !quantity) return undefined
  return quantityAdaptor([...path, name], value, quantity, env)
}

/** A repeating sub section opened by its name alone (`…/run`): its items, `0`, `1`, …. */
function listAdaptor(path: readonly ArchiveKey[], items: readonly JsonValue[], ref: DefinitionRef | undefined, env: AdaptorEnv, declared?: string): LaneAdaptor {
  return {
    itemAdaptor({ name, index }) {
      if (index !== undefined || !/^-?\d+$/.test(name)) return undefined
      const at = resolveIndex(Number(name), items.length)
      const item = at === undefined ? undefined : items[at]
      return at !== undefined && isJsonObject(item) ? sectionAdaptor([...path, at], item, ref, env, declared) : undefined
    },
    render: () => <ListLane path={path} items={items} />,
  }
}

function quantityAdaptor(path: readonly ArchiveKey[], value: JsonValue | undefined, definition: QuantityDefinition | undefined, env: AdaptorEnv): LaneAdaptor {
  const hdf5 = parseHdf5Reference(value, env.context.uploadId)
  return {
    itemAdaptor: () => undefined,
    render: () => <QuantityLane path={path} value={value} definition={definition} />,
    sidePanel: hdf5
      ? () => ({
          label: SIDE_LABEL,
          content: (
            <Suspense fallback={<p>Loading...</p>}>
              <LazyH5webViewer uploadId={hdf5.uploadId} filepath={hdf5.file} initialPath={hdf5.dataset} />
            </Suspense>
          ),
        })
      : undefined,
  }
}

/** A section's lane through the runtime's ranked `archiveLanes` registry. */
function SectionLaneHost(props: ArchiveLaneProps) {
  const registry = useRegistry('archiveLanes')
  const best = registry.best(sectionSubject(props.section, props.definition))
  // A runtime without the built-ins' lanes (a test's, a trimmed plugin list) still draws sections.
  if (!best) return <RendererBoundary kind={registry.kind} load={sectionLane.load} message={registry.failureMessage} props={props} resetKey={props.section} />
  return <RendererBoundary registry={registry} type={best.type} props={props} resetKey={props.section} />
}
