// What a standby follows (docs/standby.md): the primary's address and a replication key. One rule for the headless
// command line, the desktop app's command line, and the desktop console's Follow form (checked again in the main process).

/** A replication key as the primary makes it (services/tokens.ts: `rk_` and 32 random bytes in base64url). */
export const REPLICATION_KEY_PATTERN = /^rk_[A-Za-z0-9_-]{43}$/

/** The primary's origin (http(s)://host:port; a path after it is ignored), or undefined when the text is not such an address. */
export function primaryOrigin(address: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(address.trim())
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined
  return parsed.origin
}

/** What is wrong with the Follow form's address, in the form's words; undefined when it is a primary's address. */
export function primaryAddressProblem(address: string): string | undefined {
  if (address.trim() === '') return "Enter the primary's address, e.g. http://192.168.1.20:8700"
  if (primaryOrigin(address) === undefined) return "The primary's address starts with http:// (e.g. http://192.168.1.20:8700)"
  return undefined
}

/** What is wrong with the Follow form's replication key, in the form's words; undefined when it has a key's form. */
export function replicationKeyProblem(key: string): string | undefined {
  if (key.trim() === '') return 'Enter the replication key made on the primary (its Data › Arena PCs › Make a replication key)'
  if (!REPLICATION_KEY_PATTERN.test(key.trim())) return 'A replication key starts with rk_ and has 46 characters: copy it whole from the primary'
  return undefined
}
