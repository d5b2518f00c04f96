// results.properties.optoelectronic: solar-cell figures of merit (the Solar Cells use
// case) and optical band gaps.
import { float, LIST, searched, str, sub, suggested } from '../../definitions'
import { resultsPackage } from '../package'
import { BandGapOptical } from './electronic'

const layers = (name: string, description: string) => str(name, description, { ...suggested, shape: LIST })

export const SolarCell = resultsPackage.section({
  name: 'SolarCell',
  description: 'Performance and make-up of a solar cell.',
  quantities: [
    float('efficiency', undefined, 'Power conversion efficiency, in percent.', searched),
    float('fill_factor', undefined, 'Fill factor, between 0 and 1.', searched),
    float('open_circuit_voltage', 'volt', 'Open-circuit voltage.', searched),
    float('short_circuit_current_density', 'ampere / meter ** 2', 'Short-circuit current density.', searched),
    float('illumination_intensity', 'watt / meter ** 2', 'Light intensity during the current-voltage measurement.', searched),
    float('device_area', 'meter ** 2', 'Illuminated area of the cell during current-voltage and stability measurements.', searched),
    str('device_architecture', 'The device architecture, e.g. pin, nip or pn-heterojunction.', suggested),
    layers('device_stack', 'All layers of the device, in order.'),
    layers('absorber', 'The absorber layers.'),
    layers('absorber_fabrication', 'How the absorber was made, e.g. spin-coating or evaporation.'),
    layers('electron_transport_layer', 'The electron-selective contact layers.'),
    layers('hole_transport_layer', 'The hole-selective contact layers.'),
    layers('substrate', 'The substrate layers.'),
    layers('back_contact', 'The back-contact layers.'),
  ],
})

export const OptoelectronicProperties = resultsPackage.section({
  name: 'OptoelectronicProperties',
  description: 'Optoelectronic properties.',
  subSections: [
    sub('solar_cell', SolarCell),
    sub('band_gap', BandGapOptical, { repeats: true, description: 'Optical band gaps.' }),
  ],
})
