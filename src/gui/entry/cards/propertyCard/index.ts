// The parts overview cards share: the card's frame and its sections, and the table of
// values with units.
export { LoadingCard, PropertyCard, PropertySection, type PropertyCardProps } from './PropertyCard'
export { useArchivePart } from './useArchivePart'
export { QuantityTable, UNAVAILABLE_TEXT, type QuantityRow, type QuantityValue } from './QuantityTable'
export { capitalize, groupBy, MalformedData, optionalNumber, optionalNumbers, optionalString, readOrMalformed, requiredNumbers, timesOf } from './readers'
