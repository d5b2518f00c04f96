import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useEnv } from '../../runtime/env'
import { InstallationGate } from '../../auth'
import { ErrorBoundary } from '../errors'
import { Footer } from '../footer'
import { CookieNotice, VersionNotice } from '../notices'
import { useCurrentTitle, useMatchedDefs } from '../routes'
import { useServerCheck } from '../serverCheck/useServerCheck'
import { TopBar } from '../topbar'
import './shell.css'

/** '{page} – {deployment title}', or the deployment title alone. */
export function documentTitle(pageTitle: string | undefined, deploymentTitle: string): string {
  return pageTitle && pageTitle !== deploymentTitle ? `${pageTitle} – ${deploymentTitle}` : deploymentTitle
}

/** The layout around every page: top bar, notices, the page, footer. */
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
    <div className="tessera-app">
      <TopBar />
      <VersionNotice />
      <main className="tessera-main">
        <ErrorBoundary resetKey={pathname}>{withoutLogin ? <Outlet /> : <InstallationGate><Outlet /></InstallationGate>}</ErrorBoundary>
      </main>
      <Footer />
      <CookieNotice />
    </div>
  )
}
