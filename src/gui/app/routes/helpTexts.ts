// Help dialog texts (markdown), one per page, shown from the help icon of the last
// breadcrumb. Apps bring their own help (readme or description) from YAML.

export const UPLOADS_HELP = `
Your data is organised in **uploads**. An upload is a collection of files that you
upload together: raw simulation outputs, structure files or lab-notebook records.

- Create a new upload and drop files or a **.zip** or **.tar(.gz)** archive (up to
  32GB) into it; archives are unpacked for you.
- The files are **processed** automatically: every file a parser recognises becomes an
  **entry** with searchable metadata. Processing status and logs are shown per upload.
- Until you publish, only you and the members you invite can see an upload. When you
  publish, you can set an **embargo** of up to 3 years.
`

export const DATASETS_HELP = `
A **dataset** is a named, curated collection of entries, possibly from different
uploads, that you want to cite or share as one unit.

- Add entries to a dataset from the search pages or your uploads.
- Request a **DOI** for a dataset to make it citable. Once a DOI is assigned, the
  dataset can no longer be deleted and its entries cannot change.
- Datasets without a DOI can be deleted at any time; the entries remain.
`

export const USER_SEARCH_HELP = `
This search is **locked to your data**: the uploads you own or were invited to, published
or not. Use it to manage your own data.

- Filter and select entries like in any search page.
- **Edit the user metadata** of selected entries: comments, references, datasets and
  co-authors.
- Open an entry or its upload to inspect files and processing results.
`

export const UPLOAD_HELP = `
The **upload page** shows one upload.

- **Overview**: the upload's name, members, processing status, its entries and the
  steps to publish it.
- **Files**: browse, preview and download the uploaded files, add new files or delete
  files while the upload is not published.
`

export const ENTRY_HELP = `
The **entry page** shows one processed entry in several tabs:

- **Overview**: the most important metadata and results, arranged in cards.
- **Raw data** (files): the uploaded files that belong to this entry.
- **Archive** (data): all processed data, browsable section by section.
- **Log**: the messages written while the entry was processed.
`

export const DATASET_HELP = `
The **dataset page** shows a dataset's metadata, its DOI (if assigned) and the entries it
contains. Inspect the entries like in a search page and **download** their raw files
or processed archives for the whole dataset.
`

export const MATERIAL_HELP = `
The **material page** shows one material as all its visible entries describe it: its
formula, structural type and symmetry, the structure of one of its entries, the properties
computed across its entries, and the newest entries themselves — open one for its page.
`

export const ENTRY_LOOKUP_HELP = `
This page finds an entry by the given query parameters or persistent identifier and
forwards you to the entry page.
`

export const DATASET_LOOKUP_HELP = `
This page finds a dataset by its DOI and forwards you to the dataset page.
`

export const APIS_HELP = `
Everything you can do in this app, you can also do through the **API**. This page
lists the programming interfaces of this installation and lets you request an
**app token** for scripts.
`

export const METAINFO_HELP = `
The **metainfo** defines all the sections and quantities data is organised in. Browse
the definitions, their types, units and descriptions, and see where they are used.
`

export const NORTH_HELP = `
The **Remote Tools Hub** runs analysis tools (e.g. Jupyter) next to the data. Start a
tool to work with the files of your uploads without downloading them.
`

export const ABOUT_HELP = `
This page gives an overview of this installation: what you can do with it, how much
data it holds, and where to find documentation and help.
`

export const DEV_HELP = `
Developer pages show the shared components of the app with example data.
`

/** The help of a search app: its readme, else its description. */
export function appHelp(app: { label: string; readme?: string; description?: string }): string {
  return app.readme ?? app.description ?? `Search ${app.label.toLowerCase()}.`
}
