// The solarcell overview card (spec 3 §2.2).
import { defineCard } from './define'

export const solarCellCard = defineCard({
  type: 'solarcell',
  description: 'Solar cell properties: efficiency, open-circuit voltage, short-circuit current, fill factor.',
})
