// Files exciting writes beside INFO.OUT: eigenvalues (EIGVAL.OUT), the total density of
// states (dos.xml, else TDOS.OUT) and the band structure (bandstructure.xml). DOS and band
// energies are written relative to the Fermi energy; they are shifted back so that all
// energies of a calculation share one scale, as NOMAD does.
import { HARTREE, linesOf, numbersIn } from '../common'
import type { BandEnergiesOut, BandStructureOut, DosOut } from '../common'

/** EIGVAL.OUT: per k-point "(state, eigenvalue and occupancy below)" rows, hartree. */
export function readEigval(text: string, nSpin: number): BandEnergiesOut | undefined {
  const kpoints: number[][] = []
  const perK: { energies: number[]; occupations: number[] }[] = []
  let current: { energies: number[]; occupations: number[] } | undefined
  for (const line of linesOf(text)) {
    const k = /^\s*\d+\s+(.+?)\s*:\s*k-point/.exec(line)
    if (k) {
      kpoints.push(numbersIn(k[1]).slice(0, 3))
      current = undefined
      continue
    }
    if (/state, eigenvalue and occupancy below/.test(line)) {
      current = { energies: [], occupations: [] }
      perK.push(current)
      continue
    }
    if (!current) continue
    const values = numbersIn(line)
    if (values.length !== 3) {
      current = undefined
      continue
    }
    current.energies.push(values[1] * HARTREE)
    current.occupations.push(values[2])
  }
  if (!perK.length || perK.length !== kpoints.length) return undefined
  const nStates = perK[0].energies.length
  if (nStates === 0 || perK.some((k) => k.energies.length !== nStates) || nStates % nSpin !== 0) return undefined
  // Spin-polarised runs list the spin-up states of a k-point first, then the spin-down ones.
  const nBands = nStates / nSpin
  const split = (values: number[]) => Array.from({ length: nSpin }, (_, s) => values.slice(s * nBands, (s + 1) * nBands))
  const energies = Array.from({ length: nSpin }, (_, s) => perK.map((k) => split(k.energies)[s]))
  const occupations = Array.from({ length: nSpin }, (_, s) => perK.map((k) => split(k.occupations)[s]))
  return { n_spin_channels: nSpin, n_kpoints: kpoints.length, n_bands: nBands, kpoints, energies, occupations }
}

function dosChannels(channels: { energies: number[]; values: number[] }[], fermi: number): DosOut[] {
  return channels.map((channel, spin) => ({
    n_energies: channel.energies.length,
    energies: channel.energies.map((e) => e * HARTREE + fermi),
    energy_fermi: fermi,
    ...(channels.length > 1 ? { spin_channel: spin } : {}),
    // Some writers give the spin-down density a negative sign for plotting.
    total: [{ value: (spin > 0 && channel.values.every((v) => v <= 0) ? channel.values.map((v) => -v) : channel.values).map((v) => v / HARTREE) }],
  }))
}

/** dos.xml: <totaldos><diagram nspin="…"><point e="…" dos="…"/>…, hartree and states/hartree/cell. */
export function readDosXml(text: string, fermi: number): DosOut[] | undefined {
  const total = /<totaldos[\s>]([\s\S]*?)<\/totaldos>/.exec(text)
  if (!total) return undefined
  const channels: { energies: number[]; values: number[] }[] = []
  for (const diagram of total[1].split(/<diagram\b/).slice(1)) {
    const energies: number[] = []
    const values: number[] = []
    for (const point of diagram.matchAll(/<point\b[^>]*?\be="([^"]+)"[^>]*?\bdos="([^"]+)"/g)) {
      energies.push(Number(point[1]))
      values.push(Number(point[2]))
    }
    if (energies.length && energies.every(Number.isFinite) && values.every(Number.isFinite)) channels.push({ energies, values })
  }
  return channels.length ? dosChannels(channels, fermi) : undefined
}

/** TDOS.OUT: "energy dos" rows, one block per spin channel separated by blank lines. */
export function readTdos(text: string, fermi: number): DosOut[] | undefined {
  const channels: { energies: number[]; values: number[] }[] = []
  let current: { energies: number[]; values: number[] } | undefined
  for (const line of linesOf(text)) {
    const values = numbersIn(line)
    if (values.length !== 2) {
      current = undefined
      continue
    }
    if (!current) {
      current = { energies: [], values: [] }
      channels.push(current)
    }
    current.energies.push(values[0])
    current.values.push(values[1])
  }
  return channels.length ? dosChannels(channels.slice(0, 2), fermi) : undefined
}

interface Vertex { distance: number; label: string; coord: number[] }

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]
}

/**
 * bandstructure.xml: <band><point distance eval/>…</band> per band and <vertex distance
 * label coord/> per path corner. Segments run between consecutive vertices; their
 * k-points are interpolated along the straight line between the corners.
 */
export function readBandstructureXml(text: string, fermi: number, nSpin: number, reciprocal?: number[][]): BandStructureOut | undefined {
  const vertices: Vertex[] = []
  for (const tag of text.matchAll(/<vertex\b[^>]*>/g)) {
    const distance = Number(attribute(tag[0], 'distance'))
    const coord = numbersIn(attribute(tag[0], 'coord') ?? '')
    if (Number.isFinite(distance) && coord.length === 3) vertices.push({ distance, label: attribute(tag[0], 'label') ?? '', coord })
  }
  const bands: { distances: number[]; energies: number[] }[] = []
  for (const band of text.matchAll(/<band\b[^>]*>([\s\S]*?)<\/band>/g)) {
    const distances: number[] = []
    const energies: number[] = []
    for (const point of band[1].matchAll(/<point\b[^>]*\/?>/g)) {
      distances.push(Number(attribute(point[0], 'distance')))
      energies.push(Number(attribute(point[0], 'eval')))
    }
    bands.push({ distances, energies })
  }
  if (vertices.length < 2 || !bands.length || bands.length % nSpin !== 0) return undefined
  const distances = bands[0].distances
  if (bands.some((b) => b.distances.length !== distances.length || b.energies.some((e) => !Number.isFinite(e)))) return undefined

  // Point index ranges per segment: each ends at the first point on its closing corner;
  // a corner printed twice starts the next segment with its copy, else with itself.
  const tolerance = 1e-6 * Math.max(1, Math.abs(distances.at(-1) ?? 1))
  const ranges: [number, number][] = []
  let start = 0
  for (let s = 1; s < vertices.length && start < distances.length; s++) {
    let end = start + 1
    while (end < distances.length - 1 && distances[end] < vertices[s].distance - tolerance) end++
    if (s === vertices.length - 1) end = distances.length - 1
    ranges.push([start, Math.min(end, distances.length - 1)])
    start = end + 1 < distances.length && Math.abs(distances[end + 1] - distances[end]) <= tolerance ? end + 1 : end
  }
  const nBands = bands.length / nSpin
  const segment = ranges.map(([from, to], s): BandEnergiesOut => {
    const [a, b] = [vertices[s], vertices[s + 1]]
    const span = b.distance - a.distance
    const kpoints = distances.slice(from, to + 1).map((d) => {
      const t = span > 0 ? (d - a.distance) / span : 0
      return a.coord.map((x, i) => x + t * (b.coord[i] - x))
    })
    const energies = Array.from({ length: nSpin }, (_, spin) =>
      kpoints.map((_, k) => Array.from({ length: nBands }, (_, band) => bands[spin * nBands + band].energies[from + k] * HARTREE + fermi)),
    )
    const label = (l: string) => (l.toLowerCase() === 'gamma' ? 'Γ' : l)
    return { n_spin_channels: nSpin, n_kpoints: kpoints.length, n_bands: nBands, kpoints, energies, endpoints_labels: [label(a.label), label(b.label)] }
  })
  return { ...(reciprocal ? { reciprocal_cell: reciprocal } : {}), energy_fermi: fermi, segment }
}
