// Export the data file: in the desktop window through the shell's Save dialog, in a LAN browser as a download of GET /system/data-file.
import { useMutation } from '@tanstack/react-query'
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
      <h2 id="export-heading">Export the data file</h2>
      <p>
        {desktop
          ? 'Choose where to save a copy of the data file (a USB stick, a shared folder). The copy is a consistent snapshot of everything saved so far; the event can go on meanwhile.'
          : 'Download a copy of the data file to this computer: a consistent snapshot of everything saved so far; the event can go on meanwhile.'}{' '}
        The full copy holds every personal key, password hash and the sign-on secret: keep it safe. To share results, export a copy without secrets
        (nobody can log in with it; screens get new keys).
      </p>
      <div className="row">
        <button type="button" className="primary" onClick={() => run.mutate('include')} disabled={run.isPending}>
          {run.isPending && run.variables === 'include' ? 'Exporting…' : desktop ? 'Export data file…' : 'Export data file'}
        </button>
        <button type="button" onClick={() => run.mutate('omit')} disabled={run.isPending}>
          {run.isPending && run.variables === 'omit' ? 'Exporting…' : `Export a copy without secrets${desktop ? '…' : ''}`}
        </button>
        {desktop && (
          <button type="button" onClick={() => openFolder.mutate()} disabled={openFolder.isPending}>
            Open data folder
          </button>
        )}
      </div>
      <ErrorNotice error={run.error ?? openFolder.error} />
      {done &&
        (done.where ? (
          <div className="success-notice export-result" role="status">
            {done.secrets === 'omit' ? 'A copy without secrets: ' : ''}
            {desktop ? 'Saved to ' : 'Downloaded '}
            <code data-testid="export-where">{done.where}</code>
            {done.bytes !== undefined && <> ({fileSize(done.bytes)})</>} at {clockTime(Math.floor(done.at.getTime() / 1000), true)}.
          </div>
        ) : (
          <p className="muted" role="status">
            Export cancelled: nothing was saved.
          </p>
        ))}
    </section>
  )
}
