import type { PluginPackage } from '../../api'

/** The installation's plugins as /info lists them: name, version, what each brings. */
export function PluginPackages({ packages }: { packages: readonly PluginPackage[] }) {
  return (
    <ul className="tessera-about-plugins" aria-label="Plugins">
      {packages.map((plugin) => (
        <li key={plugin.name}>
          <strong>{plugin.title ?? plugin.name}</strong>
          {plugin.version && <span className="tessera-about-plugin-version"> {plugin.version}</span>}
          {plugin.description && <span> — {plugin.description}</span>}
          {plugin.entry_points && plugin.entry_points.length > 0 && (
            <span className="tessera-about-plugin-entry-points"> Entry points: {plugin.entry_points.join(', ')}.</span>
          )}
        </li>
      ))}
    </ul>
  )
}
