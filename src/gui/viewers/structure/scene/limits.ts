// The structure viewer's atom limits (spec 3 §9), apart from the scene code so the viewer's
// wrapper reads them without loading it.

/** Spec 3 §9: the prompt before drawing more atoms than this. */
export const DEFAULT_ATOM_LIMIT = 500
