import type { CellProps } from '../formatDef'

export default function ReferencesCell({ values }: CellProps) {
  const urls = values.filter((value): value is string => typeof value === 'string')
  return (
    <>
      {urls.map((url, index) => (
        <span key={url}>
          {index > 0 && ', '}
          {/* A click on a link must not also open the row. */}
          <a href={url} target="_blank" rel="noreferrer" onClick={(event) => event.stopPropagation()}>
            {url}
          </a>
        </span>
      ))}
    </>
  )
}
