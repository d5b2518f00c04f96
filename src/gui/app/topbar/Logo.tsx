import { Link } from 'react-router'
import { useEnv } from '../../runtime'

/** The tessera mark: four tiles of a mosaic in the brand colours. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="tessera-logo-mark" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
      <rect x="2" y="2" width="13" height="13" rx="3" fill="var(--tessera-primary)" />
      <rect x="17" y="2" width="13" height="13" rx="3" fill="var(--tessera-secondary)" />
      <rect x="2" y="17" width="13" height="13" rx="3" fill="var(--tessera-primary-light)" />
      <rect x="17" y="17" width="13" height="13" rx="3" fill="var(--tessera-primary-dark)" />
    </svg>
  )
}

/** Mark and deployment title; leads home. */
export function Logo() {
  const env = useEnv()
  return (
    <Link to="/about/information" className="tessera-logo" aria-label={`${env.ui.theme.title} home`}>
      <LogoMark />
      <span className="tessera-logo-title">{env.ui.theme.title}</span>
    </Link>
  )
}
