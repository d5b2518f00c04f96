// The OPTIMADE check of spec 2 §5.4 and §7: one filter string, verified by the search
// endpoint without running it. The page sends this body and reports the message of a
// rejection (422: 'Could not parse optimade filter: …') back to the item.

/** Typing pauses this long before a filter is checked (spec 2 §9). */
export const OPTIMADE_VERIFY_DEBOUNCE_MS = 500

/** The body of `POST entries/query` that checks `filter` (spec 2 §7): nothing is returned. */
export function optimadeVerifyRequest(filter: string) {
  return {
    owner: 'public',
    query: { optimade_filter: filter },
    pagination: { page_size: 0 },
    required: { include: [] as string[] },
    verify_only: true,
  }
}
