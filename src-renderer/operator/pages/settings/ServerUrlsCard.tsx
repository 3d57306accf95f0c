// Where robots and screens reach this server: each LAN URL of the console (screens, other browsers) and of the API (robots), and the robot port.
import type { ReactNode } from 'react'
import { useT } from '../../../shared/i18n/use-t'
import { ErrorNotice, Loading } from '../../components/Feedback'
import { lanUrls, useServerUrls } from './server-urls'

export function ServerUrlsCard() {
  const { t, rich } = useT()
  const urls = useServerUrls()
  const lan = urls.data ? lanUrls(urls.data.urls) : []
  return (
    <section className="card stack" aria-labelledby="urls-heading">
      <h2 id="urls-heading">{t('console.settings.urls.heading')}</h2>
      {urls.isPending ? (
        <Loading message={t('console.settings.urls.loading')} />
      ) : urls.isError ? (
        <ErrorNotice error={urls.error} />
      ) : (
        <>
          {lan.length === 0 && (
            <div className="empty">{t('console.settings.urls.loopbackOnly')}</div>
          )}
          <ul className="server-urls" aria-label={t('console.settings.urls.list')}>
            {urls.data.urls.map((url) => (
              <li key={url}>
                <code className="url">{url}</code>
                <span className="muted">{lan.includes(url) ? t('console.settings.urls.robotsCall', { url: `${url}api/v1` }) : t('console.settings.urls.thisComputerOnly')}</span>
              </li>
            ))}
          </ul>
          <p className="muted">
            {rich('console.settings.urls.explain', {
              api: '/api/v1',
              port: String(urls.data.robot_port),
              code: (parts: ReactNode[]) => <code>{parts}</code>,
              strong: (parts: ReactNode[]) => <strong data-testid="robot-port">{parts}</strong>,
            })}
          </p>
        </>
      )}
    </section>
  )
}
