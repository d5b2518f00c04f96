// The XRD plugin's parsers: the two formats as they occur, malformed files, matching,
// and the real example files (written by tools/make_examples.py with pymatgen).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parsers } from '.'
import { DIFFRACTION_METHOD, patternArchive, PROPERTY } from './pattern'
import { readXrdml } from './xrdml'
import { readXy } from './xy'

const EXAMPLES = join(import.meta.dirname, '../examples/patterns')
const example = (name: string) => readFileSync(join(EXAMPLES, name), 'utf8')
const DEGREE = Math.PI / 180

function collect() {
  const warnings: string[] = []
  return { warnings, warn: (message: string) => warnings.push(message) }
}

describe('.xy files', () => {
  it.each([
    ['spaces, a wavelength in ångström', '# wavelength: 1.5406 A\n10 5\n10.5 7\n', 1.5406],
    ['tabs and commas, the wavelength in nm', '#lambda1 = 0.15406 nm\n10\t5\n10.5,7\n', 1.5406],
    ['semicolons and an error column, λ without unit', '# λ 0.7093\n10;5;0.1\n10.5;7;0.2\n', 0.7093],
    ['exponents, no wavelength', '1.0e1 5e0\n1.05E+1 7\n', undefined],
  ])('reads %s', (_, text, wavelength) => {
    const { warnings, warn } = collect()
    const pattern = readXy(text, warn)
    expect(pattern.twoThetaDegrees).toEqual([10, 10.5])
    expect(pattern.intensity).toEqual([5, 7])
    if (wavelength === undefined) expect(pattern.wavelengthAngstrom).toBeUndefined()
    else expect(pattern.wavelengthAngstrom).toBeCloseTo(wavelength, 6)
    expect(warnings).toEqual([])
  })

  it('skips lines that are neither comments nor numbers, and says how many', () => {
    const { warnings, warn } = collect()
    expect(readXy('2theta intensity\n10 5\n11 6\nend\n', warn).intensity).toEqual([5, 6])
    expect(warnings).toEqual(['2 line(s) are neither comments nor two numbers and were skipped.'])
  })

  it.each([
    ['an empty file', ''],
    ['only comments', '# wavelength 1.54\n# nothing else\n'],
    ['a single point', '10 5\n'],
  ])('refuses %s', (_, text) => {
    expect(() => readXy(text, () => undefined)).toThrow('The file has fewer than two lines of 2θ and intensity.')
  })

  it('warns of angles that are not increasing degrees', () => {
    const { warnings, warn } = collect()
    readXy('20 1\n10 2\n400 3\n', warn)
    expect(warnings).toEqual(['Some 2θ values lie outside 0–180°; are they angles in degrees?', 'The 2θ values do not increase monotonically.'])
  })

  it('reads the rock-salt example: 2001 points, Cu Kα1, the (200) reflection strongest at 31.6°', () => {
    const pattern = readXy(example('NaCl.xy'), () => undefined)
    expect(pattern.twoThetaDegrees).toHaveLength(2001)
    expect(pattern.wavelengthAngstrom).toBe(1.540598)
    const strongest = pattern.intensity.indexOf(Math.max(...pattern.intensity))
    expect(pattern.twoThetaDegrees[strongest]).toBeCloseTo(31.64, 1)
  })
})

describe('.xrdml files', () => {
  it('reads the AgCoO2 example: sample name, Kα1 and the evenly spaced 2Theta axis', () => {
    const { warnings, warn } = collect()
    const { name, patterns } = readXrdml(example('AgCoO2.xrdml'), warn)
    expect(warnings).toEqual([])
    expect(name).toBe('AgCoO2')
    expect(patterns).toHaveLength(1)
    const [pattern] = patterns
    expect(pattern.wavelengthAngstrom).toBe(1.540598)
    expect(pattern.twoThetaDegrees).toHaveLength(2001)
    expect(pattern.twoThetaDegrees[0]).toBe(10)
    expect(pattern.twoThetaDegrees[2000]).toBe(90)
    expect(pattern.twoThetaDegrees[1000]).toBeCloseTo(50, 10)
    expect(pattern.intensity.every((count) => Number.isInteger(count) && count >= 0)).toBe(true)
  })

  const older = (dataPoints: string, wavelength = '<kAlpha1 unit="nm">0.1540598</kAlpha1>') => `<?xml version="1.0"?>
<xrdMeasurements version="1.0" status="Completed">
  <sample><id>S-7</id></sample>
  <xrdMeasurement measurementType="Scan">
    <usedWavelength>${wavelength}</usedWavelength>
    <scan scanAxis="2Theta-Omega"><dataPoints>${dataPoints}</dataPoints></scan>
  </xrdMeasurement>
</xrdMeasurements>`

  it('reads the older spelling: counts with attenuation factors, listed positions, the sample id, nm', () => {
    const { name, patterns } = readXrdml(older(`
      <positions axis="2Theta" unit="deg"><listPositions>20 20.5 21.25</listPositions></positions>
      <positions axis="Omega" unit="deg"><listPositions>10 10.25 10.625</listPositions></positions>
      <beamAttenuationFactors>1 10 1</beamAttenuationFactors>
      <counts unit="counts">3 40 5</counts>`), () => undefined)
    expect(name).toBe('S-7')
    expect(patterns[0].twoThetaDegrees).toEqual([20, 20.5, 21.25])
    expect(patterns[0].intensity).toEqual([3, 400, 5])
    expect(patterns[0].wavelengthAngstrom).toBeCloseTo(1.540598, 9)
  })

  it('makes one pattern per scan and leaves out scans without data, saying so', () => {
    const { warnings, warn } = collect()
    const twoScans = older('').replace(/<scan[\s\S]*<\/scan>/, `
      <scan><dataPoints><positions axis="2Theta"><startPosition>10</startPosition><endPosition>12</endPosition></positions><intensities>1 2 3</intensities></dataPoints></scan>
      <scan><dataPoints><positions axis="2Theta"><startPosition>10</startPosition><endPosition>12</endPosition></positions></dataPoints></scan>
      <scan><dataPoints><positions axis="Omega"><startPosition>5</startPosition><endPosition>6</endPosition></positions><intensities>4 5</intensities></dataPoints></scan>`)
    const { patterns } = readXrdml(twoScans, warn)
    expect(patterns.map((pattern) => pattern.twoThetaDegrees)).toEqual([[10, 11, 12]])
    expect(warnings).toEqual(['Scan 2 has no intensities or counts; left out.', 'Scan 3 has no 2Theta positions for its 2 points; left out.'])
  })

  it.each([
    ['not XML', 'two theta, counts', /^The file is not well-formed XML/],
    ['XML of another kind', '<?xml version="1.0"?><measurement><scan/></measurement>', 'The root element is <measurement>, not <xrdMeasurements>: this is not an XRDML file.'],
    ['a measurement without scans', '<xrdMeasurements><xrdMeasurement/></xrdMeasurements>', 'The file has no scan with 2Theta positions and intensities.'],
  ])('refuses %s', (_, text, message) => {
    expect(() => readXrdml(text, () => undefined)).toThrow(message)
  })
})

describe('the archive', () => {
  it('holds the pattern in SI units, the XRD method and the available property', () => {
    const archive = patternArchive({ name: 'AgCoO2', patterns: [{ twoThetaDegrees: [30, 60], intensity: [1, 2], wavelengthAngstrom: 1.5 }] })
    expect(archive).toEqual({
      metadata: { entry_type: 'XRD', entry_name: 'AgCoO2' },
      results: {
        method: { method_name: 'XRD', measurement: { xrd: { diffraction_method_name: DIFFRACTION_METHOD } } },
        properties: {
          available_properties: [PROPERTY],
          structural: {
            diffraction_pattern: [{
              two_theta_angles: [30 * DEGREE, 60 * DEGREE],
              intensity: [1, 2],
              incident_beam_wavelength: 1.5e-10,
              q_vector: [expect.closeTo((4 * Math.PI * Math.sin(15 * DEGREE)) / 1.5e-10, 0), expect.closeTo((4 * Math.PI * Math.sin(30 * DEGREE)) / 1.5e-10, 0)],
            }],
          },
        },
      },
    })
  })

  it('has no wavelength or Q where the file states no wavelength', () => {
    const archive = patternArchive({ patterns: [{ twoThetaDegrees: [30, 60], intensity: [1, 2] }] })
    expect(archive.metadata).toEqual({ entry_type: 'XRD' })
    expect(JSON.stringify(archive)).not.toMatch(/wavelength|q_vector/)
  })
})

describe('matching', () => {
  const byName = Object.fromEntries(parsers.map((parser) => [parser.metadata.name, parser.metadata]))
  const matches = (parser: string, path: string, head: string) => {
    const { mainfileNameRe, mainfileContentsRe } = byName[parser]
    return new RegExp(mainfileNameRe).test(path) && new RegExp(mainfileContentsRe ?? '', 'm').test(head)
  }

  const HEADS: { readonly [name: string]: string } = {
    'the NaCl example': example('NaCl.xy').slice(0, 12000),
    'two columns': '10 1\n11 2\n',
    'prose': 'These are my notes about the pattern.\n',
    'an XYZ molecule': '3\nwater\nO 0 0 0\n',
    'the AgCoO2 example': example('AgCoO2.xrdml').slice(0, 12000),
    'other XML': '<?xml version="1.0"?><other/>',
  }

  it.each([
    ['parsers/xrd_xy', 'patterns/NaCl.xy', 'the NaCl example', true],
    ['parsers/xrd_xy', 'Si.XY', 'two columns', true],
    ['parsers/xrd_xy', 'notes.xy', 'prose', false],
    ['parsers/xrd_xy', 'water.xyz', 'an XYZ molecule', false],
    ['parsers/xrd_xrdml', 'AgCoO2.xrdml', 'the AgCoO2 example', true],
    ['parsers/xrd_xrdml', 'scan.xrdml', 'other XML', false],
  ])('%s claims %s holding %s: %s', (parser, path, head, claimed) => {
    expect(matches(parser, path, HEADS[head])).toBe(claimed)
  })

  it('stays linear on a head of one long run of digits', () => {
    const started = performance.now()
    matches('parsers/xrd_xy', 'big.xy', '1'.repeat(12000))
    expect(performance.now() - started).toBeLessThan(200)
  })
})
