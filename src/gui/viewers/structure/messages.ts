// The structure viewer's texts (spec 3 §5, §8, §2.10), word for word where the spec gives them.
export const STRUCTURE_ERROR = 'Could not load structure.'
export const STRUCTURE_LOADING = 'Loading structure viewer'
export const WEBGL_MISSING = 'Could not load structure: this browser provides no WebGL, which the 3D view needs.'

/** Spec 3 §5: asked before drawing more atoms than the limit. */
export const atomLimitPrompt = (limit: number, n: number) =>
  `Visualization is by default disabled for systems with more than ${limit} atoms. Do you wish to enable visualization for this system with ${n} atoms?`
export const ACCEPT_PROMPT = 'Yes'

export const RESET_VIEW = 'Reset view'
export const FULLSCREEN = 'Toggle fullscreen'
export const CLOSE_FULLSCREEN = 'Close fullscreen'
export const DOWNLOAD = 'Download system geometry as a file'
export const VIEW_IN_ARCHIVE = 'View data in the archive'
export const OPTIONS = 'Options'
export const SHOW_BONDS = 'Show bonds'
export const SHOW_CELL = 'Show simulation cell'
export const WRAP_MODE = 'Wrap mode'
export const WRAP_MODE_LABELS = { original: 'Original positions', wrap: 'Wrap into the cell', unwrap: 'Unwrap (whole molecules)' } as const
export const FORMAT_LABELS = { cif: 'CIF', xyz: 'XYZ', pdb: 'PDB' } as const
