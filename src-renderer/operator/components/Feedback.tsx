// Loading, empty and error states, the same on every page; an API error shows the server's own `detail`.
import type { ReactNode } from 'react'
import { ApiError } from '../api/client'
import { problemSentence } from '../api/problem-words'

export function Loading({ what }: { what: string }) {
  return (
    <p className="muted" role="status" aria-busy="true">
      Loading {what}…
    </p>
  )
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="empty">{children}</div>
}

export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.detail
  if (error instanceof Error) return error.message
  return String(error)
}

/**
 * The error of a failed call, or nothing; 422 items are listed one per line, each as a sentence naming its field.
 * `besideFields`: body fields whose items the form already shows beside their inputs; those are not listed again.
 */
export function ErrorNotice({ error, besideFields = [] }: { error: unknown; besideFields?: readonly string[] }) {
  if (!error) return null
  if (error instanceof ApiError && error.items.length > 0) {
    const listed = error.items.filter((item) => !(item.loc[0] === 'body' && besideFields.includes(String(item.loc[1]))))
    return (
      <div className="error-notice" role="alert">
        <strong>The server refused this ({error.status}){listed.length === 0 ? ': see the marked fields.' : ':'}</strong>
        {listed.length > 0 && (
          <ul>
            {listed.map((item, index) => (
              <li key={index}>{problemSentence(item)}</li>
            ))}
          </ul>
        )}
      </div>
    )
  }
  return (
    <div className="error-notice" role="alert">
      {errorText(error)}
    </div>
  )
}

/** The 422 message for one body field, shown under that field. */
export function FieldProblem({ error, field }: { error: unknown; field: string }) {
  const message = error instanceof ApiError ? error.fieldMessage(field) : undefined
  if (!message) return null
  return (
    <span className="field-problem" role="alert">
      {message}
    </span>
  )
}
