// Loading, empty and error states, the same on every page; an API error shows the server's own `detail`.
import type { ReactNode } from 'react'
import { englishT } from '../../shared/i18n/english'
import { useT, type Translate } from '../../shared/i18n/use-t'
import { ApiError } from '../api/client'
import { problemSentence } from '../api/problem-words'

/** `message`: the whole sentence in the page's language ("Loading the games…"). */
export function Loading({ message }: { message: string }) {
  return (
    <p className="muted" role="status" aria-busy="true">
      {message}
    </p>
  )
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="empty">{children}</div>
}

/** What went wrong in words: the server's own detail as it came, or the console's words in the language of `t`. */
export function errorText(error: unknown, t: Translate['t'] = englishT): string {
  if (error instanceof ApiError) return error.words ? t(error.words.id, error.words.values) : error.detail
  if (error instanceof Error) return error.message
  return String(error)
}

/**
 * The error of a failed call, or nothing; 422 items are listed one per line, each as a sentence naming its field.
 * `besideFields`: body fields whose items the form already shows beside their inputs; those are not listed again.
 */
export function ErrorNotice({ error, besideFields = [] }: { error: unknown; besideFields?: readonly string[] }) {
  const { t } = useT()
  if (!error) return null
  if (error instanceof ApiError && error.items.length > 0) {
    const listed = error.items.filter((item) => !(item.loc[0] === 'body' && besideFields.includes(String(item.loc[1]))))
    return (
      <div className="error-notice" role="alert">
        <strong>{t(listed.length === 0 ? 'console.feedback.refusedSeeFields' : 'console.feedback.refused', { status: String(error.status) })}</strong>
        {listed.length > 0 && (
          <ul>
            {listed.map((item, index) => (
              <li key={index}>{problemSentence(item, t)}</li>
            ))}
          </ul>
        )}
      </div>
    )
  }
  return (
    <div className="error-notice" role="alert">
      {errorText(error, t)}
    </div>
  )
}

/** The 422 message for one body field, shown under that field in the console's language. */
export function FieldProblem({ error, field }: { error: unknown; field: string }) {
  const { t } = useT()
  const message = error instanceof ApiError ? error.fieldMessage(field, t) : undefined
  if (!message) return null
  return (
    <span className="field-problem" role="alert">
      {message}
    </span>
  )
}
