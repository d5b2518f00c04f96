// Pure view: the data section's values in a grid, numbers in the unit the schema asks to
// display (else the user's), descriptions on hover; each sub-section under its own title.
import { PropertyCard, PropertySection, QuantityTable, type QuantityRow } from '../propertyCard'
import type { DataPart, DataSection, Definitions } from './read'

export const SECTIONS_TITLE = 'Data'

function rows(part: DataPart, definitions: Definitions | undefined): QuantityRow[] {
  return part.values.map((value) => {
    const definition = part.name === '' ? definitions?.get(value.key) : undefined
    const long = typeof value.value === 'string' && value.value.length > 40
    return {
      label: value.label,
      value: value.value,
      ...(definition?.unit !== undefined && { unit: definition.unit }),
      ...(definition?.displayUnit !== undefined && { preferred: definition.displayUnit }),
      ...(definition?.description !== undefined && { description: definition.description }),
      ...(long && { span: 4 as const }),
    }
  })
}

export function SectionsView({ data, definitions }: { readonly data: DataSection; readonly definitions?: Definitions }) {
  return (
    <PropertyCard title={`${SECTIONS_TITLE}: ${data.type}`}>
      {data.parts.map((part) =>
        part.name === '' ? (
          <QuantityTable key="" label={data.type} rows={rows(part, definitions)} />
        ) : (
          <PropertySection key={part.name} title={part.name}>
            <QuantityTable label={part.name} rows={rows(part, definitions)} />
          </PropertySection>
        ),
      )}
    </PropertyCard>
  )
}
