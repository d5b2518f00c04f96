// The geometry_optimization overview card (spec 3 §2.2).
import { defineCard } from './define'

export const geometryOptimizationCard = defineCard({
  type: 'geometry_optimization',
  description: 'Geometry optimization: the energy convergence of its steps.',
})
