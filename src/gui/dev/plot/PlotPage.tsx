// dev/plot: the plot examples — plots from plot annotations and PlotSection figures as
// the archive lanes draw them, and every plot-path message in its place.
import { Section, SectionCard } from '@blueprintjs/core'
import { Page } from '../../components/Page'
import { LazyAnnotatedPlots } from '../../viewers/plots/annotated'
import { PLOT_EXAMPLES } from './plotExamples'

export default function PlotPage() {
  return (
    <Page title="Plots">
      {PLOT_EXAMPLES.map((example) => (
        <Section key={example.title} title={example.title} elevation={1} className="tessera-dev-plot">
          <SectionCard>
            <p>
              <code>{example.description}</code>
            </p>
            <LazyAnnotatedPlots section={example.section} definition={example.definition} />
          </SectionCard>
        </Section>
      ))}
    </Page>
  )
}
