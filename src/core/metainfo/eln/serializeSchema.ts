// The `definitions` an archive stores: the package as NOMAD serialises it (a
// `section_definitions` list, types as `{type_kind, type_data}`), whatever spelling
// the uploaded file used. Stored archives then have one shape the GUI and API clients
// can walk, and `#/definitions/section_definitions/<i>` in `m_def` always points at the
// section it names.
import { isOwnQuantity, isOwnSubSection, serializeType } from '../definitions'
import type { WritableJsonObject as JsonObject } from '../../archive'
import type { JsonValue, Section } from '../definitions'
import { customSectionInfo, declaredUnit, isVariable, sectionReference } from './custom'
import type { CustomPackage } from './custom'


function serializeSection(section: Section, from: string): JsonObject {
  const info = customSectionInfo(section)
  const inner = info?.inner ?? []
  const quantities = section.quantities
    .filter((q) => isOwnQuantity(section, q))
    .map((q) => {
      const type =
        q.type.type_kind === 'reference' ? { type_kind: 'reference', type_data: sectionReference(q.type.section, from) } : serializeType(q.type)
      const unit = declaredUnit(q)
      const annotations = q.annotations
      const out: JsonObject = { name: q.name }
      if (q.description) out.description = q.description
      out.type = type as JsonObject
      if (q.shape.length > 0) out.shape = [...q.shape]
      if (unit !== undefined) out.unit = unit
      if (q.default !== undefined) out.default = q.default
      if (isVariable(q)) out.variable = true
      if (annotations) out.m_annotations = annotations
      return out
    })
  const subSections = section.subSections
    .filter((s) => isOwnSubSection(section, s))
    .map((s) => {
      const out: JsonObject = { name: s.name }
      if (s.description) out.description = s.description
      out.sub_section = sectionReference(s.section, from)
      out.repeats = s.repeats
      return out
    })
  const out: JsonObject = { name: section.name }
  if (section.description) out.description = section.description
  if (section.baseSections.length > 0) out.base_sections = section.baseSections.map((b) => sectionReference(b, from))
  if (info?.annotations) out.m_annotations = info.annotations
  out.quantities = quantities
  out.sub_sections = subSections
  if (inner.length > 0) out.inner_section_definitions = inner.map((s) => serializeSection(s, from))
  return out
}

export function serializePackage(pkg: CustomPackage): JsonObject {
  const out: JsonObject = {}
  if (pkg.label !== undefined) out.name = pkg.label
  if (pkg.description !== undefined) out.description = pkg.description
  out.section_definitions = pkg.sections.map((s) => serializeSection(s, pkg.path))
  return out
}
