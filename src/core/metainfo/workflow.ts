// `workflow2`: how the calculations of an entry (or of several entries) depend on each
// other. The workflow card draws this graph; tasks may stand for whole workflows of
// other entries, which makes the definition recursive.
import { ArchiveSection } from './data'
import { definePackage, ref, str, sub } from './definitions'

export const workflowPackage = definePackage('nomad.datamodel.metainfo.workflow')

export const Link = workflowPackage.section({
  name: 'Link',
  description: 'A named connection from a task to a section it consumes or produces.',
  quantities: [
    str('name', 'What the linked section is to the task, e.g. "Input structure".'),
    ref('section', ArchiveSection, 'The linked section, in this or another entry.'),
  ],
})

export const Task = workflowPackage.section({
  name: 'Task',
  description: 'One step of a workflow with its inputs and outputs.',
  quantities: [
    str('name', 'A short name for the task.'),
    // A task may stand for a whole workflow (often of another entry); Workflow is
    // defined below and itself contains tasks, hence the lazy reference.
    ref('task', () => Workflow, 'The workflow this task stands for, if it is one.'),
  ],
  subSections: [
    sub('inputs', Link, { repeats: true, description: 'Sections the task reads.' }),
    sub('outputs', Link, { repeats: true, description: 'Sections the task writes.' }),
  ],
})

export const Workflow = workflowPackage.section({
  name: 'Workflow',
  description: 'A graph of tasks: the inputs and outputs of the whole and the tasks between them.',
  baseSections: [Task],
  subSections: [sub('tasks', Task, { repeats: true, description: 'The steps of the workflow.' })],
})
