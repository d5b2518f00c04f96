// A search app's page (spec 2 §2.1): the search bar, the query chips and the results
// table of one search context, bound to the live API. The context's slice is made once
// per app and injected into the store, so its filters and results survive leaving the
// page and coming back; filter values follow the URL query string.
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react'
import { useSelector, useStore } from 'react-redux'
import { useLocation, useNavigate } from 'react-router'
import type { SearchQuantityRecord } from '../../../core/metainfo'
import { applyFilterChange, decodeQueryString, encodeQueryString, filterDefinitions, toApiQuery } from '../../../core/search'
import type { FilterState, FilterValue, SearchFilters } from '../../../core/search'
import { useApiClient } from '../../api'
import { rootReducer } from '../../app/store'
import { useErrors } from '../../app/errors'
import { selectUser } from '../../auth'
import { getArtifacts } from '../../runtime/artifacts'
import { useEnv, type AppEnv } from '../../runtime/env'
import { QueryChipBar, SearchBar } from '../bar'
import {
  createSearchContextSlice, searchContextSelectors, searchSender, toSearchError, useSearchRequests,
  type SearchContextSlice, type SearchContextState, type SearchQueryBody,
} from '../context'
import { Page } from '../../components/Page'
import { UnitsMenu } from '../../units'
import { COLLAPSED_MENU_WIDTH, FilterMenu, menuConfigFromApp, menuWidth, registerBuiltInMenuItems, type MenuData, type MenuItemConfig } from '../menu'
import { ResultsTable } from '../results'
import { menuAggregations } from './menuAggregations'
import './searchPage.css'

// Built-in menu items register like a plugin's would.
registerBuiltInMenuItems()

const slices = new Map<string, SearchContextSlice>()

/** The app's search context, made (with the filters of the URL it was first opened with) and injected once. */
function contextSlice(app: AppEnv, filters: SearchFilters, menu: MenuItemConfig | undefined, search: string): SearchContextSlice {
  let slice = slices.get(app.key)
  if (!slice) {
    const { state } = decodeQueryString(filters, search)
    slice = createSearchContextSlice({
      aggregations: menu ? menuAggregations(menu, filters) : {},
      id: app.key,
      resource: app.resource,
      pagination: app.pagination,
      filters: state.values as SearchContextState['filters'],
      queryModes: state.queryModes ?? {},
      lockedFilters: (app.filters_locked ?? {}) as SearchContextState['lockedFilters'],
    })
    rootReducer.inject(slice)
    slices.set(app.key, slice)
  }
  return slice
}

const filterState = (state: SearchContextState): FilterState => ({
  values: state.filters as FilterState['values'],
  queryModes: state.queryModes,
})

export interface SearchPageProps {
  app: AppEnv
  /** The page title; the app's label by default. */
  title?: string
  /** Shown above the search bar (the dataset page's name and DOI). */
  header?: ReactNode
}

export function SearchPage({ app, title, header }: SearchPageProps) {
  const env = useEnv()
  const client = useApiClient()
  const errors = useErrors()
  const user = useSelector(selectUser)
  const store = useStore()
  const location = useLocation()
  const navigate = useNavigate()

  const filters = useMemo(
    () => filterDefinitions(getArtifacts().searchQuantities as Record<string, SearchQuantityRecord>, app.search_quantities),
    [app],
  )
  const menu = useMemo(() => (app.menu ? menuConfigFromApp(app.menu) : undefined), [app])
  const slice = contextSlice(app, filters, menu, location.search)
  // An injected slice has state once an action has run through the store (a new store
  // in tests, or the first visit): until then the page shows the initial state, and an
  // action is dispatched before the request runner starts (layout effects run first).
  const initial = useMemo(() => slice.getInitialState(), [slice])
  const state = useSelector((root) => (root as Partial<Record<string, SearchContextState>>)[slice.reducerPath] ?? initial)
  useLayoutEffect(() => {
    if (!(slice.reducerPath in (store.getState() as object))) store.dispatch({ type: `${slice.name}/attached` })
  }, [store, slice])
  const { actions } = slice
  const dispatch = store.dispatch

  // core/search builds read-only JSON; the context keeps it in (mutable) Redux state.
  const query = (context: SearchContextState): SearchQueryBody =>
    toApiQuery(filters, filterState(context), {
      locked: { values: context.lockedFilters as FilterState['values'] },
      resource: app.resource,
      defaults: { visibility: user ? 'visible' : 'public' },
    }) as SearchQueryBody
  const { refresh } = useSearchRequests(slice, {
    buildQuery: query,
    send: searchSender(client, app.resource),
    onError: (error) => errors.raiseError(toSearchError(error)),
  })

  // The filters in the URL, so a search can be bookmarked and shared.
  const encoded = encodeQueryString(filters, filterState(state))
  useEffect(() => {
    if (`?${encoded}` !== (location.search || '?')) void navigate({ search: encoded ? `?${encoded}` : '' }, { replace: true })
  }, [encoded, location.search, navigate])

  const setFilter = (quantity: string, value: FilterValue | undefined, byScore = false) =>
    dispatch(actions.setFilter({ quantity, value: value as SearchContextState['filters'][string] | undefined, byScore }))
  const { results, pagination } = state

  const menuData: MenuData = {
    filter: (name) => filters.byName.get(name),
    value: (name) => filterState(state).values[name],
    queryMode: (name) => state.queryModes[name],
    aggregation: (name) => state.results.aggregations[name],
    setValue: setFilter,
    setQueryMode: (name, mode) => dispatch(actions.setQueryMode({ quantity: name, mode })),
    setAggregationSize: (name, size) => {
      const request = state.aggregations[name]
      if (request) dispatch(actions.setAggregation({ name, request: { ...request, settings: { ...request.settings, size } } }))
    },
    loggedIn: Boolean(user),
  }

  return (
    <Page title={title ?? app.label} width="wide" actions={<UnitsMenu />}>
      <div className="search-layout">
        {menu && (
          <FilterMenu
            menu={menu}
            data={menuData}
            collapsed={state.menu.collapsed}
            onCollapsedChange={(collapsed) => dispatch(actions.setMenuCollapsed(collapsed))}
          />
        )}
        {/* The menu floats over the results when submenus open; the results keep its width free. */}
        <div className="search-page" style={menu ? { marginLeft: `calc(${state.menu.collapsed ? COLLAPSED_MENU_WIDTH : menuWidth(menu.size)} + 16px)` } : undefined}>
          {header}
          <SearchBar
            filters={filters}
            contextId={app.key}
            options={{ exclude: app.search_syntaxes?.exclude }}
            onFilterChange={(change, accepted) =>
              setFilter(change.quantity, applyFilterChange(filterState(state), change).values[change.quantity], accepted.syntax === 'free_text')}
            fetchSuggestions={(input, quantities) =>
              client.post('suggestions', { input, quantities: quantities.map((name) => ({ name, size: 5 })) })}
          />
          <QueryChipBar
            filters={filters}
            values={filterState(state).values}
            lockedValues={state.lockedFilters as FilterState['values']}
            onRemove={(chip) => setFilter(chip.quantity, chip.remaining)}
            onClear={() => dispatch(actions.clearFilters())}
            onRefresh={refresh}
            request={state.lastRequest}
            resource={app.resource}
          />
          <ResultsTable
            columns={app.columns}
            quantities={filters.byName}
            hits={results.data}
            total={results.total}
            hasMore={searchContextSelectors.selectHasMore(state)}
            loadingMore={searchContextSelectors.selectHitsLoading(state)}
            onLoadMore={() => dispatch(actions.requestNextPage())}
            orderBy={pagination.order_by}
            order={pagination.order}
            onSort={(orderBy, order) => dispatch(actions.setPagination({ order_by: orderBy, order }))}
            rows={app.rows}
            entryHref={(entry) => `${location.pathname.replace(/\/+$/, '')}/entry/id/${String(entry.entry_id)}`}
            onOpenEntry={(href) => void navigate(href)}
            apiBase={env.apiBase}
            currentQuery={query(state)}
            onDownload={(url) => window.location.assign(url)}
          />
        </div>
      </div>
    </Page>
  )
}
