import { CloudUploadIcon, SearchIcon } from '@blueprintjs/icons'
import { Link } from 'react-router'
import { useInfoQuery } from '../../api'
import { useEnv } from '../../runtime'
import { AboutCards } from './AboutCards'
import { Statistics } from './Statistics'
import './about.css'

/** /about/information: the home-style overview of the installation. */
export function AboutPage() {
  const env = useEnv()
  // Failures are silently ignored here (spec 1 §2): the statistics just stay hidden.
  const { data, isError } = useInfoQuery()
  return (
    <div className="tessera-about">
      <section className="tessera-about-hero">
        <div className="tessera-about-hero-inner">
          <p className="tessera-about-eyebrow">Research-data repository and electronic lab notebook</p>
          <h1 className="tessera-about-title">{env.ui.theme.title}</h1>
          {env.description && <p className="tessera-about-description">{env.description}</p>}
          <div className="tessera-about-actions">
            <Link className="tessera-hero-button tessera-hero-button-primary" to="/search">
              <SearchIcon /> Explore data
            </Link>
            <Link className="tessera-hero-button" to="/user/uploads">
              <CloudUploadIcon /> Upload data
            </Link>
          </div>
        </div>
      </section>
      <div className="tessera-about-body">
        {!isError && <Statistics statistics={data?.statistics} />}
        <AboutCards parserCount={data?.parsers?.length} plugins={data?.plugin_packages} />
      </div>
    </div>
  )
}
