// Settings: games and robots (arena settings), where robots and screens reach this server, and single sign-on.
import { ArenaSettingsForm } from './settings/ArenaSettingsForm'
import { ServerUrlsCard } from './settings/ServerUrlsCard'
import { SsoForm } from './settings/SsoForm'
import './SettingsPage.css'

export function SettingsPage() {
  return (
    <div className="stack settings-page">
      <h1>Settings</h1>
      <div className="settings-columns">
        <div className="stack">
          <ArenaSettingsForm />
          <ServerUrlsCard />
        </div>
        <SsoForm />
      </div>
    </div>
  )
}
