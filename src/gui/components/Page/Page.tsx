import type { ReactNode } from 'react'
import './page.css'

export interface PageProps {
  title: string
  /** Right-aligned actions of the page header. */
  actions?: ReactNode
  children?: ReactNode
  /** 'wide' pages (search, tables) use the full width. */
  width?: 'normal' | 'wide'
}

/** The frame of every page: a title header and the content below. */
export function Page({ title, actions, children, width = 'normal' }: PageProps) {
  return (
    <div className={`tessera-page tessera-page-${width}`}>
      <header className="tessera-page-header">
        <h1 className="tessera-page-title">{title}</h1>
        {actions && <div className="tessera-page-actions">{actions}</div>}
      </header>
      {children}
    </div>
  )
}
