import { describe, expect, it } from 'vitest'
import { searchQuantities } from '../src/core/metainfo'
import { crystalSystem, keyPaths, seedData, type SeedEntry, type SeedUpload, type SeedUser } from './seedData'

function generate(entries: number, seed = 1) {
  let users: SeedUser[] = []
  const uploads: SeedUpload[] = []
  const all: SeedEntry[] = []
  for (const item of seedData({ entries, seed })) {
    if ('users' in item) users = item.users
    else {
      uploads.push(item.upload)
      all.push(...item.entries)
    }
  }
  return { users, uploads, entries: all }
}

const share = (items: readonly unknown[], test: (item: never) => boolean) => items.filter((item) => test(item as never)).length / items.length

describe('seed data', () => {
  it('writes only known search quantities', () => {
    const known = searchQuantities()
    const { entries } = generate(1000, 7)
    expect(entries).toHaveLength(1000)
    const unknown = new Set<string>()
    for (const entry of entries) for (const path of keyPaths(entry.doc)) if (!known[path] || !known[path].type) unknown.add(path)
    expect([...unknown]).toEqual([])
  })

  it('is deterministic for a seed and differs between seeds', () => {
    const a = generate(2000, 3)
    const b = generate(2000, 3)
    expect(JSON.stringify(b)).toBe(JSON.stringify(a))
    const c = generate(2000, 4)
    expect(c.entries[0].entry_id).not.toBe(a.entries[0].entry_id)
  })

  it('has realistic distributions', () => {
    const { users, uploads, entries } = generate(50_000)
    expect(entries).toHaveLength(50_000)
    expect(new Set(entries.map((e) => e.entry_id)).size).toBe(entries.length)
    expect(entries.every((e) => /^[\w-]{28}$/.test(e.entry_id))).toBe(true)
    expect(users).toHaveLength(1000)

    // Uploads: 1–500 entries, log-uniform (mean ≈ 80); 90 % published, 5 % embargoed, over five years.
    const sizes = new Map<string, number>()
    for (const e of entries) sizes.set(e.upload_id, (sizes.get(e.upload_id) ?? 0) + 1)
    expect(Math.max(...sizes.values())).toBeLessThanOrEqual(500)
    expect(Math.min(...sizes.values())).toBeGreaterThanOrEqual(1)
    expect(entries.length / uploads.length).toBeGreaterThan(55)
    expect(entries.length / uploads.length).toBeLessThan(110)
    expect(share(uploads, (u: SeedUpload) => u.published && u.embargo_length === 0)).toBeGreaterThan(0.85)
    expect(share(uploads, (u: SeedUpload) => u.embargo_length > 0)).toBeGreaterThan(0.02)
    expect(share(uploads, (u: SeedUpload) => !u.published)).toBeGreaterThan(0.02)
    expect(uploads.some((u) => !u.published && u.reviewers.length > 0)).toBe(true)
    const times = uploads.map((u) => u.upload_create_time.getTime())
    expect((Math.max(...times) - Math.min(...times)) / (365.25 * 86_400_000)).toBeGreaterThan(4.5)
    expect(new Set(uploads.map((u) => u.main_author)).size).toBeGreaterThan(300)

    // Entry kinds and programs.
    const docs = entries.map((e) => e.doc as any)
    const simulations = docs.filter((d) => d.results.method?.method_name === 'DFT')
    expect(simulations.length / docs.length).toBeGreaterThan(0.72)
    expect(simulations.length / docs.length).toBeLessThan(0.78)
    expect(share(docs, (d: any) => d.entry_type === 'CIF' || d.entry_type === 'POSCAR')).toBeGreaterThan(0.13)
    expect(share(docs, (d: any) => d.parser_name === 'parsers/archive')).toBeGreaterThan(0.08)
    const vasp = share(simulations, (d: any) => d.results.method.simulation.program_name === 'VASP')
    expect(vasp).toBeGreaterThan(0.35)
    expect(vasp).toBeLessThan(0.45)
    expect(new Set(simulations.map((d) => d.results.method.simulation.program_name)).size).toBe(8)
    const gaps = simulations.filter((d) => d.results.properties.electronic?.band_gap)
    expect(gaps.length / simulations.length).toBeGreaterThan(0.35)
    expect(gaps.length / simulations.length).toBeLessThan(0.45)
    for (const d of gaps) for (const gap of d.results.properties.electronic.band_gap) expect(gap.value / 1.602176634e-19).toBeLessThanOrEqual(6)
    const relaxations = simulations.filter((d) => d.results.method.workflow_name === 'GeometryOptimization')
    expect(relaxations.every((d) => d.results.properties.geometry_optimization.final_energy_difference > 0)).toBe(true)
    expect(docs.filter((d) => d.search_quantities?.length).length / docs.length).toBeGreaterThan(0.08)

    // Materials: about one per five entries, common elements first, consistent symmetry.
    const materials = new Set(docs.map((d) => d.results.material?.material_id).filter(Boolean))
    expect(materials.size / entries.length).toBeGreaterThan(0.1)
    expect(materials.size / entries.length).toBeLessThan(0.3)
    const counts = new Map<string, number>()
    for (const d of docs) for (const el of d.results.material?.elements ?? []) counts.set(el, (counts.get(el) ?? 0) + 1)
    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([el]) => el)
    expect(ranked.slice(0, 3)).toEqual(['O', 'H', 'C'])
    for (const d of docs) {
      const m = d.results.material
      if (!m) continue
      expect(m.n_elements).toBe(m.elements.length)
      expect(m.n_elements).toBeGreaterThanOrEqual(1)
      expect(m.n_elements).toBeLessThanOrEqual(6)
      if (m.symmetry) expect(m.symmetry.crystal_system).toBe(crystalSystem(m.symmetry.space_group_number))
    }
    expect(docs.every((d) => d.n_quantities === d.quantities.length)).toBe(true)
  })
})
