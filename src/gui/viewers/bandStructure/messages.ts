// The band structure's texts (spec 3 §8).
export const BAND_STRUCTURE_ERROR = 'Could not load band structure.'
export const MISSING_REFERENCE = 'The highest occupied energy is missing: the energies are shown as computed, not relative to it.'
