// `GET /metainfo` and `GET /metainfo/{package or hash}`: the definitions the server
// knows, in NOMAD's serialised form. Built-in packages are named by their qualified
// name (`nomad.datamodel.results`); packages defined by uploads (a schema file's
// `definitions`) by the content hash of those definitions, as NOMAD's
// `GET /metainfo/{section_definition_id}` finds frozen (`@<hash>`) schema versions.
import type { JsonValue, MetainfoPackages, SerializedPackage } from '../metainfo'

/** `GET /metainfo`: every built-in package. */
export interface MetainfoResponse {
  data: MetainfoPackages
}

/** `GET /metainfo/{package}`: one built-in package. */
export interface MetainfoPackageResponse {
  package_name: string
  data: SerializedPackage
}

/**
 * An upload-defined package: the stored `definitions` of a schema entry (NOMAD's
 * `section_definitions` form, annotations kept) and where they come from.
 */
export interface UploadPackageDefinition {
  readonly [key: string]: JsonValue | undefined
  m_def: 'nomad.metainfo.metainfo.Package'
  name?: string
  description?: string
  section_definitions: JsonValue[]
  /** `entry_id:<entry id>`: what qualifies the package's section names (`entry_id:<id>.Sample`). */
  entry_id_based_name: string
  upload_id: string
  entry_id: string
}

/** `GET /metainfo/{hash}`: NOMAD's PackageDefinitionResponse. */
export interface UploadPackageResponse {
  /** The content hash asked for (NOMAD names the field after its section ids). */
  section_definition_id: string
  data: UploadPackageDefinition
}

/** 40 lower-case hex characters: NOMAD's `\w{40}` ids and Tessera's definitions hashes. */
export const METAINFO_HASH_PATTERN = '^[0-9a-f]{40}$'
/** A built-in package name: dotted identifiers. */
export const METAINFO_PACKAGE_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$'
