// Data: export the data file (the Save dialog in the desktop window, a download in a browser), its backups (back up now, restore), the arena PCs
// (a standby following this one, live: role, lag, replication keys, Take over), and what a copy of it holds.
import { ArenaPcs } from './data/ArenaPcs'
import { Backups } from './data/Backups'
import { ExportDataFile } from './data/ExportDataFile'
import './DataPage.css'

export function DataPage() {
  return (
    <div className="stack data-page">
      <h1>Data</h1>
      <ExportDataFile />
      <Backups />
      <ArenaPcs />
      <section className="card stack" aria-labelledby="data-about-heading">
        <h2 id="data-about-heading">About the data file</h2>
        <p>
          Everything the arena knows is in this one SQLite file: players and their password hashes, events, games, scores and their history, screens with their keys,
          settings, personal access keys (hashed) and the single sign-on client secret (in clear). <strong>Treat a copy as confidential.</strong>
        </p>
        <p>
          A copy opens in the <code>sqlite3</code> shell or any SQLite browser, e.g. <code>sqlite3 arena-copy.sqlite "SELECT name FROM users"</code>. To
          continue an event on another computer, start the console there with the copy as its data file.
        </p>
      </section>
    </div>
  )
}
