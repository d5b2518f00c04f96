// GET systems/{entry_id} (spec 3 §7, reference §1.7): the structure at a path of an
// entry's archive written as a CIF, XYZ or PDB file in ångström, its atoms where the wrap
// mode puts them. Access as for the archive (owner visible); the file is named after its
// Hill formula.
import { applyWrapMode, INVALID_WRAP_MODE, isStructureFileFormat, isWrapMode, STRUCTURE_FILE_FORMATS, STRUCTURE_FILE_MIME, structureAtPath, structureName, writeStructure, type StructureFileFormat } from '../../core/structures'
import type { Caller } from '../auth'
import { invalid, notFound } from '../errors'
import { currentArchive, NO_ARCHIVE, visibleEntry } from './entries'
import type { UploadsContext } from './uploads'

export const NO_SYSTEM_AT_PATH = 'Could not find a system at the given path.'

export interface SystemFileRequest {
  readonly path: string
  readonly format?: string
  readonly wrapMode?: string
}

export interface SystemFile {
  readonly fileName: string
  readonly mimeType: string
  readonly content: string
}

export async function systemFile(context: UploadsContext, caller: Caller | undefined, entryId: string, request: SystemFileRequest): Promise<SystemFile> {
  const format = request.format ?? 'cif'
  const wrapMode = request.wrapMode ?? 'original'
  // Checked before the archive is read: a bad request is answered the same for any entry.
  if (!isStructureFileFormat(format)) {
    throw invalid([{ loc: ['query', 'format'], msg: `The format must be one of ${STRUCTURE_FILE_FORMATS.join(', ')}.`, type: 'value_error' }])
  }
  if (!isWrapMode(wrapMode)) throw invalid([{ loc: ['query', 'wrap_mode'], msg: INVALID_WRAP_MODE, type: 'value_error' }])
  const { entry, upload } = await visibleEntry(context, caller, entryId, 'visible')
  const archive = await currentArchive(context, entry, upload)
  if (!archive) throw notFound(NO_ARCHIVE)
  const structure = structureAtPath(archive, request.path)
  if (!structure) throw notFound(NO_SYSTEM_AT_PATH)
  return fileOf(applyWrapMode(structure, wrapMode), format)
}

function fileOf(structure: Parameters<typeof writeStructure>[0], format: StructureFileFormat): SystemFile {
  return {
    fileName: `${structureName(structure)}.${format}`,
    mimeType: STRUCTURE_FILE_MIME[format],
    content: writeStructure(structure, format),
  }
}
