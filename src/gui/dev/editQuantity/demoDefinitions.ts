// The quantities dev/editquantity shows (as NOMAD's EditQuantityExamples): one per edit
// component, with the demo bounds, units and suggestions its annotation takes, and a
// starting value where one shows the component better.
import type { JsonValue } from '../../../core/metainfo'
import type { EditQuantityDefinition } from '../../edit'

export interface EditQuantityDemo {
  readonly definition: EditQuantityDefinition
  readonly value?: JsonValue
}

const str = { type_kind: 'python', type_data: 'str' } as const
const float = { type_kind: 'numpy', type_data: 'float64' } as const
const eln = (component: string, rest: { readonly [key: string]: JsonValue } = {}) => ({ eln: { component, ...rest } })

export const EDIT_QUANTITY_DEMOS: readonly EditQuantityDemo[] = [
  { definition: { name: 'name', description: 'A free text (StringEditQuantity).', type: str, shape: [], m_annotations: eln('StringEditQuantity') } },
  { definition: { name: 'homepage', description: 'A URL (URLEditQuantity).', type: str, shape: [], m_annotations: eln('URLEditQuantity') }, value: 'https://nomad-lab.eu' },
  {
    definition: {
      name: 'thickness',
      description: 'A float in m, shown in nm, between 0 and 1 µm (NumberEditQuantity).',
      type: float,
      shape: [],
      unit: 'm',
      m_annotations: eln('NumberEditQuantity', { defaultDisplayUnit: 'nm', minValue: 0, maxValue: 1e-6 }),
    },
  },
  {
    definition: {
      name: 'cycles',
      description: 'An integer from 1 to 10 (NumberEditQuantity).',
      type: { type_kind: 'numpy', type_data: 'int64' },
      shape: [],
      m_annotations: eln('NumberEditQuantity', { minValue: 1, maxValue: 10 }),
    },
  },
  {
    definition: {
      name: 'count',
      description: 'An unsigned integer (NumberEditQuantity).',
      type: { type_kind: 'numpy', type_data: 'uint32' },
      shape: [],
      m_annotations: eln('NumberEditQuantity'),
    },
  },
  {
    definition: {
      name: 'annealing_temperature',
      description: 'A temperature in K between 300 and 1000 (SliderEditQuantity).',
      type: float,
      shape: [],
      unit: 'K',
      m_annotations: eln('SliderEditQuantity', { minValue: 300, maxValue: 1000 }),
    },
    value: 600,
  },
  { definition: { name: 'annealed', description: 'A boolean (BoolEditQuantity).', type: { type_kind: 'python', type_data: 'bool' }, shape: [], m_annotations: eln('BoolEditQuantity') } },
  {
    definition: {
      name: 'deposition_method',
      description: 'An enum as a select (EnumEditQuantity).',
      type: { type_kind: 'enum', type_data: ['sputtering', 'evaporation', 'spin coating', 'pulsed laser deposition'] },
      shape: [],
      m_annotations: eln('EnumEditQuantity'),
    },
  },
  {
    definition: {
      name: 'atmosphere',
      description: 'An enum as radio buttons (RadioEnumEditQuantity).',
      type: { type_kind: 'enum', type_data: ['air', 'nitrogen', 'argon', 'vacuum'] },
      shape: [],
      m_annotations: eln('RadioEnumEditQuantity'),
    },
  },
  {
    definition: {
      name: 'substrate',
      description: 'A text with suggestions (AutocompleteEditQuantity).',
      type: str,
      shape: [],
      m_annotations: eln('AutocompleteEditQuantity', { suggestions: ['glass', 'silicon', 'sapphire', 'quartz', 'FTO glass'] }),
    },
  },
  { definition: { name: 'datetime', description: 'A date and time, local (DateTimeEditQuantity).', type: { type_kind: 'custom', type_data: 'nomad.metainfo.data_type.Datetime' }, shape: [], m_annotations: eln('DateTimeEditQuantity') } },
  { definition: { name: 'date', description: 'A date (DateEditQuantity).', type: { type_kind: 'custom', type_data: 'nomad.metainfo.data_type.Datetime' }, shape: [], m_annotations: eln('DateEditQuantity') } },
  { definition: { name: 'time', description: 'A time (TimeEditQuantity).', type: { type_kind: 'custom', type_data: 'nomad.metainfo.data_type.Datetime' }, shape: [], m_annotations: eln('TimeEditQuantity') } },
  {
    definition: { name: 'tags', description: 'A list of any length (shape *): empty items are dropped, one empty slot kept.', type: str, shape: ['*'], m_annotations: eln('StringEditQuantity') },
    value: ['thin film', 'oxide'],
  },
  {
    definition: { name: 'lattice', description: 'A fixed-shape list of three lengths in m, shown in Å.', type: float, shape: [3], unit: 'm', m_annotations: eln('NumberEditQuantity', { defaultDisplayUnit: 'Å' }) },
  },
  {
    definition: { name: 'author', description: 'An author; a user account makes the fields read-only (AuthorEditQuantity).', type: { type_kind: 'Author', type_data: 'Author' }, shape: [], m_annotations: eln('AuthorEditQuantity') },
  },
  { definition: { name: 'query', description: 'A search query as JSON (QueryEditQuantity).', type: { type_kind: 'python', type_data: 'dict' }, shape: [], m_annotations: eln('QueryEditQuantity') }, value: { 'results.material.elements': ['Ti', 'O'] } },
  { definition: { name: 'sample', description: 'A reference to another entry (ReferenceEditQuantity).', type: { type_kind: 'reference', type_data: 'nomad.datamodel.metainfo.eln.Sample' }, shape: [], m_annotations: eln('ReferenceEditQuantity') } },
  { definition: { name: 'data_file', description: 'A file of the upload (FileEditQuantity); uploading needs an upload.', type: str, shape: [], m_annotations: eln('FileEditQuantity') } },
  { definition: { name: 'matrix', description: 'A 2×2 matrix: no component fits, so the value is JSON.', type: float, shape: [2, 2] }, value: [[1, 0], [0, 1]] },
  {
    definition: { name: 'description', description: 'Rich text (RichTextEditQuantity), a lazy editor chunk.', type: str, shape: [], m_annotations: eln('RichTextEditQuantity') },
    value: '<p>A <strong>thin film</strong> of TiO<sub>2</sub>.</p>',
  },
]
