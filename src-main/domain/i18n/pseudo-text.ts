// The pseudo-locale's text (en-XA): every ASCII letter accented, every vowel doubled (a message grows by a third or more,
// as many translations do), so a test can tell text that went through the catalogue from text that did not: no ASCII
// letter is left in it.

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const ACCENTED = [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ']
const VOWELS = 'aeiouAEIOU'

export function pseudoText(text: string): string {
  let out = ''
  for (const char of text) {
    const index = PLAIN.indexOf(char)
    const shown = index < 0 ? char : ACCENTED[index]
    out += VOWELS.includes(char) ? shown + shown : shown
  }
  return out
}
