// The snackbar's queue (spec 1 §8): one message at a time, a message already shown or
// waiting is not queued again, closing shows the next.

export type NotificationKind = 'error' | 'info'

export interface Notification {
  kind: NotificationKind
  message: string
}

export type QueueAction = { type: 'raise'; notification: Notification } | { type: 'close' }

export function notificationQueue(queue: readonly Notification[], action: QueueAction): readonly Notification[] {
  switch (action.type) {
    case 'raise':
      if (queue.some((queued) => queued.message === action.notification.message)) return queue
      return [...queue, action.notification]
    case 'close':
      return queue.slice(1)
  }
}
