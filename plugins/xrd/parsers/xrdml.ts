// PANalytical XRDML (`.xrdml`, XRDMeasurement 1.0–2.x): per <scan>, the 2Theta axis
// (<startPosition>/<endPosition>, evenly spaced over the points, or <listPositions>)
// and the intensities (<intensities> from 1.3, <counts> before and in 2.x; counts are
// multiplied by <beamAttenuationFactors> where given); the wavelength from
// <usedWavelength><kAlpha1> (Å) and the sample's name. Each scan becomes one pattern.
import { SaxesParser } from 'saxes'
import type { Parser } from 'tessera/server'
import { checkPattern, patternArchive, type Pattern, type PatternSource } from './pattern'

interface ScanAxis {
  start?: number
  end?: number
  list?: number[]
}

interface Scan {
  twoTheta: ScanAxis
  values?: number[]
  attenuation?: number[]
}

const numbers = (text: string) => text.trim().split(/\s+/).filter(Boolean).map(Number)

function twoThetaOf(axis: ScanAxis, points: number): number[] | undefined {
  if (axis.list) return axis.list.length === points ? axis.list : undefined
  if (axis.start === undefined || axis.end === undefined) return undefined
  const { start, end } = axis
  if (points === 1) return [start]
  return Array.from({ length: points }, (_, index) => start + ((end - start) * index) / (points - 1))
}

export function readXrdml(text: string, warn: (message: string) => void): PatternSource {
  const parser = new SaxesParser()
  const path: string[] = []
  const scans: Scan[] = []
  let scan: Scan | undefined
  let axis: string | undefined
  let characters = ''
  let wavelength: number | undefined
  let wavelengthUnit = 'Angstrom'
  let sampleName: string | undefined
  let sampleId: string | undefined
  let root: string | undefined

  parser.on('opentag', (tag) => {
    const name = tag.name.split(':').pop() ?? tag.name
    root ??= name
    path.push(name)
    characters = ''
    if (name === 'scan') {
      scan = { twoTheta: {} }
      scans.push(scan)
    } else if (name === 'positions') {
      const attribute = tag.attributes.axis
      axis = typeof attribute === 'string' ? attribute : undefined
    } else if (name === 'kAlpha1') {
      const unit = tag.attributes.unit
      if (typeof unit === 'string') wavelengthUnit = unit
    }
  })
  parser.on('text', (chunk) => {
    characters += chunk
  })
  parser.on('closetag', () => {
    const name = path.pop()
    const parent = path[path.length - 1]
    const value = characters.trim()
    characters = ''
    if (name === 'kAlpha1' && parent === 'usedWavelength' && wavelength === undefined) wavelength = Number(value)
    else if (name === 'name' && parent === 'sample') sampleName = value || undefined
    else if (name === 'id' && parent === 'sample') sampleId = value || undefined
    else if (scan && parent === 'positions' && axis === '2Theta') {
      if (name === 'startPosition') scan.twoTheta.start = Number(value)
      else if (name === 'endPosition') scan.twoTheta.end = Number(value)
      else if (name === 'listPositions') scan.twoTheta.list = numbers(value)
    } else if (scan && parent === 'dataPoints') {
      if (name === 'intensities' || name === 'counts') scan.values = numbers(value)
      else if (name === 'beamAttenuationFactors') scan.attenuation = numbers(value)
    }
    if (name === 'positions') axis = undefined
    if (name === 'scan') scan = undefined
  })
  try {
    parser.write(text).close()
  } catch (error) {
    throw new Error(`The file is not well-formed XML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
  }
  if (root !== 'xrdMeasurements') throw new Error(`The root element is <${root ?? ''}>, not <xrdMeasurements>: this is not an XRDML file.`)

  const toAngstrom = wavelengthUnit.toLowerCase().startsWith('nm') ? 10 : 1
  const patterns: Pattern[] = []
  for (const [index, { twoTheta, values, attenuation }] of scans.entries()) {
    if (!values || values.length === 0) {
      warn(`Scan ${index + 1} has no intensities or counts; left out.`)
      continue
    }
    const angles = twoThetaOf(twoTheta, values.length)
    if (!angles) {
      warn(`Scan ${index + 1} has no 2Theta positions for its ${values.length} points; left out.`)
      continue
    }
    const intensity = attenuation && attenuation.length === values.length ? values.map((count, point) => count * attenuation[point]) : values
    if (angles.some(Number.isNaN) || intensity.some(Number.isNaN)) throw new Error(`Scan ${index + 1} has values that are not numbers.`)
    const pattern: Pattern = {
      twoThetaDegrees: angles,
      intensity,
      ...(wavelength !== undefined && Number.isFinite(wavelength) && { wavelengthAngstrom: wavelength * toAngstrom }),
    }
    checkPattern(pattern, warn)
    patterns.push(pattern)
  }
  if (patterns.length === 0) throw new Error('The file has no scan with 2Theta positions and intensities.')
  return { name: sampleName ?? sampleId, patterns }
}

export const xrdmlParser: Parser = {
  metadata: {
    name: 'parsers/xrd_xrdml',
    codeName: 'XRD (.xrdml)',
    codeLabel: 'XRDML',
    codeCategory: 'Miscellaneous',
    codeUrl: 'https://www.malvernpanalytical.com',
    mainfileNameRe: String.raw`.*\.(xrdml|XRDML)$`,
    mainfileContentsRe: '<xrdMeasurements',
    tableOfFiles: '|Input Filename| Description|\n|--- | --- |\n|`*.xrdml` | **Mainfile:** a PANalytical XRDML measurement (XRDMeasurement 1.x or 2.x)|',
    status: 'beta',
  },
  async parse(context) {
    const text = (await context.readMainfile()).toString('utf8')
    return patternArchive(readXrdml(text, (message) => context.logger.warning(message)))
  },
}
