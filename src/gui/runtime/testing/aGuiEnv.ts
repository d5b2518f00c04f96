// Builder for test deployments: a complete GuiEnv with the shipped Entries app;
// tests override only what they are about.
import type { AppEnv, GuiEnv } from '../env'

export function anApp(overrides: Partial<AppEnv> = {}): AppEnv {
  return {
    key: 'entries',
    path: 'entries',
    label: 'Entries',
    category: 'All',
    resource: 'entries',
    description: 'Search entries across all domains, including simulation and experiment data.',
    pagination: { order_by: 'upload_create_time', order: 'desc', page_size: 20 },
    columns: [],
    rows: { actions: { enabled: true }, details: { enabled: true }, selection: { enabled: true } },
    search_quantities: {},
    dashboard: { widgets: [] },
    search_syntaxes: {},
    ...overrides,
  }
}

export function aGuiEnv(overrides: Partial<GuiEnv> = {}): GuiEnv {
  return {
    appBase: 'http://localhost:8000',
    apiBase: 'http://localhost:8000/api',
    guiBase: 'http://localhost:8000/gui',
    northBase: 'http://localhost:8000/north',
    version: { label: '1.0.0', isBeta: false, isTest: false, usesBetaData: false, officialUrl: '' },
    description: 'A repository for materials-science data.',
    identityProvider: {
      baseUrl: 'http://localhost:8000/auth',
      realm: 'tessera',
      clientId: 'tessera-gui',
      embedded: true,
    },
    debug: false,
    oasis: true,
    globalLoginRequired: false,
    uploadMembersGroupSearchEnabled: false,
    dataciteEnabled: false,
    resourcesEnabled: false,
    northEnabled: false,
    servicesUploadLimit: 10,
    maxUploadSize: 32 * 1024 ** 3,
    appTokenMaxExpiresIn: 2_592_000,
    termsOfServiceUrl: '',
    footerLinks: [],
    ui: {
      theme: { title: 'Tessera' },
      apps: [anApp()],
      entry: { cards: { exclude: [] } },
      unit_systems: { selected: 'Custom' },
      example_uploads: {},
    },
    exampleUploads: [],
    pluginEntryPoints: {},
    plugins: [],
    ...overrides,
  }
}
