// The archive's lanes as adaptors of the lane browser: a section lists its quantities,
// sub sections and attributes (drawn by the best-fitting `archiveLanes` renderer); a
// repeating sub section named without an index lists its items; a quantity shows its
// value, and the HDF5 dataset it names in the side panel.
import { Suspense } from 'react'
import type { JsonObject, JsonValue } from '../../../core/archive'
import { rootSection, type Quantity, type Section } from '../../../core/metainfo'
import { resolveIndex, type LaneAdaptor, type LaneKey } from '../../components/lanes'
import { RendererBoundary, useRegistry } from '../../runtime'
import { LazyH5webViewer } from '../../viewers/hdf5'
import { sectionSubject } from './archiveModel'
import { isJsonObject, type ArchiveKey } from './values'
import type { ArchiveLaneProps } from './archiveLaneDef'
import { sectionLane } from './lanes'
import { ListLane } from './ListLane'
import { QuantityLane } from './QuantityLane'
import { parseHdf5Reference } from './references'

const SIDE_LABEL = 'HDF5 view'

/** The root lane: the archive's top sections under EntryArchive's definition. */
export function rootAdaptor(archive: JsonObject, uploadId: string): LaneAdaptor {
  return sectionAdaptor([], archive, rootSection, uploadId)
}

function sectionAdaptor(path: readonly ArchiveKey[], section: JsonObject, definition: Section | undefined, uploadId: string): LaneAdaptor {
  return {
    label: path.length === 0 ? 'root' : undefined,
    itemAdaptor: (key) => itemAdaptor(path, section, definition, key, uploadId),
    render: () => <SectionLaneHost path={path} section={section} definition={definition} />,
  }
}

function itemAdaptor(path: readonly ArchiveKey[], section: JsonObject, definition: Section | undefined, key: LaneKey, uploadId: string): LaneAdaptor | undefined {
  const { name, index } = key
  const value: JsonValue | undefined = section[name]
  const subSection = definition?.subSections.find((sub) => sub.name === name)
  const quantity = definition?.quantities.find((q) => q.name === name)
  if (index !== undefined) {
    if (!Array.isArray(value)) return undefined
    const at = resolveIndex(index, value.length)
    const item = at === undefined ? undefined : value[at]
    return at !== undefined && isJsonObject(item) ? sectionAdaptor([...path, name, at], item, subSection?.section, uploadId) : undefined
  }
  if (subSection && !quantity) {
    if (Array.isArray(value) || (value === undefined && subSection.repeats)) return listAdaptor([...path, name], Array.isArray(value) ? value : [], subSection.section, uploadId)
    if (value === undefined || isJsonObject(value)) return sectionAdaptor([...path, name], isJsonObject(value) ? value : {}, subSection.section, uploadId)
    return undefined
  }
  if (!quantity && isJsonObject(value)) return sectionAdaptor([...path, name], value, undefined, uploadId)
  if (!quantity && Array.isArray(value) && value.length > 0 && value.every(isJsonObject)) return listAdaptor([...path, name], value, undefined, uploadId)
  if (value === undefined && !quantity) return undefined
  return quantityAdaptor([...path, name], value, quantity, uploadId)
}

/** A repeating sub section opened by its name alone (`…/run`): its items, `0`, `1`, …. */
function listAdaptor(path: readonly ArchiveKey[], items: readonly JsonValue[], definition: Section | undefined, uploadId: string): LaneAdaptor {
  return {
    itemAdaptor({ name, index }) {
      if (index !== undefined || !/^-?\d+$/.test(name)) return undefined
      const at = resolveIndex(Number(name), items.length)
      const item = at === undefined ? undefined : items[at]
      return at !== undefined && isJsonObject(item) ? sectionAdaptor([...path, at], item, definition, uploadId) : undefined
    },
    render: () => <ListLane path={path} items={items} />,
  }
}

function quantityAdaptor(path: readonly ArchiveKey[], value: JsonValue | undefined, definition: Quantity | undefined, uploadId: string): LaneAdaptor {
  const hdf5 = parseHdf5Reference(value, uploadId)
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

