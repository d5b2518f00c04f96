import { Button, Tooltip, type ButtonProps } from '@blueprintjs/core'
import type { ControlState } from './uploadControls'

/** A button of one of the page's controls: disabled as the control says, with the reason as its tooltip. */
export function ControlButton({ control, ...props }: ButtonProps & { control: ControlState }) {
  const button = <Button {...props} disabled={!control.enabled || props.disabled} />
  if (control.enabled || !control.reason) return button
  return (
    <Tooltip content={control.reason} placement="top">
      {/* A disabled button takes no pointer events: the tooltip listens on its wrapper. */}
      <span className="tessera-control-disabled" tabIndex={0} aria-label={control.reason}>{button}</span>
    </Tooltip>
  )
}
