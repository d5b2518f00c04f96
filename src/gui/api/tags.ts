// Cache tags of the resources: a query provides the tags of what it read, a mutation
// invalidates the tags of what it changed, and RTK Query fetches again what is shown.
// `{ type, id: LIST }` stands for a list of the resource (new items appear in it).

export const TAG_TYPES = ['Upload', 'UploadEntries', 'Entry', 'Dataset', 'User', 'Group', 'AppTokens', 'RawDir'] as const
export type TagType = (typeof TAG_TYPES)[number]

export const LIST = 'LIST'

/** The tags of a list answer: each item's, and the list's. */
export function listTags<T extends TagType>(type: T, ids: readonly string[] | undefined) {
  return [...(ids ?? []).map((id) => ({ type, id })), { type, id: LIST }]
}
