// Request bodies are UTF-8 text: bytes that are not are refused whole rather than read with U+FFFD in their place,
// so that every string the API takes comes back exactly as sent.

const strict = new TextDecoder('utf-8', { fatal: true })

/**
 * Offset of the first byte of `bytes` that does not begin or continue a well-formed UTF-8 character (RFC 3629: no
 * overlong forms, no surrogates, nothing above U+10FFFF), a sequence cut short counting at its first byte; -1 if none.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length) {
    const lead = bytes[i]
    if (lead < 0x80) {
      i += 1
      continue
    }
    // The continuation bytes each lead allows, and the range its first continuation byte must lie in.
    let length: number
    let low = 0x80
    let high = 0xbf
    if (lead >= 0xc2 && lead <= 0xdf) length = 2
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3
      if (lead === 0xe0) low = 0xa0
      if (lead === 0xed) high = 0x9f
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4
      if (lead === 0xf0) low = 0x90
      if (lead === 0xf4) high = 0x8f
    } else return i
    if (i + length > bytes.length) return i
    if (bytes[i + 1] < low || bytes[i + 1] > high) return i
    for (let k = 2; k < length; k += 1) if (bytes[i + k] < 0x80 || bytes[i + k] > 0xbf) return i
    i += length
  }
  return -1
}

export type Utf8Reading = { text: string } | { badByteAt: number; badByte: number }

/** The text of `bytes` (a leading byte order mark dropped, as Python's json.loads does), or where it stops being UTF-8. */
export function readUtf8(bytes: Uint8Array): Utf8Reading {
  const at = firstInvalidUtf8(bytes)
  if (at !== -1) return { badByteAt: at, badByte: bytes[at] }
  return { text: strict.decode(bytes) }
}
