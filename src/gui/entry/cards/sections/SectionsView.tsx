// Pure view: the data section's values in a grid, numbers in the unit the schema asks to
// display (else the user's), descriptions on hover; each sub-section under its own title.
import { PropertyCard, PropertySection, QuantityTable, type QuantityRow } from '../propertyCard'
import { richTextPreview } from '../../archive/richText'
import type { DataPart, DataSection, Definitions } from './read'

export const SECTIONS_TITLE = 'Data'

function rows(part: DataPart, definitions: Definitions | undefined, richText: ReadonlySet<string>): QuantityRow[] {
  return part.values.map((value) => {
    const definition = part.name === '' ? definitions?.get(value.key) : undefined
    const shown = part.name === '' && richText.has(value.key) && typeof value.value === 'string' ? richTextPreview(value.value) : value.value
    const long = typeof shown === 'string' && shown.length > 40
    return {
      label: value.label,
      value: shown,
      ...(definition?.unit !== undefined && { unit: definition.unit }),
      ...(definition?.displayUnit !== undefined && { preferred: definition.displayUnit }),
      ...(definition?.description !== undefined && { description: definition.description }),
      ...(long && { span: 4 as const }),
    }
  })
}

const NONE: ReadonlySet<string> = new Set()

/** `richText`: the data section's quantities that hold HTML (shown as their text). */
export function SectionsView({ data, definitions, richText = NONE }: { readonly data: DataSection; readonly definitions?: Definitions; readonly richText?: ReadonlySet<string> }) {
  return (
    <PropertyCard title={`${SECTIONS_TITLE}: ${data.type}`}>
      {data.parts.map((part) =>
        part.name === '' ? (
          <QuantityTable key="" label={data.type} rows={rows(part, definitions, richText)} />
        ) : (
          <PropertySection key={part.name} title={part.name}>
            <QuantityTable label={part.name} rows={rows(part, definitions, richText)} />
          </PropertySection>
        ),
      )}
    </PropertyCard>
  )
}
