// The file name an answer's Content-Disposition header gives, so a download is saved under the server's own name.

/** The last path segment only: a header must not choose a folder. */
function baseName(name: string): string {
  return name.split(/[\\/]/).pop()?.trim() ?? ''
}

/** filename*=UTF-8''… first (RFC 6266), then filename="…" or a bare filename=…; `fallback` when none is usable. */
export function filenameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback
  const extended = /filename\*\s*=\s*utf-8''([^;]+)/i.exec(header)
  if (extended) {
    try {
      const name = baseName(decodeURIComponent(extended[1].trim()))
      if (name) return name
    } catch {
      // A broken percent-encoding: try the plain parameter.
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)
  const bare = /(?:^|;)\s*filename\s*=\s*([^";]+)/i.exec(header)
  const name = baseName(quoted ? quoted[1].replace(/\\(.)/g, '$1') : (bare?.[1] ?? ''))
  return name || fallback
}
