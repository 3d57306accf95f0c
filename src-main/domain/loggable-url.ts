// A request's path and query as a log line may show them: the value of every query parameter that can carry a secret
// (a key, a token, a password, a one-time code) replaced, so the log never holds one.
const SECRET_PARAMETER = /key|token|secret|password|code|sso|state|ticket|auth|session/i

export const REDACTED = '[redacted]'

export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?')
  if (queryAt < 0) return url
  const path = url.slice(0, queryAt)
  const query = url.slice(queryAt + 1)
  if (query === '') return path
  const parts = query.split('&').map((part) => {
    const equals = part.indexOf('=')
    const rawName = equals < 0 ? part : part.slice(0, equals)
    let name: string
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '))
    } catch {
      return REDACTED // a name that cannot be read is not shown either
    }
    if (equals < 0) return rawName
    return SECRET_PARAMETER.test(name) ? `${rawName}=${REDACTED}` : part
  })
  return `${path}?${parts.join('&')}`
}
