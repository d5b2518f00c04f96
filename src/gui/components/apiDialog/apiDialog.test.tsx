// @vitest-environment jsdom
// The API dialog: each call with its request, a curl command a shell takes as it is, and
// the answer; a note when no call has been made.
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiDialog, curlCommand } from '.'

afterEach(cleanup)

describe('curlCommand', () => {
  it.each([
    [{ method: 'GET', url: 'http://x/api/v1/entries/e1' }, "curl -X GET 'http://x/api/v1/entries/e1'"],
    [
      { method: 'POST', url: 'http://x/api/v1/entries/e1/archive/query', body: { required: { metadata: "it's" } } },
      `curl -X POST 'http://x/api/v1/entries/e1/archive/query' -H 'Content-Type: application/json' -d '{"required":{"metadata":"it'\\''s"}}'`,
    ],
  ] as const)('%j', (call, command) => {
    expect(curlCommand(call)).toBe(command)
  })
})

describe('ApiDialog', () => {
  it('shows each call with its request, curl command and answer', () => {
    render(<ApiDialog isOpen onClose={() => {}} title="Calls" calls={[{ method: 'GET', url: 'http://x/api/v1/entries/e1', description: 'The metadata.', response: { entry_id: 'e1' } }]} />)
    const call = screen.getByRole('region', { name: 'GET http://x/api/v1/entries/e1' })
    expect(within(call).getByText('The metadata.')).toBeTruthy()
    expect(within(call).getByLabelText('curl').textContent).toBe("curl -X GET 'http://x/api/v1/entries/e1'")
    expect(within(call).getByLabelText('Response').textContent).toBe('{\n  "entry_id": "e1"\n}')
  })

  it('says when no call has been made', () => {
    render(<ApiDialog isOpen onClose={() => {}} title="Calls" calls={[]} />)
    expect(screen.getByText('No API call has been made yet.')).toBeTruthy()
  })
})
