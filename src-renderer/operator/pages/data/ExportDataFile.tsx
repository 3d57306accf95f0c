// Export the data file: in the desktop window through the shell's Save dialog, in a LAN browser as a download of GET /system/data-file.
import { useMutation } from '@tanstack/react-query'
import { useT } from '../../../shared/i18n/use-t'
import { downloadFile } from '../../api/download'
import { useClock } from '../../components/clock-format'
import { ErrorNotice } from '../../components/Feedback'
import { desktopBridge } from '../../desktop-bridge'
import { fileSize } from './file-size'

type Secrets = 'include' | 'omit'

interface Exported {
  /** The saved path (desktop) or the downloaded file's name (browser); undefined when the Save dialog was cancelled. */
  where?: string
  bytes?: number
  at: Date
  /** 'omit': the copy to share, without secrets. */
  secrets: Secrets
}

async function exportThroughBrowser(secrets: Secrets): Promise<Exported> {
  const { name, bytes } = await downloadFile(secrets === 'omit' ? '/system/data-file?secrets=omit' : '/system/data-file', secrets === 'omit' ? 'arena-shared.sqlite' : 'arena.sqlite')
  return { where: name, bytes, at: new Date(), secrets }
}

export function ExportDataFile() {
  const { t, rich } = useT()
  const { clockTime } = useClock()
  const desktop = desktopBridge()
  const run = useMutation({
    mutationFn: async (secrets: Secrets): Promise<Exported> => {
      if (!desktop) return exportThroughBrowser(secrets)
      const result = await desktop.exportDataFile(secrets)
      return { where: result.saved ? result.path : undefined, bytes: result.bytes, at: new Date(), secrets }
    },
  })
  const openFolder = useMutation({ mutationFn: async () => desktop?.openDataFolder() })
  const done = run.data
  return (
    <section className="card stack" aria-labelledby="export-heading">
      <h2 id="export-heading">{t('console.data.export.heading')}</h2>
      <p>{t(desktop ? 'console.data.export.desktopIntro' : 'console.data.export.browserIntro')}</p>
      <div className="row">
        <button type="button" className="primary" onClick={() => run.mutate('include')} disabled={run.isPending}>
          {t(run.isPending && run.variables === 'include' ? 'console.data.export.exporting' : desktop ? 'console.data.export.exportDesktop' : 'console.data.export.export')}
        </button>
        <button type="button" onClick={() => run.mutate('omit')} disabled={run.isPending}>
          {t(run.isPending && run.variables === 'omit' ? 'console.data.export.exporting' : desktop ? 'console.data.export.withoutSecretsDesktop' : 'console.data.export.withoutSecrets')}
        </button>
        {desktop && (
          <button type="button" onClick={() => openFolder.mutate()} disabled={openFolder.isPending}>
            {t('console.data.export.openFolder')}
          </button>
        )}
      </div>
      <ErrorNotice error={run.error ?? openFolder.error} />
      {done &&
        (done.where ? (
          <div className="success-notice export-result" role="status">
            {rich(desktop ? 'console.data.export.savedTo' : 'console.data.export.downloaded', {
              secrets: done.secrets,
              where: () => <code data-testid="export-where">{done.where}</code>,
              sized: done.bytes === undefined ? 'no' : 'yes',
              size: done.bytes === undefined ? '' : fileSize(done.bytes, t),
              time: clockTime(Math.floor(done.at.getTime() / 1000), true),
            })}
          </div>
        ) : (
          <p className="muted" role="status">
            {t('console.data.export.cancelled')}
          </p>
        ))}
    </section>
  )
}
