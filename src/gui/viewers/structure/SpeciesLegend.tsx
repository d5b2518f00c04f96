// The species drawn, as NOMAD shows them beside the view: a circle in the atom's colour,
// 12 × √(radius in Å) pixels wide (spec 3 §9), and the label.
import { cssColor } from './scene/colors'
import type { SpeciesItem } from './scene/sceneData'

export const legendDiameter = (radius: number) => 12 * Math.sqrt(radius)

export function SpeciesLegend({ species }: { readonly species: readonly SpeciesItem[] }) {
  return (
    <ul className="tessera-structure-legend" aria-label="Species">
      {species.map((item) => {
        const size = `${legendDiameter(item.radius).toFixed(1)}px`
        return (
          <li key={item.label}>
            <span className="tessera-structure-legend-circle" style={{ backgroundColor: cssColor(item.color), width: size, height: size }} />
            <span className="tessera-structure-legend-label">{item.label}</span>
          </li>
        )
      })}
    </ul>
  )
}
