// Where robots and screens reach this server: each LAN URL of the console (screens, other browsers) and of the API (robots), and the robot port.
import { ErrorNotice, Loading } from '../../components/Feedback'
import { lanUrls, useServerUrls } from './server-urls'

export function ServerUrlsCard() {
  const urls = useServerUrls()
  const lan = urls.data ? lanUrls(urls.data.urls) : []
  return (
    <section className="card stack" aria-labelledby="urls-heading">
      <h2 id="urls-heading">Addresses for robots and screens</h2>
      {urls.isPending ? (
        <Loading what="the server's addresses" />
      ) : urls.isError ? (
        <ErrorNotice error={urls.error} />
      ) : (
        <>
          {lan.length === 0 && (
            <div className="empty">This server answers only on this computer (it is not on a network, or listens on loopback only): robots and screens cannot reach it.</div>
          )}
          <ul className="server-urls" aria-label="Server addresses">
            {urls.data.urls.map((url) => (
              <li key={url}>
                <code className="url">{url}</code>
                <span className="muted">{lan.includes(url) ? `robots call ${url}api/v1` : 'this computer only'}</span>
              </li>
            ))}
          </ul>
          <p className="muted">
            Screens and other browsers open the address; robots call the API under <code>/api/v1</code> with their owner's key and listen for start and
            stop on port <strong data-testid="robot-port">{urls.data.robot_port}</strong>.
          </p>
        </>
      )}
    </section>
  )
}
