// Under an arena's controls: the note of a refused key or a command's outcome, then the errors of the last command and check.
import { ErrorNotice } from '../../components/Feedback'

interface Props {
  notice: string | undefined
  commandError: unknown
  checkError: unknown
}

export function CommandNotices({ notice, commandError, checkError }: Props) {
  return (
    <>
      {notice && (
        <p className="arena-notice" role="status" data-testid="arena-notice">
          {notice}
        </p>
      )}
      <ErrorNotice error={commandError} />
      <ErrorNotice error={checkError} />
    </>
  )
}
