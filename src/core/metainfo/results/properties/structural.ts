// results.properties.structural: how atoms are arranged on average, from trajectories
// (distribution functions, radius of gyration) or diffraction.
import { ANGLE } from '../../units'
import { float, int, searched, str, sub, suggested } from '../../definitions'
import { resultsPackage } from '../package'
import { MDPropertySection, QuantityDynamic } from './dynamics'

export const RadialDistributionFunction = resultsPackage.section({
  name: 'RadialDistributionFunction',
  description: 'The radial distribution function between two kinds of atoms or molecules.',
  nested: true,
  baseSections: [MDPropertySection],
  quantities: [
    str('type', 'What the function is computed between: atoms or molecules.', suggested),
    str('label', 'The pair of kinds, e.g. O-H.', suggested),
    int('n_bins', 'Number of distance bins.'),
    float('bins', 'meter', 'The distances.', { shape: ['n_bins'] }),
    float('value', undefined, 'The distribution function at each distance.', { shape: ['n_bins'] }),
    int('frame_start', 'The first trajectory frame averaged over.'),
    int('frame_end', 'The last trajectory frame averaged over.'),
  ],
})

export const RadiusOfGyration = resultsPackage.section({
  name: 'RadiusOfGyration',
  description: 'The radius of gyration of a group of atoms along a trajectory.',
  nested: true,
  baseSections: [QuantityDynamic, MDPropertySection],
  quantities: [
    str('kind', 'What kind of radius of gyration this is.', suggested),
    str('label', 'Which atoms or molecule the radius belongs to.', suggested),
    float('value', 'meter', 'The radius of gyration at each time.', { shape: ['*'] }),
  ],
})

export const DiffractionPattern = resultsPackage.section({
  name: 'DiffractionPattern',
  description: 'A diffraction pattern: intensity against scattering angle.',
  nested: true,
  quantities: [
    float('incident_beam_wavelength', 'meter', 'The wavelength of the incident beam.', searched),
    float('two_theta_angles', ANGLE, 'The scattering angles 2θ, in radians.', { shape: ['*'] }),
    float('intensity', undefined, 'The intensity at each angle.', { shape: ['*'] }),
    float('q_vector', '1 / meter', 'The length of the scattering vector Q at each angle.', { shape: ['*'] }),
  ],
})

export const StructuralProperties = resultsPackage.section({
  name: 'StructuralProperties',
  description: 'Structural properties.',
  subSections: [
    sub('radial_distribution_function', RadialDistributionFunction, { repeats: true }),
    sub('radius_of_gyration', RadiusOfGyration, { repeats: true }),
    sub('diffraction_pattern', DiffractionPattern, { repeats: true }),
  ],
})
