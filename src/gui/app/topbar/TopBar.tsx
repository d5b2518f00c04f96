import { UserMenu } from '../../auth'
import { ApiProgressBar } from './ApiProgressBar'
import { Breadcrumbs } from './Breadcrumbs'
import { Logo } from './Logo'
import { MainMenu } from './MainMenu'
import './topbar.css'

/** Logo, menus and user menu; below them the breadcrumbs; at the bottom the progress bar. */
export function TopBar() {
  return (
    <header className="tessera-topbar">
      <div className="tessera-topbar-main">
        <Logo />
        <MainMenu />
        <div className="tessera-topbar-spacer" />
        <UserMenu />
      </div>
      <div className="tessera-topbar-crumbs">
        <Breadcrumbs />
      </div>
      <ApiProgressBar />
    </header>
  )
}
