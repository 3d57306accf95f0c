// The settings service's writes and what each publishes: the arena settings to everyone, the SSO configuration to administrators.
import { describe, expect, it } from 'vitest'
import { Invalid } from '../../src-main/domain/refusals'
import { useTestServices, type ServiceHarness } from '../support/service-harness'

let h: ServiceHarness

useTestServices((opened) => (h = opened))

describe('the settings service publishes', () => {
  it('settings_changed to everyone, with an empty payload (settings are for administrators to read)', async () => {
    const settings = await h.services.settings.updateArenaSettings({ game_length_s: 120, robot_port: 9000 })
    expect(settings).toEqual({ game_length_s: 120, changeover_s: 120, robot_port: 9000, robot_timeout_ms: 1000, clock_format: '24h', staging_offset_s: 300 })
    expect(h.take()).toEqual([{ event: 'settings_changed', data: {}, audience: 'everyone' }])
  })

  it('sso_config_changed to administrators only, without the configuration', async () => {
    const view = await h.services.settings.updateSsoConfig({ enabled: true, issuer: 'https://id.example.org', client_id: 'arena', client_secret: 's3cret' })
    expect(view).toMatchObject({ enabled: true, issuer: 'https://id.example.org', client_id: 'arena', client_secret_set: true })
    expect(h.take()).toEqual([{ event: 'sso_config_changed', data: {}, audience: 'admins' }])
  })

  it('nothing for a refused SSO configuration', async () => {
    await expect(h.services.settings.updateSsoConfig({ enabled: true, client_id: 'arena' })).rejects.toBeInstanceOf(Invalid)
    await expect(h.services.settings.updateSsoConfig({ enabled: false, issuer: 'ftp://id.example.org' })).rejects.toBeInstanceOf(Invalid)
    expect(h.take()).toEqual([])
    expect(h.services.settings.ssoConfig().enabled).toBe(false)
  })

  it('nothing for reads', () => {
    expect(h.services.settings.arenaSettings().robot_port).toBe(8765)
    expect(h.services.settings.ssoConfig().client_secret_set).toBe(false)
    expect(h.services.settings.serverUrls(['http://127.0.0.1:8700/'])).toEqual({ urls: ['http://127.0.0.1:8700/'], robot_port: 8765 })
    expect(h.take()).toEqual([])
  })
})
