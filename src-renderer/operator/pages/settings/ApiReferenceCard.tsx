// A link to the API reference the server serves at /api/docs (Swagger UI over /api/v1/openapi.json), for robot teams and scripts.
import type { ReactNode } from 'react'
import { useT } from '../../../shared/i18n/use-t'

export const API_REFERENCE_PATH = '/api/docs'

const code = (parts: ReactNode[]) => <code>{parts}</code>

export function ApiReferenceCard() {
  const { t, rich } = useT()
  return (
    <section className="card stack" aria-labelledby="api-reference-heading">
      <h2 id="api-reference-heading">{t('console.settings.api.heading')}</h2>
      <p className="muted">{rich('console.settings.api.explain', { api: '/api/v1', code })}</p>
      <p>
        <a href={API_REFERENCE_PATH} target="_blank" rel="noreferrer">
          {t('console.settings.api.open')}
        </a>{' '}
        <span className="muted">{rich('console.settings.api.document', { path: API_REFERENCE_PATH, document: '/api/v1/openapi.json', code })}</span>
      </p>
    </section>
  )
}
