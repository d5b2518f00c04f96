// placeholder until the metainfo module lands
export function searchQuantities(): Record<string, unknown> { return {} }
export function serializeMetainfo(): Record<string, unknown> { return {} }
