// The workflow overview card (spec 3 §2.2).
import { defineCard } from './define'

export const workflowCard = defineCard({
  type: 'workflow',
  description: 'The workflow graph: tasks with their inputs and outputs.',
})
