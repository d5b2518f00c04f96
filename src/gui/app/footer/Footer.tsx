import { useEnv } from '../../runtime'
import { LogoMark } from '../topbar'
import './footer.css'

export const TERMS_OF_SERVICE_TEXT = 'Terms of service'

/** Configured footer links, opening in a new tab; shown only when links are configured. */
export function Footer() {
  const env = useEnv()
  if (!env.footerLinks.length) return null
  const links = [
    ...env.footerLinks,
    ...(env.termsOfServiceUrl ? [{ label: TERMS_OF_SERVICE_TEXT, url: env.termsOfServiceUrl }] : []),
  ]
  return (
    <footer className="tessera-footer">
      <div className="tessera-footer-brand">
        <LogoMark size={20} />
        <span>{env.ui.theme.title}</span>
      </div>
      <nav aria-label="Footer links" className="tessera-footer-links">
        {links.map((link) => (
          <a key={`${link.label}-${link.url}`} href={link.url} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        ))}
      </nav>
    </footer>
  )
}
