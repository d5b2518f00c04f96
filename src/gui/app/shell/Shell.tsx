import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ErrorBoundary, GuiOptionsFrame, GuiOptionsProvider, useEnv } from '../../runtime'
import { InstallationGate } from '../../auth'
import { Footer } from '../footer'
import { CookieNotice, VersionNotice } from '../notices'
import { useCurrentTitle, useMatchedDefs } from '../routes'
import { useServerCheck } from '../serverCheck/useServerCheck'
import { TopBar } from '../topbar'
import { UnitsProvider } from '../../units'
import './shell.css'

/** '{page} – {deployment title}', or the deployment title alone. */
export function documentTitle(pageTitle: string | undefined, deploymentTitle: string): string {
  return pageTitle && pageTitle !== deploymentTitle ? `${pageTitle} – ${deploymentTitle}` : deploymentTitle
}

/**
 * The layout around every page: top bar, notices, the page, footer; and what every page
 * may read: the units (the deployment's unit systems) and the GUI options (Alt+g).
 */
export function Shell() {
  const env = useEnv()
  const { pathname } = useLocation()
  const withoutLogin = useMatchedDefs().some(({ def }) => def.withoutLogin)
  const pageTitle = useCurrentTitle()
  useServerCheck()

  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])

  useEffect(() => {
    document.title = documentTitle(pageTitle, env.ui.theme.title)
  }, [pageTitle, env.ui.theme.title])

  return (
    <GuiOptionsProvider>
      <UnitsProvider config={env.ui.unit_systems}>
        <GuiOptionsFrame className="tessera-app">
          <TopBar />
          <VersionNotice />
          <main className="tessera-main">
            <ErrorBoundary resetKey={pathname}>{withoutLogin ? <Outlet /> : <InstallationGate><Outlet /></InstallationGate>}</ErrorBoundary>
          </main>
          <Footer />
          <CookieNotice />
        </GuiOptionsFrame>
      </UnitsProvider>
    </GuiOptionsProvider>
  )
}
