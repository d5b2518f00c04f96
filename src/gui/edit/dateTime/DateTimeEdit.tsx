// A date and time (DateTimeEditQuantity), in the user's local time.
import type { EditQuantityProps } from '../editorDef'
import { dateTimeInput, dateTimeValue } from './convert'
import { NativeInput } from './NativeInput'

export default function DateTimeEdit(props: EditQuantityProps) {
  return <NativeInput {...props} kind="datetime-local" toInput={dateTimeInput} fromInput={dateTimeValue} />
}
