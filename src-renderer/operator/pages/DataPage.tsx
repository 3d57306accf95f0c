// Data: export the data file (the Save dialog in the desktop window, a download in a browser), its backups (back up now, restore), the arena PCs
// (a standby following this one, live: role, lag, replication keys, Take over), and what a copy of it holds.
import type { ReactNode } from 'react'
import { useT } from '../../shared/i18n/use-t'
import { ArenaPcs } from './data/ArenaPcs'
import { Backups } from './data/Backups'
import { ExportDataFile } from './data/ExportDataFile'
import './DataPage.css'

const code = (parts: ReactNode[]) => <code>{parts}</code>

export function DataPage() {
  const { t, rich } = useT()
  return (
    <div className="stack data-page">
      <h1>{t('console.nav.data')}</h1>
      <ExportDataFile />
      <Backups />
      <ArenaPcs />
      <section className="card stack" aria-labelledby="data-about-heading">
        <h2 id="data-about-heading">{t('console.data.about.heading')}</h2>
        <p>{rich('console.data.about.holds', { b: (parts: ReactNode[]) => <strong>{parts}</strong> })}</p>
        <p>{rich('console.data.about.open', { shell: 'sqlite3', command: 'sqlite3 arena-copy.sqlite "SELECT name FROM users"', code })}</p>
      </section>
    </div>
  )
}
