// A plain status page: the server answers, and where its API description is.
import { useEffect, useState } from 'react'

export function ServerStatus() {
  const [version, setVersion] = useState<string>('…')
  useEffect(() => {
    fetch('/api/v1/openapi.json')
      .then((response) => response.json() as Promise<{ info: { version: string } }>)
      .then((document) => setVersion(document.info.version))
      .catch(() => setVersion('unreachable'))
  }, [])
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      <h1>Arena Console</h1>
      <p>The arena server is running. API version: {version}.</p>
      <p>
        API description: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>
      </p>
    </main>
  )
}
