// /analyze/metainfo and /metainfo/{path} (spec 3 §2.4): the metainfo browser. Built-in
// definitions come from core; the upload-defined packages the user may read are loaded
// once (schema entries with their definitions) and listed under their source by the hash
// of their definitions, as GET metainfo/{hash} serves them.
import { Callout, Spinner } from '@blueprintjs/core'
import { useMemo } from 'react'
import { useDispatch } from 'react-redux'
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useSchemaDefinitionsQuery, type ApiThunkExtra, type ArchivesResponse } from '../../api'
import { encodeSegment, LaneBrowser } from '../../components/lanes'
import { Page } from '../../components/Page'
import { DefinitionResolver, definitionsHash, rtkDefinitionsLoader, type DefinitionsLoader, type JsonObject, type SectionDefinition } from '../../metainfo'
import { rootAdaptor, type BrowserEnv } from './adaptors'
import type { DefinitionLinks } from './cards'
import { LOADING_UPLOAD_PACKAGES } from './messages'
import { MetainfoModel, type UploadPackageSource } from './model'
import './metainfo.css'

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The schema entries of an archives response as package sources (entries without definitions left out). */
export function uploadPackageSources(response: ArchivesResponse | undefined): readonly UploadPackageSource[] {
  return (response?.data ?? []).flatMap((archive) => {
    const definitions = archive.archive.definitions
    if (!isObject(definitions)) return []
    const metadata = isObject(archive.archive.metadata) ? archive.archive.metadata : undefined
    return [
      {
        entryId: archive.entry_id,
        uploadId: archive.upload_id,
        definitions,
        hash: definitionsHash(definitions),
        ...(typeof metadata?.mainfile === 'string' && { mainfile: metadata.mainfile }),
        ...(typeof metadata?.upload_name === 'string' && { uploadName: metadata.upload_name }),
      },
    ]
  })
}

/** Links to definitions: a section of a listed upload package under its hash, any other by its qualified name. */
export function definitionLinks(model: MetainfoModel, baseUrl: string): DefinitionLinks {
  return {
    section(section: SectionDefinition) {
      const pkg = model.packageOf(section)
      if (pkg?.upload && pkg.sections.includes(section)) return `${baseUrl}/${encodeSegment(pkg.key)}/${encodeSegment(section.name)}`
      return `${baseUrl}/${encodeSegment(section.qualifiedName)}`
    },
  }
}

export interface MetainfoPageProps {
  /** The route the browser lives at; definition paths follow it. */
  readonly baseUrl?: string
}

export default function MetainfoPage({ baseUrl = '/analyze/metainfo' }: MetainfoPageProps) {
  const { data, isLoading } = useSchemaDefinitionsQuery()
  const dispatch = useDispatch<ThunkDispatch<unknown, ApiThunkExtra, UnknownAction>>()
  const env = useMemo((): BrowserEnv | undefined => {
    if (isLoading) return undefined
    const sources = uploadPackageSources(data)
    const model = new MetainfoModel(sources)
    const remote = rtkDefinitionsLoader(dispatch)
    // The listed schemas are at hand; others (a link to an unlisted upload's section) are fetched.
    const loader: DefinitionsLoader = {
      entryDefinitions: async (entryId) => sources.find((source) => source.entryId === entryId) ?? remote.entryDefinitions(entryId),
      hashPackage: async (hash) => sources.find((source) => source.hash === hash) ?? remote.hashPackage(hash),
    }
    return { model, resolver: new DefinitionResolver(loader), links: definitionLinks(model, baseUrl), baseUrl }
  }, [data, isLoading, dispatch, baseUrl])
  const adaptor = useMemo(() => env && rootAdaptor(env), [env])
  return (
    <Page title="Metainfo" width="wide">
      {adaptor ? (
        <LaneBrowser baseUrl={baseUrl} adaptor={adaptor} label="Metainfo" />
      ) : (
        <Callout icon={<Spinner size={16} />}>{LOADING_UPLOAD_PACKAGES}</Callout>
      )}
    </Page>
  )
}
