import { describe, expect, it } from 'vitest'
import { notificationQueue, type Notification } from './notificationQueue'

const error = (message: string): Notification => ({ kind: 'error', message })
const raise = (queue: readonly Notification[], message: string) =>
  notificationQueue(queue, { type: 'raise', notification: error(message) })

describe('notificationQueue', () => {
  it('shows the first raised message', () => {
    expect(raise([], 'a')[0]).toEqual(error('a'))
  })

  it('queues further messages behind the shown one', () => {
    expect(raise(raise([], 'a'), 'b').map((n) => n.message)).toEqual(['a', 'b'])
  })

  it('does not queue a duplicate message twice', () => {
    expect(raise(raise(raise([], 'a'), 'b'), 'b').map((n) => n.message)).toEqual(['a', 'b'])
  })

  it('does not queue the shown message again', () => {
    expect(raise(raise([], 'a'), 'a')).toHaveLength(1)
  })

  it('shows the next message after closing', () => {
    const queue = notificationQueue(raise(raise([], 'a'), 'b'), { type: 'close' })
    expect(queue.map((n) => n.message)).toEqual(['b'])
  })

  it('accepts a message again once it was closed', () => {
    const closed = notificationQueue(raise([], 'a'), { type: 'close' })
    expect(raise(closed, 'a')).toHaveLength(1)
  })
})
