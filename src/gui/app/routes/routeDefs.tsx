// The route table of spec 1 §2, written once, with the apps and pages of the runtime's
// plugins. toRouteObjects turns it into the router, menus.ts into the top bar's menus;
// breadcrumbs and help read the matched defs.
import {
  CloudUploadIcon,
  CodeIcon,
  CubeIcon,
  DatabaseIcon,
  DiagramTreeIcon,
  InfoSignIcon,
  SearchIcon,
} from '@blueprintjs/icons'
import { ApisPage } from '../../analyze/apis'
import { LazyMetainfoPage } from '../../analyze/metainfo'
import { AUTH_PATHS, LoginCallbackPage, LoginRequired } from '../../auth'
import type { AppEnv, GuiEnv, GuiRuntime } from '../../runtime'
import { AboutPage } from '../about'
import { PlaceholderPage } from '../pages/PlaceholderPage'
import { ChooseEntryPage } from '../pages/ChooseEntryPage'
import { DatasetPage } from '../pages/DatasetPage'
import { PluginPage } from '../pages/PluginPage'
import { UserSearchPage } from '../pages/UserSearchPage'
import * as help from './helpTexts'
import type { RouteDef } from './routeTypes'
import { LazySearchPage as SearchPage } from '../../search/page'
import { LazyEntryPage, type EntryTab } from '../../entry'
import { LazyDatasetsPage } from '../../dataset'
import { LazyDatasetDoiPage, LazyEntryPidPage, LazyEntryQueryPage } from '../../lookup'
import { LazyDataTablePage, LazyEditQuantityPage, LazyPlotPage } from '../../dev'
import { LazyUploadPage, LazyUploadsPage } from '../../upload'
import { LazyMaterialPage } from '../../material'

export const HOME_PATH = '/about/information'

/** A page route whose page is filled by a later issue: for now just its title. */
function page(def: Omit<RouteDef, 'element'> & { breadcrumb: string }): RouteDef {
  return { ...def, element: <PlaceholderPage title={def.title ?? def.breadcrumb} /> }
}

const redirectIndex = (to: string): RouteDef => ({ index: true, redirect: to })

/** Entry pages with their tabs; nested wherever entries are listed. The overview is the entry page's own path. */
export function entryRoutes(): RouteDef[] {
  const tab = (path: string, name: EntryTab): RouteDef => ({ path, element: <LazyEntryPage tab={name} /> })
  return [
    {
      path: 'entry/id/:entryId',
      breadcrumb: 'Entry',
      help: help.ENTRY_HELP,
      element: <LazyEntryPage />,
      // The overview is the entry's own path; 'overview' redirects there.
      children: [{ path: 'overview', redirect: '..' }, tab('files/*', 'files'), tab('data/*', 'data'), tab('logs', 'logs')],
    },
  ]
}

/** Upload pages: Overview (the base path) and Files; entries nest below. */
export function uploadRoutes(): RouteDef[] {
  return [
    {
      path: 'upload/id/:uploadId',
      breadcrumb: 'Upload',
      help: help.UPLOAD_HELP,
      element: <LazyUploadPage />,
      children: [
        // The default tab has no path segment of its own.
        { path: 'overview', redirect: '..' },
        { path: 'files/*', element: <LazyUploadPage tab="files" /> },
        ...entryRoutes(),
      ],
    },
  ]
}

/** The material page (a material's formula, symmetry, structure, properties and entries); entries nest below. */
export function materialRoutes(): RouteDef[] {
  return [{ path: 'material/:materialId', breadcrumb: 'Material', help: help.MATERIAL_HELP, element: <LazyMaterialPage />, children: entryRoutes() }]
}

/** Dataset pages; entries nest below. */
export function datasetRoutes(): RouteDef[] {
  return [
    { path: 'dataset/id/:datasetId', breadcrumb: 'Dataset', help: help.DATASET_HELP, element: <DatasetPage />, children: entryRoutes() },
  ]
}

function appRoute(app: AppEnv): RouteDef {
  return {
    path: app.path,
    breadcrumb: app.breadcrumb ?? app.label,
    title: app.label,
    element: <SearchPage app={app} />,
    menu: { group: 'Explore', label: app.label, category: app.category, description: app.description },
    help: help.appHelp(app),
    children: [...entryRoutes(), ...uploadRoutes(), ...materialRoutes()],
  }
}

/** The default search app: 'entries' when configured, else the first app. */
export function defaultAppPath(apps: readonly AppEnv[]): string | undefined {
  return (apps.find((app) => app.path === 'entries') ?? apps[0])?.path
}

/** What the route table takes from the runtime: the plugins' apps and pages. */
export type RoutePlugins = Pick<GuiRuntime, 'apps' | 'routes'>

const NO_PLUGINS: RoutePlugins = { apps: [], routes: [] }

/** The deployment's apps, then the plugins' apps at paths the deployment left free. */
function searchApps(env: GuiEnv, plugins: RoutePlugins): AppEnv[] {
  const paths = new Set(env.ui.apps.map((app) => app.path))
  return [...env.ui.apps, ...plugins.apps.filter((app) => !paths.has(app.path))]
}

function pluginRoutes(plugins: RoutePlugins): RouteDef[] {
  return plugins.routes.map((route) => ({
    path: route.path,
    breadcrumb: route.title,
    element: <PluginPage route={route} />,
    ...(route.menu && { menu: route.menu }),
    ...(route.help && { help: route.help }),
  }))
}

export function buildRouteDefs(env: GuiEnv, plugins: RoutePlugins = NO_PLUGINS): RouteDef[] {
  const apps = searchApps(env, plugins)
  const firstApp = defaultAppPath(apps)
  return [
    {
      path: 'user',
      breadcrumb: 'Publish',
      children: [
        redirectIndex('uploads'),
        {
          path: 'uploads',
          breadcrumb: 'Your uploads',
          element: <LazyUploadsPage />,
          menu: { group: 'Publish', label: 'Uploads', icon: <CloudUploadIcon /> },
          help: help.UPLOADS_HELP,
          children: uploadRoutes(),
        },
        {
          path: 'datasets',
          breadcrumb: 'Your datasets',
          element: <LazyDatasetsPage />,
          menu: { group: 'Publish', label: 'Datasets', icon: <DatabaseIcon /> },
          help: help.DATASETS_HELP,
          children: datasetRoutes(),
        },
        {
          path: 'search',
          breadcrumb: 'Search your data',
          menu: { group: 'Publish', label: 'Search your data', icon: <SearchIcon /> },
          help: help.USER_SEARCH_HELP,
          element: <UserSearchPage />,
          children: [...entryRoutes(), ...uploadRoutes()],
        },
      ],
    },
    {
      path: 'search',
      breadcrumb: 'Explore',
      children: [redirectIndex(firstApp ?? HOME_PATH), ...apps.map(appRoute)],
    },
    {
      path: 'analyze',
      breadcrumb: 'Analyze',
      children: [
        redirectIndex('apis'),
        {
          path: 'apis',
          breadcrumb: 'APIs',
          menu: { group: 'Analyze', label: 'APIs', icon: <CodeIcon /> },
          help: help.APIS_HELP,
          element: <ApisPage />,
        },
        {
          path: 'metainfo/*',
          breadcrumb: 'Metainfo',
          menu: { group: 'Analyze', label: 'Metainfo', icon: <DiagramTreeIcon /> },
          help: help.METAINFO_HELP,
          element: <LazyMetainfoPage />,
        },
        ...(env.northEnabled
          ? [
              page({
                path: 'north',
                breadcrumb: 'Remote Tools Hub',
                menu: { group: 'Analyze', label: 'Remote Tools Hub', icon: <CubeIcon /> },
                help: help.NORTH_HELP,
              }),
            ]
          : []),
      ],
    },
    {
      path: 'about',
      breadcrumb: 'About',
      children: [
        redirectIndex('information'),
        {
          path: 'information',
          breadcrumb: 'Information',
          menu: { group: 'About', label: 'Information', icon: <InfoSignIcon /> },
          help: help.ABOUT_HELP,
          element: <AboutPage />,
        },
      ],
    },
    {
      path: 'dev',
      breadcrumb: 'Dev',
      children: [
        redirectIndex('datatable'),
        { path: 'datatable', breadcrumb: 'Data tables', help: help.DEV_HELP, element: <LazyDataTablePage /> },
        { path: 'editquantity', breadcrumb: 'Edit quantities', help: help.DEV_HELP, element: <LazyEditQuantityPage /> },
        { path: 'plot', breadcrumb: 'Plots', help: help.DEV_HELP, element: <LazyPlotPage /> },
        { path: 'choose-entry', breadcrumb: 'Choose an entry', help: help.DEV_HELP, element: <ChooseEntryPage /> },
      ],
    },
    // Where the identity provider returns after sign-in; no crumb, no menu.
    {
      path: AUTH_PATHS.callback.slice(1),
      element: <LoginCallbackPage fallback={HOME_PATH} />,
      withoutLogin: true,
    },
    ...entryRoutes(),
    { path: 'entry/query', breadcrumb: 'Entry', help: help.ENTRY_LOOKUP_HELP, element: <LazyEntryQueryPage /> },
    { path: 'entry/pid/:pid/:handle?', breadcrumb: 'Entry', help: help.ENTRY_LOOKUP_HELP, element: <LazyEntryPidPage /> },
    ...uploadRoutes(),
    ...datasetRoutes(),
    ...materialRoutes(),
    { path: 'dataset/doi/*', breadcrumb: 'Dataset', help: help.DATASET_LOOKUP_HELP, element: <LazyDatasetDoiPage /> },
    // Definition links (NOMAD's /metainfo/{path}): the same browser, its paths under /metainfo.
    { path: 'metainfo/*', breadcrumb: 'Metainfo', help: help.METAINFO_HELP, element: <LazyMetainfoPage baseUrl="/metainfo" /> },
    ...pluginRoutes(plugins),
    { index: true, redirect: HOME_PATH },
    { path: '*', redirect: HOME_PATH },
  ]
}
