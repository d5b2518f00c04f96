import { AnchorButton, Card } from '@blueprintjs/core'
import {
  ApplicationsIcon,
  CloudUploadIcon,
  CodeIcon,
  CogIcon,
  DiagramTreeIcon,
  GitBranchIcon,
  HelpIcon,
  SearchIcon,
  ShareIcon,
} from '@blueprintjs/icons'
import type { ReactElement, ReactNode } from 'react'
import { Link } from 'react-router'
import { apiDocsUrl, useEnv } from '../../runtime'
import type { PluginPackage } from '../../api'
import { ABOUT_LINKS } from './links'
import { PluginPackages } from './PluginPackages'

export const DEFAULT_TUTORIAL_COUNT = 25
export const UPLOAD_LIMIT_TEXT = 'Uploads of up to 32GB in one .zip or .tar(.gz) file are possible.'
export const EMBARGO_TEXT = 'An embargo can last up to 3 years.'

/** The software's own name; the deployment's title (theme) may differ. */
export const PRODUCT_NAME = 'Tessera'

interface AboutCardProps {
  icon: ReactElement
  title: string
  children: ReactNode
  links?: ReactNode
  tone?: 'primary' | 'secondary'
  /** Spans the whole row, content beside the icon, links on the right. */
  wide?: boolean
}

function AboutCard({ icon, title, children, links, tone = 'primary', wide = false }: AboutCardProps) {
  return (
    <Card
      className={`tessera-about-card ${wide ? 'tessera-about-card-wide' : ''}`}
      elevation={0}
      role="article"
      aria-label={title}
    >
      <div className={`tessera-about-card-icon tessera-tone-${tone}`}>{icon}</div>
      <div className="tessera-about-card-content">
        <h3 className="tessera-about-card-title">{title}</h3>
        <div className="tessera-about-card-text">{children}</div>
      </div>
      {links && <div className="tessera-about-card-links">{links}</div>}
    </Card>
  )
}

/** Forum, FAQ, Docs and Sources (spec 1 §2), opening in a new tab. */
function ExternalLinks() {
  return (
    <nav className="tessera-about-links" aria-label="External links">
      {ABOUT_LINKS.map((link) => (
        <AnchorButton
          // AnchorButton renders role="button"; these lead somewhere, so keep the link role.
          role="link"
          key={link.label}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          endIcon={<ShareIcon />}
          text={link.label}
          title={link.description}
        />
      ))}
    </nav>
  )
}

const external = (url: string, label: string) => (
  <a href={url} target="_blank" rel="noopener noreferrer">
    {label} <ShareIcon size={12} />
  </a>
)

const docsUrl = ABOUT_LINKS.find((link) => link.label === 'Docs')?.url ?? ''
const forumUrl = ABOUT_LINKS.find((link) => link.label === 'Forum')?.url ?? ''

export const PLUGINS_TITLE = 'Plugins'

/** The overview cards of the about page (spec 1 §2), and the installation's plugins when it has any. */
export function AboutCards({ parserCount, plugins = [] }: { parserCount?: number; plugins?: readonly PluginPackage[] }) {
  const env = useEnv()
  const title = env.ui.theme.title
  return (
    <div className="tessera-about-cards">
      <AboutCard icon={<SearchIcon size={20} />} title="Search" links={<Link to="/search">Start exploring</Link>}>
        <p>
          Find entries by elements, formulas, methods and properties, or by the metadata of your own lab-notebook
          records. Combine filters, follow the statistics on the dashboard and open any entry in full detail.
        </p>
      </AboutCard>
      <AboutCard
        icon={<DiagramTreeIcon size={20} />}
        title="Data format"
        tone="secondary"
        links={<Link to="/analyze/metainfo">Browse the metainfo</Link>}
      >
        <p>
          Every processed entry has an archive: a structured, typed and unit-aware document defined by one shared
          metainfo. Simulation results, structures and experiment records all use the same format.
        </p>
      </AboutCard>
      <AboutCard
        icon={<CloudUploadIcon size={20} />}
        title="Upload"
        links={<Link to="/user/uploads">Go to your uploads</Link>}
      >
        <p>
          {UPLOAD_LIMIT_TEXT} Share unpublished data with co-authors and reviewers, then publish it to everyone.{' '}
          {EMBARGO_TEXT}
        </p>
      </AboutCard>
      <AboutCard icon={<CogIcon size={20} />} title="Processing" tone="secondary">
        <p>
          Uploaded files are matched to {parserCount ? `${parserCount} parsers` : 'parsers'} automatically. Each
          recognised file becomes an entry; formulas, elements, symmetry, methods and properties are normalised and made
          searchable.
        </p>
      </AboutCard>
      <AboutCard
        icon={<CodeIcon size={20} />}
        title="APIs"
        links={
          <>
            {external(apiDocsUrl(env), 'API documentation')}
            <Link to="/analyze/apis">API dashboard</Link>
          </>
        }
      >
        <p>
          Everything you can do here, scripts can do too: through the documented HTTP API, which NOMAD&apos;s clients
          speak as well, with OPTIMADE filters in entry searches. Request an app token for long-running jobs.
        </p>
      </AboutCard>
      <AboutCard
        icon={<HelpIcon size={20} />}
        title="Help"
        tone="secondary"
        links={
          <>
            {external(docsUrl, 'Documentation')}
            {external(forumUrl, 'Forum')}
          </>
        }
      >
        <p>
          Start with the documentation and {DEFAULT_TUTORIAL_COUNT} tutorials, or ask the community in the forum. Each
          page also explains itself: click the help icon next to the breadcrumbs.
        </p>
      </AboutCard>
      <AboutCard
        icon={<GitBranchIcon size={20} />}
        title="Distribution"
        tone="secondary"
        wide
        links={<ExternalLinks />}
      >
        <p>
          {title === PRODUCT_NAME ? 'This installation' : title} runs {PRODUCT_NAME}
          {env.version.label && ` ${env.version.label}`}, open-source software you can run on your own infrastructure to
          keep full control over your data. Every installation speaks the same API.
        </p>
      </AboutCard>
      {plugins.length > 0 && (
        <AboutCard icon={<ApplicationsIcon size={20} />} title={PLUGINS_TITLE} wide>
          <p>This installation is extended by:</p>
          <PluginPackages packages={plugins} />
        </AboutCard>
      )}
    </div>
  )
}
