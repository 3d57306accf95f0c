// Export the data file: in the desktop window through the shell's Save dialog, in a LAN browser as a download of GET /system/data-file.
import { useMutation } from '@tanstack/react-query'
import { downloadFile } from '../../api/download'
import { useClock } from '../../components/clock-format'
import { ErrorNotice } from '../../components/Feedback'
import { desktopBridge } from '../../desktop-bridge'
import { fileSize } from './file-size'

interface Exported {
  /** The saved path (desktop) or the downloaded file's name (browser); undefined when the Save dialog was cancelled. */
  where?: string
  bytes?: number
  at: Date
}

async function exportThroughBrowser(): Promise<Exported> {
  const { name, bytes } = await downloadFile('/system/data-file', 'arena.sqlite')
  return { where: name, bytes, at: new Date() }
}

export function ExportDataFile() {
  const { clockTime } = useClock()
  const desktop = desktopBridge()
  const run = useMutation({
    mutationFn: async (): Promise<Exported> => {
      if (!desktop) return exportThroughBrowser()
      const result = await desktop.exportDataFile()
      return { where: result.saved ? result.path : undefined, bytes: result.bytes, at: new Date() }
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
          : 'Download a copy of the data file to this computer: a consistent snapshot of everything saved so far; the event can go on meanwhile.'}
      </p>
      <div className="row">
        <button type="button" className="primary" onClick={() => run.mutate()} disabled={run.isPending}>
          {run.isPending ? 'Exporting…' : desktop ? 'Export data file…' : 'Export data file'}
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
