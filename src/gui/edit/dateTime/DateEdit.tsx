// A bare date (DateEditQuantity), saved as that day's timestamp at 00:00 UTC.
import type { EditQuantityProps } from '../editorDef'
import { dateInput, dateValue } from './convert'
import { NativeInput } from './NativeInput'

export default function DateEdit(props: EditQuantityProps) {
  return <NativeInput {...props} kind="date" toInput={dateInput} fromInput={dateValue} />
}
