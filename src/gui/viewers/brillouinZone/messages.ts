// The Brillouin zone viewer's texts (spec 3 §8).
export const BZ_ERROR = 'Could not load Brillouin zone.'
export const BZ_LOADING = 'Loading Brillouin zone'
export const BZ_WEBGL_MISSING = 'Could not load Brillouin zone: this browser provides no WebGL, which the 3D view needs.'
export const RESET_VIEW = 'Reset view'
