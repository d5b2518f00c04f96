// The catalogue's message for a `type:` that no built-in and no loaded plugin defines
// ('Unknown widget type: {type}.', 'Unknown menu item type: {type}.').

/** `kind` as the catalogue words it: 'widget', 'menu item', 'card', 'column format', … */
export const unknownType = (kind: string, type: string) => `Unknown ${kind} type: ${type}.`
