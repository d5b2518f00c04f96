// The heterogeneouscatalyst overview card (spec 3 §2.2).
import { defineCard } from './define'

export const heterogeneousCatalystCard = defineCard({
  type: 'heterogeneouscatalyst',
  description: 'Heterogeneous catalysis: reactants, products, rates and conditions.',
})
