// `page` of the paged list routes. JSON Schema takes 1e308 for an integer, which made
// `OFFSET Infinity` (a 500); PostgreSQL's int range keeps (page - 1) × page_size (≤ 10,000)
// a safe integer.
export const pageParam = { type: 'integer', minimum: 1, maximum: 2_147_483_647, default: 1 } as const
