// The entry overview card types (spec 3 §2.2) as the config names them, in their
// default display order (NOMAD's).
import type { CardType } from './define'
import { definitionsCard } from './definitions'
import { dynamicalCard } from './dynamical'
import { electronicCard } from './electronic'
import { geometryOptimizationCard } from './geometryOptimization'
import { hdf5DatasetCard } from './hdf5Dataset'
import { heterogeneousCatalystCard } from './heterogeneousCatalyst'
import { historyCard } from './history'
import { materialCard } from './material'
import { mechanicalCard } from './mechanical'
import { nexusCard } from './nexus'
import { referencesCard } from './references'
import { relatedResourcesCard } from './relatedResources'
import { sectionsCard } from './sections'
import { solarCellCard } from './solarCell'
import { spectroscopicCard } from './spectroscopic'
import { structuralCard } from './structural'
import { thermodynamicCard } from './thermodynamic'
import { vibrationalCard } from './vibrational'
import { workflowCard } from './workflow'

export type { BuiltInCard, CardType } from './define'
export { CARD_CONFIG, CARD_CONFIG_NAME, defineCard } from './define'

/** The built-in card types in display order; a new one is one file and one line here. */
export const BUILT_IN_CARDS: readonly CardType[] = [
  sectionsCard,
  definitionsCard,
  nexusCard,
  hdf5DatasetCard,
  materialCard,
  solarCellCard,
  heterogeneousCatalystCard,
  electronicCard,
  vibrationalCard,
  mechanicalCard,
  thermodynamicCard,
  structuralCard,
  dynamicalCard,
  geometryOptimizationCard,
  spectroscopicCard,
  historyCard,
  workflowCard,
  referencesCard,
  relatedResourcesCard,
]

export function builtInCard(type: string): CardType | undefined {
  return BUILT_IN_CARDS.find((def) => def.type === type)
}

/** The card types left out unless the config includes them (the default of `ui.entry.cards.exclude`). */
export const CARDS_HIDDEN_BY_DEFAULT: readonly string[] = BUILT_IN_CARDS.filter((def) => !def.shownByDefault).map((def) => def.type)
