// The XRD overview card: entries that list a diffraction pattern among their properties.
import { hasProperty, type CardDef } from 'tessera/gui'

export const XRD_CARD = 'xrd'

export const xrdCard: CardDef = {
  type: XRD_CARD,
  appliesTo: hasProperty('diffraction_pattern'),
  load: () => import('./XrdCard'),
}
