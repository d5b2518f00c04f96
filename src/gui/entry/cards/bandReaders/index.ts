// Band structures and densities of states of an archive's results, read for the
// electronic and vibrational cards (references into the run resolved), and the attempt
// that keeps a viewer's data error for its own boundary.
export { readBandGaps, readBandStructure, readDos, sectionsAt, type BandGapData, type BandStructureData, type DosChannelData, type DosData, type SegmentData } from './read'
export { isRef, refKeys, resolve } from './refs'
export { attempt, Made, madeValue, type Attempt } from './attempt'
