// The axis the installation plots patterns against: plugins.options.xrd.x_axis.
import { usePluginOptions } from 'tessera/gui'
import type { XAxis } from './patternSpec'

export const PLUGIN_ID = 'xrd'

export function useXAxis(): XAxis {
  return usePluginOptions(PLUGIN_ID).x_axis === 'q' ? 'q' : 'two_theta'
}
