// What the `terms` type draws: the terms item bound to the menu's data, its field asking
// POST /suggestions for values of quantities that offer suggestions.
import { useCallback } from 'react'
import type { SuggestionsResponse } from '../../../../core/api'
import { useApiClient, type ApiClient } from '../../../api'
import { useFilterBinding } from '../MenuData'
import type { TermsItemConfig } from '../types'
import { TERMS_SUGGESTION_SIZE, type FetchTermsSuggestions } from './TermsInput'
import { TermsItem } from './TermsItem'

/** The API client where there is one (a menu drawn on its own, as in tests, has none). */
function useOptionalApiClient(): ApiClient | undefined {
  try {
    return useApiClient()
  } catch {
    return undefined
  }
}

export default function BoundTermsItem({ item }: { readonly item: TermsItemConfig }) {
  const binding = useFilterBinding(item.searchQuantity)
  const client = useOptionalApiClient()
  const name = binding.filter?.name ?? item.searchQuantity
  const suggests = Boolean(binding.filter?.suggestion)
  const fetch = useCallback<FetchTermsSuggestions>(
    async (input) => {
      if (!client) return []
      const answer = await client.post<SuggestionsResponse>('suggestions', { input, quantities: [{ name, size: TERMS_SUGGESTION_SIZE }] })
      return answer[name] ?? []
    },
    [client, name],
  )
  return <TermsItem item={item} {...binding} fetchSuggestions={client && suggests ? fetch : undefined} />
}
