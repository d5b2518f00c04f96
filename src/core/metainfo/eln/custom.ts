// Definitions that come from custom schemas (the `definitions:` of uploaded archives)
// are ordinary Sections and Quantities, so validation, search and the GUI treat them
// like built-in ones. What only schemas have is kept beside them: the unit as written
// (values are stored in it, not in SI), ELN annotations, and where in which file a
// section is defined (which is what `m_def` values point to).
import type { JsonValue, Quantity, Section } from '../definitions'

export interface CustomQuantity extends Quantity {
  /** The unit as the schema writes it (any pint expression); stored values are in this unit. */
  readonly declaredUnit?: string
  /** A variable quantity holds several named values, each in full storage form. */
  readonly variable?: boolean
  // `annotations` (`m_annotations` as written) is the Quantity's own field: built-ins carry them too.
}

/** The unit stored values of `quantity` are in: the declared one for schema quantities, SI for built-ins. */
export function declaredUnit(quantity: Quantity): string | undefined {
  return (quantity as CustomQuantity).declaredUnit ?? quantity.unit
}

export function isVariable(quantity: Quantity): boolean {
  return (quantity as CustomQuantity).variable === true
}

export interface CustomPackage {
  /** `entry_id:<id of the entry of the schema file>`; qualifies the names of its sections. */
  readonly qualifiedName: string
  /** The package name as the schema writes it, if any (free text, not unique). */
  readonly label?: string
  readonly description?: string
  /** Upload path of the file that defines the package. */
  readonly path: string
  /** Top-level sections in `section_definitions` order: the index is what `…/section_definitions/<i>` names. */
  readonly sections: readonly Section[]
}

export interface CustomSectionInfo {
  readonly package: CustomPackage
  /** Where the definition sits in its archive: `/definitions/section_definitions/3/inner_section_definitions/0`. */
  readonly path: string
  /** Sections defined inline in this one's sub-sections, in order. */
  readonly inner: readonly Section[]
  readonly annotations?: { readonly [name: string]: JsonValue }
}

const customSections = new WeakMap<Section, CustomSectionInfo>()

export function registerCustomSection(section: Section, info: CustomSectionInfo): void {
  customSections.set(section, info)
}

/** Where a schema section comes from; undefined for built-in sections. */
export function customSectionInfo(section: Section): CustomSectionInfo | undefined {
  return customSections.get(section)
}

/**
 * How the archive of file `from` names `section` in `m_def` or a schema: built-in
 * sections by qualified name, schema sections by archive path, prefixed with the
 * schema file when it is another file (`../upload/raw/schema.archive.yaml#/definitions/section_definitions/0`).
 */
export function sectionReference(section: Section, from: string): string {
  const info = customSections.get(section)
  if (!info) return section.qualifiedName
  return info.package.path === from ? `#${info.path}` : `../upload/raw/${info.package.path}#${info.path}`
}
