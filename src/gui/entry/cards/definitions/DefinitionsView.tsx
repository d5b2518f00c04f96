// Pure view: each section the schema defines, with what it extends, its quantities as a
// table (name, type, unit, description) and its sub-sections.
import { ViewerMessage } from '../../../viewers/plots'
import { PropertyCard, PropertySection } from '../propertyCard'
import type { Package } from './read'
import './definitions.css'

export const DEFINITIONS_TITLE = 'Definitions'
/** Spec 3 §8's pattern for a viewer whose data is unreadable. */
export const DEFINITIONS_ERROR = 'Could not load definitions.'

export function DefinitionsView({ data }: { readonly data: Package | 'malformed' }) {
  if (data === 'malformed') {
    return (
      <PropertyCard title={DEFINITIONS_TITLE}>
        <ViewerMessage message={DEFINITIONS_ERROR} intent="danger" />
      </PropertyCard>
    )
  }
  return (
    <PropertyCard title={data.name ? `${DEFINITIONS_TITLE}: ${data.name}` : DEFINITIONS_TITLE}>
      {data.sections.length === 0 && <ViewerMessage message="no data" />}
      {data.sections.map((section) => (
        <PropertySection key={section.name} title={section.name}>
          {section.description && <p className="tessera-definitions-text">{section.description}</p>}
          {section.baseSections.length > 0 && <p className="tessera-definitions-text">Extends {section.baseSections.join(', ')}</p>}
          {section.quantities.length > 0 && (
            <table className="tessera-definitions-table" aria-label={`Quantities of ${section.name}`}>
              <thead>
                <tr>
                  <th>Quantity</th>
                  <th>Type</th>
                  <th>Unit</th>
                  <th>Description</th>
                </tr>
              </thead>
              <tbody>
                {section.quantities.map((quantity) => (
                  <tr key={quantity.name}>
                    <td>{quantity.name}</td>
                    <td>{quantity.type ?? ''}</td>
                    <td>{quantity.unit ?? ''}</td>
                    <td>{quantity.description ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {section.subSections.length > 0 && <p className="tessera-definitions-text">Sub-sections: {section.subSections.join(', ')}</p>}
        </PropertySection>
      ))}
    </PropertyCard>
  )
}
