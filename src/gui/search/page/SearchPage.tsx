// A search app's page (spec 2 §2.1): the filter menu, the search bar, the query chips,
// the dashboard and the results table of one search context, bound to the live API.
// Filter values follow the URL query string.
import { ProgressBar } from '@blueprintjs/core'
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useSelector, useStore } from 'react-redux'
import { useLocation, useNavigate } from 'react-router'
import type { SearchQuantityRecord } from '../../../core/metainfo'
import { applyFilterChange, encodeQueryString, filterDefinitions, toApiQuery } from '../../../core/search'
import type { FilterState, FilterValue } from '../../../core/search'
import { useApiClient } from '../../api'
import { type AppEnv, browserStorage, getArtifacts, useEnv, useErrors, useGuiOptions, usePreloadedTypes, useRegistry } from '../../runtime'
import { selectUser } from '../../auth'
import { Page } from '../../components/Page'
import { UnitsMenu } from '../../units'
import { GO_TO_MATERIAL_TEXT, materialPath } from '../../material'
import { QueryChipBar, SearchBar } from '../bar'
import { searchContextSelectors, searchSender, toSearchError, useSearchRequests, type SearchContextState, type SearchQueryBody } from '../context'
import { Dashboard, forgetStoredWidgets, widgetAggregations, writeStoredWidgets } from '../dashboard'
import { COLLAPSED_MENU_WIDTH, FilterMenu, menuConfigFromApp, menuItemTypes, menuWidth, type SubMenuConfig } from '../menu'
import { ResultsTable } from '../results'
import { menuAggregationsShown } from './menuAggregations'
import { dashboardDataFor, filterState, menuDataFor, type PageDataOptions } from './pageData'
import { contextSlice, forResource, lockedState, takeDroppedFilters, urlFiltersDroppedText } from './searchContexts'
import './searchPage.css'

export interface SearchPageProps {
  app: AppEnv
  /** The page title; the app's label by default. */
  title?: string
  /** Shown above the search bar (the dataset page's DOI). */
  header?: ReactNode
}

export const LOADING_LABEL = 'Searching'
/** The filter menu's options (its "…" button). */
export const CLEAR_FILTERS_OPTION = 'Clear all filters'
export const SHOW_STATISTICS_OPTION = 'Show statistics'
export const HIDE_STATISTICS_OPTION = 'Hide statistics'

export function SearchPage({ app, title, header }: SearchPageProps) {
  const env = useEnv()
  const guiOptions = useGuiOptions()
  const client = useApiClient()
  const errors = useErrors()
  const user = useSelector(selectUser)
  const store = useStore()
  const location = useLocation()
  const navigate = useNavigate()
  const widgetTypes = useRegistry('widgets')

  const filters = useMemo(
    () => filterDefinitions(getArtifacts().searchQuantities as Record<string, SearchQuantityRecord>, app.search_quantities),
    [app],
  )
  const menu = useMemo(() => (app.menu ? menuConfigFromApp(app.menu) : undefined), [app])
  // Items in submenus draw when a submenu opens: their chunks are fetched now.
  usePreloadedTypes('menuItems', menu ? menuItemTypes(menu) : [])
  const locked = useMemo(() => lockedState(app, filters), [app, filters])
  const slice = contextSlice({ app, filters, menu, search: location.search, widgetTypes })
  // Filters of the opening URL that could not be read are reported once the page is shown.
  useEffect(() => {
    const names = takeDroppedFilters(app.key)
    if (names) errors.raiseInfo(urlFiltersDroppedText(names))
  }, [app.key, errors])
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

  // The menu's counts follow its panels: only the items on screen are counted (the root
  // panel unless collapsed, and the open submenus); a panel that opens asks for its own
  // (without hits), and only if the query changed since they were last counted. A layout
  // effect, so that a page shown again has them right before its first request goes.
  const [menuPath, setMenuPath] = useState<readonly SubMenuConfig[]>([])
  const menuCollapsed = state.menu.collapsed
  useLayoutEffect(() => {
    if (menu) dispatch(actions.setAggregationsShown(menuAggregationsShown(menu, filters, { collapsed: menuCollapsed, path: menuPath })))
  }, [menu, filters, menuCollapsed, menuPath, dispatch, actions])

  // core/search builds read-only JSON; the context keeps it in (mutable) Redux state.
  const query = (context: SearchContextState): SearchQueryBody =>
    toApiQuery(filters, filterState(context), {
      locked,
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

  // The widgets' counts follow the widgets; none are asked for while nobody sees them.
  const [dashboardExpanded, setDashboardExpanded] = useState(true)
  const widgetNames = useRef<string[]>(Object.keys(widgetAggregations(state.widgets, filters, widgetTypes)))
  useEffect(() => {
    const update = dashboardExpanded && state.statisticsEnabled
    const wanted = forResource(widgetAggregations(state.widgets, filters, widgetTypes, { update }), app.resource)
    const remove = widgetNames.current.filter((name) => !(name in wanted))
    widgetNames.current = Object.keys(wanted)
    dispatch(actions.changeAggregations({ remove, set: wanted }))
  }, [state.widgets, state.statisticsEnabled, dashboardExpanded, filters, widgetTypes, app.resource, dispatch, actions])

  const setFilter = (quantity: string, value: FilterValue | undefined, byScore = false) =>
    dispatch(actions.setFilter({ quantity, value: value as SearchContextState['filters'][string] | undefined, byScore }))
  const entryPath = (entryId: string) => `${location.pathname.replace(/\/+$/, '')}/entry/id/${entryId}`
  const data: PageDataOptions = {
    state, slice, dispatch, filters, client, query: query(state), resource: app.resource, loggedIn: Boolean(user),
    setFilter: (quantity, value) => setFilter(quantity, value),
    openEntry: (entryId) => void navigate(entryPath(entryId)),
  }
  const { results, pagination } = state

  return (
    <Page title={title ?? app.label} width="wide" actions={<UnitsMenu />}>
      <div className="search-layout">
        {menu && (
          <FilterMenu
            menu={menu}
            data={menuDataFor(data)}
            collapsed={state.menu.collapsed}
            path={menuPath}
            onPathChange={setMenuPath}
            onCollapsedChange={(collapsed) => dispatch(actions.setMenuCollapsed(collapsed))}
            options={[
              { text: CLEAR_FILTERS_OPTION, onClick: () => dispatch(actions.clearFilters()) },
              {
                text: state.statisticsEnabled ? HIDE_STATISTICS_OPTION : SHOW_STATISTICS_OPTION,
                onClick: () => dispatch(actions.setStatisticsEnabled(!state.statisticsEnabled)),
              },
            ]}
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
          {/* The GUI options' loading indicator: a thin bar while a search is under way. */}
          <div className="tessera-search-loading">
            {guiOptions.loadingIndicator && searchContextSelectors.selectIsLoading(state) && <ProgressBar intent="primary" aria-label={LOADING_LABEL} />}
          </div>
          <Dashboard
            widgets={state.widgets}
            onWidgetsChange={(widgets) => {
              dispatch(actions.setWidgets(widgets))
              writeStoredWidgets(browserStorage(), app.key, widgets)
            }}
            defaults={app.dashboard?.widgets}
            onReset={() => forgetStoredWidgets(browserStorage(), app.key)}
            filters={filters}
            data={dashboardDataFor(data)}
            statisticsEnabled={state.statisticsEnabled}
            onStatisticsEnabledChange={(enabled) => dispatch(actions.setStatisticsEnabled(enabled))}
            expanded={dashboardExpanded}
            onExpandedChange={setDashboardExpanded}
          />
          <ResultsTable
            columns={app.columns}
            quantities={filters.byName}
            hits={results.data}
            total={results.total}
            failed={results.failed ?? false}
            hasMore={searchContextSelectors.selectHasMore(state)}
            loadingMore={searchContextSelectors.selectHitsLoading(state)}
            onLoadMore={() => dispatch(actions.requestNextPage())}
            orderBy={pagination.order_by}
            order={pagination.order}
            onSort={(orderBy, order) => dispatch(actions.setPagination({ order_by: orderBy, order }))}
            rows={app.rows}
            // Materials have pages of their own (material/{material_id}); entries their entry pages.
            entryPages
            entryHref={(entry) =>
              app.resource === 'materials' ? materialPath(location.pathname, String(entry.material_id)) : entryPath(String(entry.entry_id))}
            {...(app.resource === 'materials' && { pageLinkText: GO_TO_MATERIAL_TEXT })}
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
