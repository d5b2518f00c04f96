// Pure view of the material card (spec 3 §2.2, §2.10): the composition, the structure
// viewer with the original / conventional / primitive cell, the symmetry and lattice
// parameters of what is shown, and the topology tree (its panel 700 px at most, spec 3 §9)
// whose selection changes the atoms drawn (a part of its parent fades the rest to 10 %).
import { Button, ButtonGroup, Spinner } from '@blueprintjs/core'
import type { StructureFileFormat, WrapMode } from '../../../../core/structures'
import { StructureViewer } from '../../../viewers/structure'
import { NoData } from '../../../viewers/viewerBoundary'
import { PropertyCard, PropertySection, QuantityTable, type QuantityRow } from '../propertyCard'
import type { CellData, CellKind, MaterialData, SymmetryData, TopologySystem } from './read'
import { cellOfSelection, type Selection, type Shown } from './shown'
import { TopologyTree } from './TopologyTree'
import './material.css'

export const MATERIAL_TITLE = 'Material'
export const COMPOSITION_TITLE = 'Composition'
export const STRUCTURE_TITLE = 'Structure'
export const SYMMETRY_TITLE = 'Symmetry'
export const LATTICE_TITLE = 'Lattice parameters'
export const TOPOLOGY_TITLE = 'Topology'
export const CELL_NAMES: Readonly<Record<CellKind, string>> = { original: 'Original', conventional: 'Conventional', primitive: 'Primitive' }
const VIEWER_HEIGHT = 400

export interface MaterialViewProps {
  readonly material: MaterialData
  readonly selection: Selection | undefined
  readonly onSelect: (selection: Selection) => void
  /** The atoms of the selection; undefined while referenced atoms load or when there are none. */
  readonly shown: Shown | undefined
  /** True while the referenced atoms of the selection are fetched. */
  readonly loadingAtoms?: boolean
  readonly downloadUrl?: (path: string, format: StructureFileFormat, wrapMode: WrapMode) => string
  readonly onViewInArchive?: (path: string) => void
}

export function compositionRows(material: MaterialData): QuantityRow[] {
  const fractions = material.elementalComposition
    .filter((share) => share.atomicFraction !== undefined)
    .map((share) => `${share.element} ${Math.round((share.atomicFraction ?? 0) * 1000) / 10} %`)
  return [
    { label: 'Formula', value: material.formulas.hill ?? material.formula },
    { label: 'Reduced formula', value: material.formulas.reduced },
    { label: 'Structural type', value: material.structuralType },
    { label: 'Elements', value: material.elements },
    { label: 'Atomic fractions', value: fractions, span: 2 },
    { label: 'Material id', value: material.materialId, span: 2 },
  ]
}

export function symmetryRows(symmetry: SymmetryData | undefined): QuantityRow[] {
  return [
    { label: 'Space group', value: symmetry?.spaceGroupSymbol === undefined ? undefined : `${symmetry.spaceGroupSymbol}${symmetry.spaceGroupNumber === undefined ? '' : ` (${symmetry.spaceGroupNumber})`}` },
    { label: 'Crystal system', value: symmetry?.crystalSystem },
    { label: 'Bravais lattice', value: symmetry?.bravaisLattice },
    { label: 'Point group', value: symmetry?.pointGroup },
    { label: 'Hall symbol', value: symmetry?.hallSymbol },
    { label: 'Strukturbericht', value: symmetry?.strukturbericht },
    { label: 'Prototype', value: symmetry?.prototypeName ?? symmetry?.prototypeAflow, span: 2 },
  ]
}

export function latticeRows(cell: CellData | undefined): QuantityRow[] {
  const length = (label: string, value: number | undefined): QuantityRow => ({ label, value, unit: 'meter', preferred: 'angstrom' })
  const angle = (label: string, value: number | undefined): QuantityRow => ({ label, value, unit: 'radian', preferred: 'degree' })
  return [
    length('a', cell?.a), length('b', cell?.b), length('c', cell?.c),
    { label: 'Volume', value: cell?.volume, unit: 'meter ** 3', preferred: 'angstrom ** 3' },
    angle('alpha', cell?.alpha), angle('beta', cell?.beta), angle('gamma', cell?.gamma),
    { label: 'Mass density', value: cell?.massDensity, unit: 'kilogram / meter ** 3', preferred: 'g/cm^3' },
  ]
}

export const anyValue = (rows: readonly QuantityRow[]) => rows.some((row) => row.value !== undefined)

/** The cell and symmetry of what is shown: a cell tab's, else the selected system's, else the material's. */
function detailsOf(material: MaterialData, selection: Selection | undefined): { cell?: CellData; symmetry?: SymmetryData; system?: TopologySystem } {
  const kind = cellOfSelection(material, selection)
  const system = selection?.kind === 'system' ? material.topology.find((s) => s.id === selection.id) : material.topology.find((s) => s.cellKind === kind)
  const cellStructure = material.cells.find((c) => c.kind === kind)
  const cell = system?.cell ?? cellStructure?.cell ?? material.topology.find((s) => s.cellKind === 'original')?.cell
  const symmetry = system?.symmetry ?? material.symmetry
  return { ...(cell && { cell }), ...(symmetry && { symmetry }), ...(system && { system }) }
}

export function MaterialView({ material, selection, onSelect, shown, loadingAtoms = false, downloadUrl, onViewInArchive }: MaterialViewProps) {
  const activeCell = cellOfSelection(material, selection)
  const { cell, symmetry, system } = detailsOf(material, selection)
  const selectCell = (kind: CellKind) => {
    // The topology's system for that cell when there is one (its node lights up), else the cell.
    const node = material.topology.find((s) => s.cellKind === kind)
    onSelect(node ? { kind: 'system', id: node.id } : { kind: 'cell', cell: kind })
  }
  const path = shown?.path
  return (
    <PropertyCard title={MATERIAL_TITLE}>
      <PropertySection title={COMPOSITION_TITLE}>
        <QuantityTable rows={compositionRows(material)} label={COMPOSITION_TITLE} />
      </PropertySection>
      <div className={`tessera-material-body${material.topology.length > 0 ? ' with-topology' : ''}`}>
        {material.topology.length > 0 && (
          <PropertySection title={TOPOLOGY_TITLE}>
            <TopologyTree topology={material.topology} selected={selection?.kind === 'system' ? selection.id : undefined} onSelect={(id) => onSelect({ kind: 'system', id })} />
            {system && <SystemFacts system={system} />}
          </PropertySection>
        )}
        <PropertySection title={STRUCTURE_TITLE}>
          {material.cells.length > 0 && (
            <ButtonGroup className="tessera-material-cells" aria-label="Cell">
              {material.cells.map(({ kind }) => (
                <Button key={kind} size="small" text={CELL_NAMES[kind]} active={activeCell === kind} aria-pressed={activeCell === kind} onClick={() => selectCell(kind)} />
              ))}
            </ButtonGroup>
          )}
          {shown ? (
            <StructureViewer
              structure={shown.structure}
              label={`${STRUCTURE_TITLE} of ${material.formula ?? material.formulas.hill ?? 'the material'}`}
              height={VIEWER_HEIGHT}
              {...(shown.highlight && { highlight: shown.highlight })}
              {...(downloadUrl && path && { downloadUrl: (format: StructureFileFormat, wrapMode: WrapMode) => downloadUrl(path, format, wrapMode) })}
              {...(onViewInArchive && path && { onViewInArchive: () => onViewInArchive(path) })}
            />
          ) : loadingAtoms ? (
            <div className="tessera-material-loading" style={{ height: VIEWER_HEIGHT }}><Spinner size={24} aria-label="Loading atoms" /></div>
          ) : (
            <NoData height={VIEWER_HEIGHT} />
          )}
        </PropertySection>
      </div>
      <div className="tessera-material-details">
        {/* A molecule has neither: no grid of 'unavailable'. */}
        {anyValue(symmetryRows(symmetry)) && (
          <PropertySection title={SYMMETRY_TITLE}>
            <QuantityTable rows={symmetryRows(symmetry)} label={SYMMETRY_TITLE} />
          </PropertySection>
        )}
        {anyValue(latticeRows(cell)) && (
          <PropertySection title={LATTICE_TITLE}>
            <QuantityTable rows={latticeRows(cell)} label={LATTICE_TITLE} />
          </PropertySection>
        )}
      </div>
    </PropertyCard>
  )
}

function SystemFacts({ system }: { readonly system: TopologySystem }) {
  const rows: QuantityRow[] = [
    { label: 'Formula', value: system.formula },
    { label: 'Atoms', value: system.nAtoms },
    { label: 'Structural type', value: system.structuralType },
    { label: 'Relation', value: system.relation?.replace(/_/g, ' ') },
    ...(system.description ? [{ label: 'Description', value: system.description, span: 4 as const }] : []),
  ]
  return <div className="tessera-material-system"><QuantityTable rows={rows} label={system.label} /></div>
}
