// The settings service: the arena settings, the single-sign-on configuration and the addresses the Settings page shows.
import { liveMessage } from '../contract/live-events'
import type { ArenaSettings, SsoConfigUpdate, SsoConfigView, UpdateSettingsBody } from '../contract/system.schema'
import type { ServerUrls } from '../contract/urls.schema'
import { refuseProblems } from '../domain/refusals'
import { refuseStale } from '../domain/versions'
import { applySsoUpdate, ssoConfigProblems, ssoConfigView } from '../domain/sso-config'
import { readArenaSettings, readSsoConfig, writeArenaSettings, writeSsoConfig } from '../store/settings.repo'
import { commit, type ServiceDeps } from './service-deps'

export class SettingsService {
  constructor(readonly deps: ServiceDeps) {}

  arenaSettings(): ArenaSettings {
    return this.deps.store.read(readArenaSettings)
  }

  /**
   * Changes some arena settings and answers all of them; every listener is told (the payload is empty: they re-read what
   * they may). `ifMatch`: the version the change was made to; another one stored now is a 409 naming what changed.
   */
  updateArenaSettings(changes: UpdateSettingsBody, ifMatch?: string): Promise<ArenaSettings> {
    return commit(this.deps, (db) => {
      refuseStale(ifMatch, readArenaSettings(db), 'The arena settings')
      return { value: writeArenaSettings(db, changes), events: [liveMessage('settings_changed', {})] }
    })
  }

  /** The SSO configuration without its client secret. */
  ssoConfig(): SsoConfigView {
    return ssoConfigView(this.deps.store.read(readSsoConfig))
  }

  /** Replaces the SSO configuration (an omitted client secret is kept); administrators are told. `ifMatch` as for the arena settings. */
  async updateSsoConfig(update: SsoConfigUpdate, ifMatch?: string): Promise<SsoConfigView> {
    refuseProblems(ssoConfigProblems(update))
    const stored = await commit(this.deps, (db) => {
      refuseStale(ifMatch, ssoConfigView(readSsoConfig(db)), 'The single sign-on configuration')
      const next = applySsoUpdate(readSsoConfig(db), update)
      writeSsoConfig(db, next)
      return { value: next, events: [liveMessage('sso_config_changed', {})] }
    })
    return ssoConfigView(stored)
  }

  /** The URLs the server answers on (found by the server from its socket) with the port robots listen on. */
  serverUrls(urls: string[]): ServerUrls {
    return { urls, robot_port: this.arenaSettings().robot_port }
  }
}
