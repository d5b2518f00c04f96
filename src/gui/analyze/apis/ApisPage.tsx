import { AnchorButton, Section, SectionCard } from '@blueprintjs/core'
import { CodeIcon, DocumentIcon, KeyIcon, ShareIcon } from '@blueprintjs/icons'
import { LoginRequired } from '../../auth'
import { Page } from '../../components/Page'
import { apiDocsUrl, openApiUrl, useEnv } from '../../runtime'
import { AppTokenForm } from './AppTokenForm'
import { AppTokenList } from './AppTokenList'
import './apis.css'

/**
 * /analyze/apis: the programming interfaces this installation serves and the app-token
 * form. Only what answers is listed: this server has no OPTIMADE endpoint of its own
 * (entry searches take OPTIMADE filters) and no DCAT catalogue yet.
 */
export function ApisPage() {
  const env = useEnv()
  return (
    <Page title="APIs">
      <div className="tessera-apis">
        <Section title="The v1 API" icon={<CodeIcon />} elevation={1}>
          <SectionCard>
            <p>
              Everything this app does goes through its HTTP API at <code>{env.apiBase}/v1</code>. It is compatible
              with the NOMAD v1 API, so NOMAD&apos;s scripts and clients work with it too. Entry searches
              (<code>entries/query</code>) also take OPTIMADE filter strings.
            </p>
            <div className="tessera-apis-links">
              <AnchorButton
                role="link"
                href={apiDocsUrl(env)}
                target="_blank"
                rel="noopener noreferrer"
                icon={<DocumentIcon />}
                endIcon={<ShareIcon />}
                text="API documentation"
              />
              <AnchorButton
                role="link"
                href={openApiUrl(env)}
                target="_blank"
                rel="noopener noreferrer"
                icon={<CodeIcon />}
                endIcon={<ShareIcon />}
                text="OpenAPI document"
              />
            </div>
          </SectionCard>
        </Section>
        <Section title="App token" icon={<KeyIcon />} elevation={1}>
          <SectionCard>
            <p>
              Scripts and API clients authenticate with a token. An app token acts on your behalf until the day you
              choose, or until you revoke it or change your password; keep it secret like a password.
            </p>
            <LoginRequired layout="inline">
              <AppTokenForm />
              <AppTokenList />
            </LoginRequired>
          </SectionCard>
        </Section>
      </div>
    </Page>
  )
}
