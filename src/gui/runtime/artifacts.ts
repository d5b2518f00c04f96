// The only reader of `window.tesseraArtifacts` (served as {prefix}/gui/artifacts.js):
// build-time data generated from src/core. The shapes are owned by core (units,
// metainfo); here they stay opaque until the features that read them type them.

export interface TesseraArtifacts {
  searchQuantities: Record<string, unknown>
  unitList: unknown[]
  unitPrefixes: Record<string, unknown>
  parserMetadata: Record<string, unknown>
}

let cached: TesseraArtifacts | undefined

/** The artifacts; a missing script or part gives an empty value and a warning. */
export function getArtifacts(source: Window = window): TesseraArtifacts {
  if (cached && source === window) return cached
  const raw = source.tesseraArtifacts
  if (!raw) console.warn('Tessera: artifacts.js did not load; search quantities and units are missing.')
  const artifacts: TesseraArtifacts = {
    searchQuantities: raw?.searchQuantities ?? {},
    unitList: raw?.unitList ?? [],
    unitPrefixes: raw?.unitPrefixes ?? {},
    parserMetadata: raw?.parserMetadata ?? {},
  }
  if (source === window) cached = artifacts
  return artifacts
}
