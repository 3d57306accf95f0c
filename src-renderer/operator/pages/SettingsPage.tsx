// Settings: games and robots (arena settings), the venue's arenas, where robots and screens reach this server, single sign-on, the API reference.
import { useT } from '../../shared/i18n/use-t'
import { SoundSettingCard } from '../components/SoundSettingCard'
import { ApiReferenceCard } from './settings/ApiReferenceCard'
import { ArenaSettingsForm } from './settings/ArenaSettingsForm'
import { ArenasCard } from './settings/ArenasCard'
import { ServerUrlsCard } from './settings/ServerUrlsCard'
import { SsoForm } from './settings/SsoForm'
import './SettingsPage.css'

export function SettingsPage() {
  const { t } = useT()
  return (
    <div className="stack settings-page">
      <h1>{t('console.nav.settings')}</h1>
      <div className="settings-columns">
        <div className="stack">
          <ArenaSettingsForm />
          <ArenasCard />
          <ServerUrlsCard />
          <SoundSettingCard />
        </div>
        <div className="stack">
          <SsoForm />
          <ApiReferenceCard />
        </div>
      </div>
    </div>
  )
}
