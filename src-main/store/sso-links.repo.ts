// The sso_links table: which identity provider user (issuer and sub) each user of this arena is; at most one per user.
import type { Database } from 'sql.js'
import { one, run } from './sql'

export interface SsoLink {
  user_id: number
  issuer: string
  subject: string
}

const COLUMNS = 'user_id, issuer, subject'

/** The link of the provider's user `subject` at `issuer` (compared exactly, as the ID token says them). */
export function findLinkBySubject(db: Database, issuer: string, subject: string): SsoLink | undefined {
  return one<SsoLink>(db, `SELECT ${COLUMNS} FROM sso_links WHERE issuer = ? AND subject = ?`, [issuer, subject])
}

export function findLinkOfUser(db: Database, userId: number): SsoLink | undefined {
  return one<SsoLink>(db, `SELECT ${COLUMNS} FROM sso_links WHERE user_id = ?`, [userId])
}

/** Links the user to the provider's user, replacing the user's previous link. The caller checks the identity is not another user's. */
export function setLink(db: Database, link: SsoLink, linkedAt: string): void {
  run(db, 'DELETE FROM sso_links WHERE user_id = ?', [link.user_id])
  run(db, 'INSERT INTO sso_links (user_id, issuer, subject, linked_at) VALUES (?, ?, ?, ?)', [link.user_id, link.issuer, link.subject, linkedAt])
}

/** Removes the user's link; answers whether there was one. */
export function removeLink(db: Database, userId: number): boolean {
  return run(db, 'DELETE FROM sso_links WHERE user_id = ?', [userId]).changes > 0
}
