// The XRD plugin's GUI module (manifest: `gui`): its overview card and dashboard widget.
// Part of the first paint: it names its renderers only through their loaders.
import { definePlugin } from 'tessera/gui'
import { xrdCard } from './card'
import { xrdPatternsWidget } from './widget'

export default definePlugin({
  id: 'xrd',
  cards: [xrdCard],
  widgets: [xrdPatternsWidget],
})
