// The setup service: the first run of the desktop console, where the operator sets the password of `admin` on an empty data file.
import { isoSeconds } from '../domain/clock'
import { Conflict } from '../domain/refusals'
import { insertSession } from '../store/sessions.repo'
import { countUsers, insertUser } from '../store/users.repo'
import { hashPassword } from './passwords'
import { commit, type ServiceDeps } from './service-deps'
import { hashSecret, newSecret } from './tokens'

export interface SetupOptions {
  /** Lifetime of the login token the first run answers, ms. */
  tokenTtlMs: number
}

export class SetupService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly options: SetupOptions,
  ) {}

  /** Whether the data file has no users yet, so the first run still has to set the administrator password. */
  needsAdmin(): boolean {
    return this.deps.store.read(countUsers) === 0
  }

  /**
   * Creates the administrator `admin` with this password and answers a login token for it. Publishes nothing: before it
   * there is no user, so no stream is open to tell.
   */
  async createAdmin(password: string): Promise<string> {
    const passwordHash = await hashPassword(password)
    const token = newSecret('session')
    await commit(this.deps, (db) => {
      if (countUsers(db) > 0) throw new Conflict('The administrator is already set; log in instead')
      const now = this.deps.clock.now()
      const adminId = insertUser(db, { name: 'admin', password_hash: passwordHash, is_admin: true, is_playing: false, robot_ip: '' }, isoSeconds(now))
      insertSession(db, hashSecret(token), adminId, now, now + this.options.tokenTtlMs)
      return { value: undefined, events: [] }
    })
    return token
  }
}
