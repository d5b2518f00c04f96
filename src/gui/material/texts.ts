// The material page's texts (issue 19 item 4; NOMAD's encyclopedia material page).
export const MATERIAL_NOT_FOUND = 'This material does not exist.'
export const GO_TO_MATERIAL_TEXT = 'Go to the material page'
export const MATERIAL_LOAD_FAILED = 'The material could not be loaded.'
export const NO_STRUCTURE_TEXT = 'No structure is available for this material.'
export const STRUCTURE_TITLE = 'Structure'
export const SYMMETRY_TITLE = 'Symmetry'
export const COMPOSITION_TITLE = 'Composition'
export const PROPERTIES_TITLE = 'Properties'
export const ENTRIES_TITLE = 'Entries'
export const NO_PROPERTIES_TEXT = 'No properties have been computed for this material.'

/** '3 entries' / '1 entry'; 'the newest 20 of 35 entries' when more exist than are listed. */
export function entriesCountText(shown: number, total: number): string {
  const noun = total === 1 ? 'entry' : 'entries'
  return shown < total ? `The newest ${shown} of ${total} ${noun}` : `${total} ${noun}`
}
