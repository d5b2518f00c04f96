// A bare time (TimeEditQuantity), saved as a timestamp on the value's day (UTC).
import type { EditQuantityProps } from '../editorDef'
import { timeInput, timeValue } from './convert'
import { NativeInput } from './NativeInput'

export default function TimeEdit(props: EditQuantityProps) {
  return <NativeInput {...props} kind="time" toInput={timeInput} fromInput={timeValue} />
}
