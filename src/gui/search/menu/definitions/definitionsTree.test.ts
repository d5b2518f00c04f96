import { describe, expect, it } from 'vitest'
import { aBucket } from '../testing'
import { countDefinitions, definitionsTree, initiallyExpanded, type DefinitionNode } from './definitionsTree'

const RESULTS = 'nomad.datamodel.results.Results'
const MATERIAL = 'nomad.datamodel.results.Material'
const RUN = 'nomad.datamodel.metainfo.simulation.run.Run'
const SAMPLE = 'entry_id:abc.Sample'

/** The tree as label lines, indented by depth, with counts. */
function outline(nodes: readonly DefinitionNode[], depth = 0): string[] {
  return nodes.flatMap((node) => [
    `${'  '.repeat(depth)}${node.label}${node.definition ? ` (${node.count})` : ''}`,
    ...outline(node.children, depth + 1),
  ])
}

describe('definitions tree', () => {
  it('groups definitions by package, joins one-child packages and sorts by name', () => {
    const tree = definitionsTree([aBucket(RESULTS, 5), aBucket(RUN, 3), aBucket(MATERIAL, 4), aBucket(SAMPLE, 2)], [])
    expect(outline(tree)).toEqual([
      'entry_id:abc.Sample (2)',
      'nomad.datamodel',
      '  metainfo.simulation.run.Run (3)',
      '  results',
      '    Material (4)',
      '    Results (5)',
    ])
    expect(countDefinitions(tree)).toBe(4)
  })

  it('keys definitions by their qualified name', () => {
    const [root] = definitionsTree([aBucket(RESULTS, 5)], [])
    expect(root.key).toBe(RESULTS)
    expect(root.label).toBe(RESULTS)
    expect(root.definition).toBe(true)
  })

  it('keeps a definition that has definitions inside it', () => {
    const tree = definitionsTree([aBucket('a.B', 2), aBucket('a.B.C', 1)], [])
    expect(outline(tree)).toEqual(['a.B (2)', '  C (1)'])
  })

  it('lists a selected definition the query no longer finds, with no entries', () => {
    expect(outline(definitionsTree([aBucket(RESULTS, 5)], [SAMPLE]))).toEqual(['entry_id:abc.Sample (0)', RESULTS + ' (5)'])
  })

  it('ignores buckets without a name', () => {
    expect(definitionsTree([{ value: null, count: 3, nested_count: 3 }, aBucket('', 1), { value: 7, count: 1, nested_count: 1 }], [])).toEqual([])
  })

  it('opens a small tree fully, a large one only above the selected definitions', () => {
    const small = definitionsTree([aBucket(RESULTS, 5), aBucket(RUN, 3)], [])
    expect([...initiallyExpanded(small, [])]).toEqual(['nomad.datamodel'])
    const many = Array.from({ length: 13 }, (_, i) => aBucket(`pkg${i}.sub.S${i}`, 1))
    const large = definitionsTree([...many, aBucket(RESULTS, 5)], [RESULTS])
    expect([...initiallyExpanded(large, [])]).toEqual([])
    expect([...initiallyExpanded(large, [RESULTS])]).toEqual([])
    const nestedSelected = definitionsTree([...many, aBucket(RESULTS, 5), aBucket(MATERIAL, 1)], [MATERIAL])
    expect([...initiallyExpanded(nestedSelected, [MATERIAL])]).toEqual(['nomad.datamodel.results'])
  })
})
