// External links of the About menu and page (spec 1 §2). They point at the project, not
// at a deployment, so they are constants rather than configuration.
export interface ExternalLink {
  label: string
  url: string
  description: string
}

export const ABOUT_LINKS: readonly ExternalLink[] = [
  {
    label: 'Forum',
    url: 'https://github.com/tessera-materials/tessera/discussions',
    description: 'Ask the community and the developers',
  },
  { label: 'FAQ', url: 'https://tessera-materials.github.io/docs/faq/', description: 'Answers to frequent questions' },
  {
    label: 'Docs',
    url: 'https://tessera-materials.github.io/docs/',
    description: 'User and administrator documentation',
  },
  {
    label: 'Sources',
    url: 'https://github.com/tessera-materials/tessera',
    description: 'The open-source code of this software',
  },
]
