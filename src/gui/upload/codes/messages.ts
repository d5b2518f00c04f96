// The code list's texts (spec 2 §2.7 names the parts, not the words).
export const CODE_TEXTS = {
  listIntro: 'Files of these codes and formats become entries. Click a name to see which files to upload:',
  /** For codes that run calculations: a run's files belong together. */
  runIntro: (label: string) => `Upload the files of a ${label} run as they are, one folder per run: the parser finds the mainfile and reads the files beside it.`,
  /** For file formats and notebooks: each file stands alone. */
  fileIntro: (label: string) => `Upload ${label} files as they are: each file the parser recognises becomes an entry.`,
  homepage: 'Homepage:',
  notes: 'Notes',
  noTable: 'Upload the mainfile; no other files are read.',
  source: 'Parser source:',
  beta: 'beta',
} as const
