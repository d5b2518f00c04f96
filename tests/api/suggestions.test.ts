// POST /suggestions (reference §1.7, spec 2 §5.2): values of suggestion quantities that
// contain what was typed (case-insensitive), weighted by the entries the caller may see,
// best first; nothing below two characters; only quantities flagged `suggestion`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchFixture, valuesAt, type Role, type SearchFixture } from '../helpers/searchFixtures'

let f: SearchFixture
beforeAll(async () => {
  f = await searchFixture()
}, 120_000)
afterAll(() => f.dispose())

interface Suggestion { value: string; weight: number }

async function suggest(role: Role, input: string, quantities: { name: string; size?: number }[]) {
  return f.call(role, 'POST', '/suggestions', { input, quantities })
}

async function values(role: Role, input: string, name: string, size?: number): Promise<Suggestion[]> {
  const { status, body } = await suggest(role, input, [{ name, ...(size !== undefined && { size }) }])
  expect(status, JSON.stringify(body)).toBe(200)
  return body[name]
}

/** value → number of entries visible to the role holding a value that contains the input. */
function expected(role: Role, name: string, input: string): Map<string, number> {
  const weights = new Map<string, number>()
  for (const doc of [...f.docs.values()].filter(f.shows('visible', role))) {
    const matching = new Set(valuesAt(doc, name).filter((v): v is string => typeof v === 'string' && v.toLowerCase().includes(input.toLowerCase())))
    for (const value of matching) weights.set(value, (weights.get(value) ?? 0) + 1)
  }
  return weights
}
const asMap = (suggestions: Suggestion[]) => new Map(suggestions.map(({ value, weight }) => [value, weight]))

describe('POST /suggestions', () => {
  it.each<[Role, string, string]>([
    ['alice', 'entry_name', 'wat'],
    ['anonymous', 'entry_name', 'wat'],
    ['alice', 'entry_name', 'oxide'],
    ['alice', 'entry_name', 'COPPER'],
    ['alice', 'mainfile', 'organic/'],
    ['eve', 'results.eln.lab_ids', 'lab-'],
    ['alice', 'results.eln.lab_ids', 'lab-'],
    ['alice', 'results.material.chemical_formula_hill', 'cl'],
    ['alice', 'datasets.dataset_name', 'bench'],
    ['bob', 'upload_name', 'shared'],
    ['alice', 'authors.name', 'tester'],
  ])('as %s, %s containing "%s": the visible values, weighted by their entries', async (role, name, input) => {
    const want = expected(role, name, input)
    expect(want.size, 'the fixture has values for this case').toBeGreaterThan(0)
    expect(asMap(await values(role, input, name, 100))).toEqual(want)
  })

  it('matches at the start and inside a value, ignoring case', async () => {
    expect((await values('alice', 'OXIDE', 'entry_name')).map((s) => s.value).sort()).toEqual(['Copper oxide film', 'Zinc oxide powder'])
    expect((await values('alice', 'zinc ox', 'entry_name')).map((s) => s.value)).toEqual(['Zinc oxide powder'])
  })

  it('answers the best first: the value of most entries leads', async () => {
    const answer = await values('alice', 'molecules/', 'mainfile', 100)
    expect(answer[0]).toEqual({ value: 'molecules/water.xyz', weight: 3 })
    const weights = answer.map((s) => s.weight)
    expect(weights).toEqual([...weights].sort((a, b) => b - a))
  })

  it('answers at most size values, 5 by default', async () => {
    expect(expected('alice', 'mainfile', 'xyz').size).toBeGreaterThan(5)
    expect(await values('alice', 'xyz', 'mainfile', 3)).toHaveLength(3)
    expect(await values('alice', 'xyz', 'mainfile')).toHaveLength(5)
  })

  it('answers several quantities at once, each with its own list', async () => {
    const { status, body } = await suggest('alice', 'water', [{ name: 'entry_name' }, { name: 'mainfile', size: 2 }, { name: 'comment' }])
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['comment', 'entry_name', 'mainfile'])
    expect(body.entry_name).toEqual([{ value: 'water.xyz', weight: 3 }])
    expect(body.mainfile.map((s: Suggestion) => s.value)).toEqual(['molecules/water.xyz'])
  })

  it.each(['', 'w', ' w '])('answers empty lists below two characters ("%s")', async (input) => {
    const { status, body } = await suggest('alice', input, [{ name: 'entry_name' }, { name: 'mainfile' }])
    expect(status).toBe(200)
    expect(body).toEqual({ entry_name: [], mainfile: [] })
  })

  it('does not suggest values of entries the caller may not see', async () => {
    expect(await values('alice', 'secret', 'results.eln.lab_ids')).toEqual([{ value: 'LAB-SECRET', weight: 1 }])
    expect(await values('alice', 'secret', 'entry_name')).toEqual([{ value: 'Secret sample', weight: 1 }])
    for (const role of ['anonymous', 'bob', 'eve', 'dave'] as const) {
      expect(await values(role, 'secret', 'results.eln.lab_ids'), role).toEqual([])
      expect(await values(role, 'secret', 'entry_name'), role).toEqual([])
    }
    expect(await values('dave', 'LAB-0', 'results.eln.lab_ids', 100)).toContainEqual({ value: 'LAB-020', weight: 1 })
    expect(await values('eve', 'LAB-0', 'results.eln.lab_ids', 100)).not.toContainEqual(expect.objectContaining({ value: 'LAB-020' }))
  })

  it.each([
    ['a quantity without suggestions', [{ name: 'entry_name' }, { name: 'upload_id' }], 1],
    ['an unknown quantity', [{ name: 'results.material.foo' }], 0],
  ])('answers 422 for %s, at its place in the list', async (_title, quantities, at) => {
    const { status, body } = await suggest('alice', 'water', quantities)
    expect(status).toBe(422)
    expect(body.detail).toEqual([expect.objectContaining({ loc: expect.arrayContaining(['quantities', at]) })])
  })

  // NOMAD's GUI sends plain names: `{"input": "SOL", "quantities": ["results.method…"]}`.
  it('accepts quantities as plain names, with the default size, mixed with objects', async () => {
    const nomad = await f.call('alice', 'POST', '/suggestions', { input: 'SOL', quantities: ['results.method.simulation.dft.xc_functional_names'] })
    expect(nomad.status, JSON.stringify(nomad.body)).toBe(200)
    expect(Object.keys(nomad.body)).toEqual(['results.method.simulation.dft.xc_functional_names'])
    const { status, body } = await f.call('alice', 'POST', '/suggestions', { input: 'xyz', quantities: ['mainfile', { name: 'entry_name', size: 1 }] })
    expect(status).toBe(200)
    expect(body.mainfile).toEqual(await values('alice', 'xyz', 'mainfile'))
    expect(body.mainfile).toHaveLength(5)
    expect((await f.call('alice', 'POST', '/suggestions', { input: 'water', quantities: ['entry_name'] })).body).toEqual({ entry_name: [{ value: 'water.xyz', weight: 3 }] })
  })

  it('answers 422 for a plain name without suggestions, at its place in the list', async () => {
    const { status, body } = await f.call('alice', 'POST', '/suggestions', { input: 'water', quantities: ['entry_name', 'upload_id'] })
    expect(status).toBe(422)
    expect(body.detail).toEqual([expect.objectContaining({ loc: ['body', 'quantities', 1] })])
  })

  it.each([
    ['without input', { quantities: [{ name: 'entry_name' }] }],
    ['without quantities', { input: 'water' }],
    ['with a size of 0', { input: 'water', quantities: [{ name: 'entry_name', size: 0 }] }],
    ['with a number for a quantity', { input: 'water', quantities: [3] }],
    ['with an object without a name', { input: 'water', quantities: [{ size: 3 }] }],
  ])('answers 422 for a body %s', async (_title, body) => {
    expect((await f.call('alice', 'POST', '/suggestions', body)).status).toBe(422)
  })
})
