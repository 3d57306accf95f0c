// A link to the API reference the server serves at /api/docs (Swagger UI over /api/v1/openapi.json), for robot teams and scripts.
export const API_REFERENCE_PATH = '/api/docs'

export function ApiReferenceCard() {
  return (
    <section className="card stack" aria-labelledby="api-reference-heading">
      <h2 id="api-reference-heading">API reference</h2>
      <p className="muted">
        Every operation of <code>/api/v1</code> with its parameters, bodies and answers, read from this server (it works offline). Robot teams can open it
        on the same address as the console.
      </p>
      <p>
        <a href={API_REFERENCE_PATH} target="_blank" rel="noreferrer">
          Open the API reference
        </a>{' '}
        <span className="muted">
          (<code>{API_REFERENCE_PATH}</code>; the document itself: <code>/api/v1/openapi.json</code>)
        </span>
      </p>
    </section>
  )
}
