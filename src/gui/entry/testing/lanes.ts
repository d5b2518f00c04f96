// Finding an archive lane in a jsdom test: the lane's region once its content has loaded
// (its renderer is a lazy chunk; every content lane has a heading).
import { screen, within } from '@testing-library/react'

export async function lane(name: string): Promise<HTMLElement> {
  const region = await within(await screen.findByRole('group', { name: 'Archive lanes' })).findByRole('region', { name })
  await within(region).findByRole('heading')
  return region
}
