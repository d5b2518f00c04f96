// Tessera's predicates for testers, over the three subjects renderers are chosen for:
// a quantity definition (edit components), a file (previewers) and an archive section
// (archive lanes, overview cards). Combine them with `and`/`or` and rank with `rankWith`.
import type { QuantityType, SerializedQuantity, Shape } from '../../core/metainfo'
import type { Predicate } from './testers'

/** A quantity definition as the metainfo serves it (`GET /metainfo`, archive `m_def`s). */
export type QuantitySubject = Pick<SerializedQuantity, 'name' | 'type' | 'shape' | 'unit'>

/** A file of an upload. */
export interface FileSubject {
  /** The file name (a path is fine: only the last segment counts). */
  readonly name: string
  /** Bytes. */
  readonly size: number
  /** As the server or the browser guessed it; may carry parameters (`text/plain; charset=utf-8`). */
  readonly mime?: string
}

/** A section of an archive: its definition and every section it inherits from. */
export interface SectionSubject {
  /** Qualified name of the section's definition (`nomad.datamodel.metainfo.eln.Sample`). */
  readonly definition: string
  /** Qualified names of all its base sections, direct and inherited. */
  readonly baseSections: readonly string[]
}

/** A quantity's type in one word. */
export type QuantityKind = 'str' | 'int' | 'float' | 'bool' | 'enum' | 'datetime' | 'user' | 'author' | 'reference'

export function quantityKind(type: QuantityType): QuantityKind {
  switch (type.type_kind) {
    case 'python':
      return type.type_data
    case 'numpy':
      return type.type_data === 'float64' ? 'float' : 'int'
    case 'enum':
      return 'enum'
    case 'custom':
      return 'datetime'
    case 'User':
      return 'user'
    case 'Author':
      return 'author'
    case 'reference':
      return 'reference'
  }
}

// Quantities

export const isQuantityType =
  (...kinds: readonly QuantityKind[]): Predicate<QuantitySubject> =>
  (quantity) =>
    kinds.includes(quantityKind(quantity.type))

export const isNumeric: Predicate<QuantitySubject> = isQuantityType('int', 'float')

/** A single value (shape `[]`). */
export const isScalar: Predicate<QuantitySubject> = (quantity) => quantity.shape.length === 0

/** Exactly this shape: `hasShape(3, 3)`, `hasShape('*')`, `hasShape('n_atoms', 3)`. */
export const hasShape =
  (...shape: Shape): Predicate<QuantitySubject> =>
  (quantity) =>
    quantity.shape.length === shape.length && quantity.shape.every((dimension, index) => dimension === shape[index])

/** An array of this many dimensions (1: a list, 2: a matrix). */
export const hasDimensions =
  (count: number): Predicate<QuantitySubject> =>
  (quantity) =>
    quantity.shape.length === count

/** Has a unit; with units given, one of them. */
export const hasUnit =
  (...units: readonly string[]): Predicate<QuantitySubject> =>
  (quantity) =>
    quantity.unit !== undefined && (units.length === 0 || units.includes(quantity.unit))

// Files

const fileName = (file: FileSubject) => (file.name.split('/').pop() ?? file.name).toLowerCase()

/** The name ends in one of the extensions (`xy`, `.xrdml`, `tar.gz`; any case). */
export const hasExtension =
  (...extensions: readonly string[]): Predicate<FileSubject> =>
  (file) => {
    const name = fileName(file)
    return extensions.some((extension) => name.endsWith(`.${extension.replace(/^\./, '').toLowerCase()}`))
  }

/** The mime type is one of these (`image/png`, or a family: `image/*`); parameters are ignored. */
export const hasMime =
  (...patterns: readonly string[]): Predicate<FileSubject> =>
  (file) => {
    const mime = file.mime?.split(';')[0].trim().toLowerCase()
    if (!mime) return false
    return patterns.some((pattern) => {
      const wanted = pattern.toLowerCase()
      return wanted.endsWith('/*') ? mime.startsWith(wanted.slice(0, -1)) : mime === wanted
    })
  }

/** At most `bytes` large (previewers that read the whole file). */
export const isAtMost =
  (bytes: number): Predicate<FileSubject> =>
  (file) =>
    file.size <= bytes

// Archive sections

/** The section is of one of these definitions (qualified names). */
export const isSectionDefinition =
  (...definitions: readonly string[]): Predicate<SectionSubject> =>
  (section) =>
    definitions.includes(section.definition)

/** The section is of one of these definitions or inherits from one. */
export const inheritsFrom =
  (...definitions: readonly string[]): Predicate<SectionSubject> =>
  (section) =>
    definitions.includes(section.definition) || section.baseSections.some((base) => definitions.includes(base))
