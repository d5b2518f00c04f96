// How nodes are named on the graph (spec 3 §2.8, §9): names over 25 characters are cut to
// their first 22 and an ellipsis; the full name shows on hover.
export const NAME_LIMIT = 25
export const NAME_KEPT = 22

export const trimName = (name: string) => (name.length > NAME_LIMIT ? `${name.slice(0, NAME_KEPT)}…` : name)
