// placeholder until the units module lands
export function unitList(): unknown[] { return [] }
export function unitPrefixes(): Record<string, unknown> { return {} }
