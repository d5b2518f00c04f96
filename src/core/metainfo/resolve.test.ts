import { describe, expect, it } from 'vitest'
import { resolveQuantity, resolveSection, rootSection } from '.'

describe('resolveQuantity', () => {
  it.each([
    ['results.material.elements', 'elements'],
    ['results.material.topology.cell.mass_density', 'mass_density'],
    ['results.properties.electronic.dos_electronic_new.data.band_gap.value', 'value'],
    ['results.properties.spectroscopic.spectra.provenance.eels.detector_type', 'detector_type'],
    ['results.properties.thermodynamic.trajectory.provenance.molecular_dynamics.time_step', 'time_step'],
    ['run.calculation.energy.total.value', 'value'],
    ['run.system.atoms.positions', 'positions'],
    ['workflow2.tasks.inputs.name', 'name'],
    ['processing_logs.event', 'event'],
    ['metadata.entry_id', 'entry_id'],
  ])('finds %s', (path, name) => {
    expect(resolveQuantity(path)?.name).toBe(name)
  })

  it('accepts search-quantity names of entry metadata, which omit metadata.', () => {
    expect(resolveQuantity('entry_id')).toBe(resolveQuantity('metadata.entry_id'))
    expect(resolveQuantity('datasets.doi')?.name).toBe('doi')
    expect(resolveQuantity('authors.name')?.suggestion).toBe(true)
  })

  it('follows user and reference quantities into their target section', () => {
    expect(resolveQuantity('main_author.user_id')?.name).toBe('user_id')
    expect(resolveQuantity('run.calculation.system_ref.atoms.labels')?.shape).toEqual(['n_atoms'])
  })

  it('carries units and shapes of deep quantities', () => {
    const positions = resolveQuantity('run.system.atoms.positions')
    expect(positions?.unit).toBe('meter')
    expect(positions?.shape).toEqual(['n_atoms', 3])
    expect(resolveQuantity('run.system.atoms.lattice_vectors')?.shape).toEqual([3, 3])
    expect(resolveQuantity('run.calculation.energy.free.value')?.unit).toBe('joule')
  })

  it.each([
    'results.material.nonsense',
    'results.material.elements.more',
    'results.material',
    'nonsense',
    'results..material',
    'metadata.results.material.elements',
    '',
  ])('returns undefined for %j', (path) => {
    expect(resolveQuantity(path)).toBeUndefined()
  })
})

describe('resolveSection', () => {
  it('resolves sections by archive path', () => {
    expect(resolveSection('')).toBe(rootSection)
    expect(resolveSection('results.material.topology')?.qualifiedName).toBe('nomad.datamodel.results.System')
    expect(resolveSection('results.properties.optoelectronic.solar_cell')?.qualifiedName).toBe('nomad.datamodel.results.SolarCell')
    expect(resolveSection('datasets')?.name).toBe('Dataset')
  })

  it('resolves through recursive definitions as deep as asked', () => {
    const deep = resolveSection('workflow2.tasks.task.tasks.task.tasks')
    expect(deep?.name).toBe('Task')
  })

  it('returns undefined for quantities and unknown paths', () => {
    expect(resolveSection('results.material.elements')).toBeUndefined()
    expect(resolveSection('results.nowhere')).toBeUndefined()
  })
})
