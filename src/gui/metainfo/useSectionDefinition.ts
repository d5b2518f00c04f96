// The section definition of an archive section, for lanes, edit components and the
// metainfo browser: `useSectionDefinition(data.m_def, { uploadId, entryId })`. Upload
// definitions come through RTK Query (cached, invalidated when their entry is processed
// again); built-in ones are read synchronously.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useEffect, useMemo, useState } from 'react'
import { useDispatch } from 'react-redux'
import { metainfoEndpoints, type ApiThunkExtra } from '../api'
import { DefinitionResolver } from './resolve'
import { parseDefinitionRef, refKey } from './references'
import type { DefinitionContext, DefinitionRef, DefinitionsLoader, EntryDefinitions, JsonObject, ResolvedSection } from './types'

type Dispatch = ThunkDispatch<unknown, ApiThunkExtra, UnknownAction>

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A loader that reads through the RTK Query cache, holding each subscription only while it reads. */
export function rtkDefinitionsLoader(dispatch: Dispatch): DefinitionsLoader {
  const entryDefinitions = async (entryId: string): Promise<EntryDefinitions> => {
    const request = dispatch(metainfoEndpoints.entryDefinitions.initiate(entryId))
    try {
      const { data } = await request.unwrap()
      const definitions = data.archive.definitions
      if (!isObject(definitions)) throw new Error(`The entry ${entryId} defines no sections.`)
      return { entryId: data.entry_id, uploadId: data.upload_id, definitions }
    } finally {
      request.unsubscribe()
    }
  }
  return {
    entryDefinitions,
    hashPackage: async (hash) => {
      const request = dispatch(metainfoEndpoints.metainfoPackage.initiate(hash))
      try {
        const { data } = await request.unwrap()
        const definitions: JsonObject = { section_definitions: data.section_definitions, ...(data.name !== undefined && { name: data.name }) }
        return { entryId: data.entry_id, uploadId: data.upload_id, definitions }
      } finally {
        request.unsubscribe()
      }
    },
  }
}

/** A resolver for this component's life, reading through the store's API cache. */
export function useDefinitionResolver(): DefinitionResolver {
  const dispatch = useDispatch<Dispatch>()
  return useMemo(() => new DefinitionResolver(rtkDefinitionsLoader(dispatch)), [dispatch])
}

export type SectionDefinitionState =
  | { readonly status: 'loading'; readonly section?: undefined; readonly error?: undefined }
  | { readonly status: 'resolved'; readonly section: ResolvedSection; readonly error?: undefined }
  | { readonly status: 'error'; readonly section?: undefined; readonly error: string }

const LOADING: SectionDefinitionState = { status: 'loading' }

/**
 * The resolved section an `m_def` (or a DefinitionRef) names, written in `context` (the
 * archive's upload and entry, for `../upload/…` and `#/definitions/…` forms), with every
 * inherited quantity and sub section. Undefined `mDef`: stays loading (nothing to show yet).
 */
export function useSectionDefinition(mDef: string | DefinitionRef | undefined, context: DefinitionContext = {}): SectionDefinitionState {
  const resolver = useDefinitionResolver()
  const { uploadId, entryId, mainfile } = context
  const ref = useMemo(
    () => (typeof mDef === 'string' ? parseDefinitionRef(mDef, { uploadId, entryId, mainfile }) : mDef),
    [mDef, uploadId, entryId, mainfile],
  )
  const key = ref ? refKey(ref) : undefined
  const [state, setState] = useState<{ readonly key?: string; readonly value: SectionDefinitionState }>({ value: LOADING })
  useEffect(() => {
    if (!ref) return
    let current = true
    resolver.resolve(ref).then(
      (section) => current && setState({ key: refKey(ref), value: { status: 'resolved', section } }),
      (error: unknown) => current && setState({ key: refKey(ref), value: { status: 'error', error: error instanceof Error ? error.message : String(error) } }),
    )
    return () => {
      current = false
    }
    // The ref's key says all about it; the object may be new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, resolver])
  if (mDef !== undefined && !ref) return { status: 'error', error: `Cannot resolve the section definition ${typeof mDef === 'string' ? mDef : ''}.` }
  return state.key === key ? state.value : LOADING
}
