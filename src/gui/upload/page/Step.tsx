import type { ReactNode } from 'react'

export interface StepProps {
  number: number
  title: string
  /** Done steps show a tick instead of their number. */
  done?: boolean
  children?: ReactNode
}

/** One step of the upload page: a numbered heading and what the step holds. */
export function Step({ number, title, done = false, children }: StepProps) {
  const headingId = `upload-step-${number}`
  return (
    <section className="tessera-upload-step" aria-labelledby={headingId}>
      <div className={`tessera-upload-step-number${done ? ' tessera-upload-step-done' : ''}`} aria-hidden>
        {done ? '✓' : number}
      </div>
      <div className="tessera-upload-step-body">
        <h2 id={headingId} className="tessera-upload-step-title">{title}</h2>
        {children}
      </div>
    </section>
  )
}
