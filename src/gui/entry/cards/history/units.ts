// The units of the History card's diff: each changed quantity's values are shown in the
// unit its definition displays (the ELN's defaultDisplayUnit, NOMAD's display.unit, else
// the unit system's) — the archive browser's choice (archive/useDisplayUnit), so a film's
// thickness reads 250 nm in both, not 2.5e-7. The diff's paths are archive paths
// (`data/layers/0/thickness`); the definitions are the entry's data section's, resolved with
// what it inherits, sub sections followed by name. Values of paths without a definition
// (or while it loads) show as stored.
import { useEffect, useMemo, useState } from 'react'
import { useEntryArchiveQuery, type ArchiveRequired } from '../../../api'
import { useDefinitionResolver, type DefinitionRef, type QuantityDefinition, type ResolvedSection } from '../../../metainfo'
import { preferredUnitOf, useDisplayUnitOf } from '../../archive/useDisplayUnit'
import { isJsonObject, type DisplayUnit } from '../../archive/values'
import type { EntryContext } from '../../entryContext'

/** The same part the Sections card reads, so one request serves both. */
const DATA_REQUIRED: ArchiveRequired = { data: '*' }

/**
 * The quantity definition at a diff path under `data`; undefined for paths elsewhere,
 * sections themselves, and names the definitions do not know.
 */
export async function quantityAtPath(
  path: string,
  data: ResolvedSection,
  resolve: (ref: DefinitionRef) => Promise<ResolvedSection>,
): Promise<QuantityDefinition | undefined> {
  const [root, ...rest] = path.split('/')
  // List indices (`layers/0`) and a quantity's own items (`tags/1`) name no definition.
  const names = rest.filter((segment) => segment !== '' && !/^\d+$/.test(segment))
  if (root !== 'data' || names.length === 0) return undefined
  let section = data
  for (const name of names.slice(0, -1)) {
    const sub = section.subSections.find((candidate) => candidate.name === name)
    if (!sub) return undefined
    section = await resolve(sub.section)
  }
  return section.quantities.find((quantity) => quantity.name === names.at(-1))
}

/** path → the display unit of its quantity, for the paths of the diff shown. */
export function useDiffUnits(entry: EntryContext, paths: readonly string[]): (path: string) => DisplayUnit | undefined {
  const { entryId, uploadId } = entry
  const mainfile = typeof entry.metadata.mainfile === 'string' ? entry.metadata.mainfile : undefined
  const resolver = useDefinitionResolver()
  const unitOf = useDisplayUnitOf()
  const archive = useEntryArchiveQuery({ entryId, required: DATA_REQUIRED }, { skip: paths.length === 0 })
  const data = archive.data?.data.archive.data
  const mDef = isJsonObject(data) && typeof data.m_def === 'string' ? data.m_def : undefined
  const key = paths.join('\n')
  const [definitions, setDefinitions] = useState<ReadonlyMap<string, QuantityDefinition>>(new Map())
  useEffect(() => {
    if (!mDef || key === '') return
    let current = true
    const resolve = (ref: DefinitionRef) => resolver.resolve(ref)
    resolver
      .resolve(mDef, { uploadId, entryId, ...(mainfile !== undefined && { mainfile }) })
      .then((section) => Promise.all(key.split('\n').map(async (path) => [path, await quantityAtPath(path, section, resolve).catch(() => undefined)] as const)))
      .then(
        (found) => {
          if (current) setDefinitions(new Map(found.flatMap(([path, definition]) => (definition ? [[path, definition] as const] : []))))
        },
        // A schema that cannot be read leaves the values as stored.
        () => undefined,
      )
    return () => {
      current = false
    }
  }, [mDef, key, resolver, uploadId, entryId, mainfile])
  return useMemo(
    () => (path: string) => {
      const definition = definitions.get(path)
      return definition ? unitOf(definition.unit, preferredUnitOf(definition)) : undefined
    },
    [definitions, unitOf],
  )
}
