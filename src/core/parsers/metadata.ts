// Parser metadata: what the GUI's code-list dialog shows and what mainfile matching
// reads. Each parser folder under src/server/parsers/ declares one; the artifacts
// script exports them all as artifacts/parserMetadata.json.
export interface ParserMetadata {
  /** Registry name, e.g. `parsers/vasp`. */
  name: string
  /** Code name as shown in search results, e.g. `VASP`. */
  codeName: string
  codeLabel: string
  codeCategory: 'Atomistic code' | 'Workflow manager' | 'Database manager' | 'Miscellaneous' | 'Structure file' | 'Electronic lab notebook'
  codeUrl?: string
  /** Regular expression over the full mainfile path. */
  mainfileNameRe: string
  /** Regular expressions over the first 12,000 bytes (decompressed). */
  mainfileContentsRe?: string
  mainfileMimeRe?: string
  /**
   * Also claim files whose name does not match mainfileNameRe (the contents must), when
   * no file in the same directory matches it: a lone OUTCAR, a .scfx without .scf.
   */
  mainfileAlternative?: boolean
  /** Markdown table of files to upload. */
  tableOfFiles?: string
  notes?: string
  /** Where the parser's source is (a plugin's repository), shown in the code-list dialog. */
  parserGitUrl?: string
  status: 'production' | 'beta'
}
