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

/** An example of a primary's address, for the words that ask for one. */
export const PRIMARY_ADDRESS_EXAMPLE = 'http://192.168.1.20:8700'

/** What is wrong with an address: none (undefined), nothing typed, or not an http(s) address. */
export function primaryAddressFault(address: string): 'empty' | 'not-http' | undefined {
  if (address.trim() === '') return 'empty'
  return primaryOrigin(address) === undefined ? 'not-http' : undefined
}

/** What is wrong with a replication key: none (undefined), nothing typed, or not a key's form. */
export function replicationKeyFault(key: string): 'empty' | 'malformed' | undefined {
  if (key.trim() === '') return 'empty'
  return REPLICATION_KEY_PATTERN.test(key.trim()) ? undefined : 'malformed'
}

/** What is wrong with the Follow form's address, in English (the command lines; the console words the fault in its language). */
export function primaryAddressProblem(address: string): string | undefined {
  const fault = primaryAddressFault(address)
  if (fault === 'empty') return `Enter the primary's address, e.g. ${PRIMARY_ADDRESS_EXAMPLE}`
  if (fault === 'not-http') return `The primary's address starts with http:// (e.g. ${PRIMARY_ADDRESS_EXAMPLE})`
  return undefined
}

/** What is wrong with the Follow form's replication key, in English (the command lines); undefined when it has a key's form. */
export function replicationKeyProblem(key: string): string | undefined {
  const fault = replicationKeyFault(key)
  if (fault === 'empty') return 'Enter the replication key made on the primary (its Data › Arena PCs › Make a replication key)'
  if (fault === 'malformed') return 'A replication key starts with rk_ and has 46 characters: copy it whole from the primary'
  return undefined
}
