// The hdf5dataset overview card (spec 3 §2.2).
import { defineCard } from './define'

export const hdf5DatasetCard = defineCard({
  type: 'hdf5dataset',
  description: 'The HDF5 datasets the archive references, in the HDF5 viewer.',
})
