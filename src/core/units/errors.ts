/**
 * The one error type of the units module. Its messages are the user-facing texts of
 * spec 1 §5, so callers can show `error.message` as is (e.g. under an input field).
 */
export class UnitError extends Error {
  override name = 'UnitError'
}

export const unitNotFound = (name: string) => new UnitError(`Unit "${name}" not found.`)

export const incompatibleDimension = (unit: string, dimension: string) =>
  new UnitError(`Unit "${unit}" is incompatible with dimension "${dimension}".`)
