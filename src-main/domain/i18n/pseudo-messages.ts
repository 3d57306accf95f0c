// The pseudo-locale's catalogue, made from the English one: each message parsed (ICU MessageFormat), its literal text
// accented and lengthened (pseudo-text.ts) and bracketed; arguments, plural and select choices and tags keep their
// structure, so the message formats as the English one does. react-intl (the venue pages) and the reports' formatter (translator.ts) take the parsed messages as they are.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { CATALOGUES, type MessageId } from './catalogues'
import { pseudoText } from './pseudo-text'

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoText(element.value) }
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: pseudoElements(option.value) }]))
      return { ...element, options }
    }
    return element
  })
}

const literal = (value: string): MessageFormatElement => ({ type: TYPE.literal, value })

export function pseudoMessage(message: string): MessageFormatElement[] {
  return [literal('['), ...pseudoElements(parse(message)), literal(']')]
}

export function pseudoMessages(): Record<MessageId, MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(CATALOGUES.en).map(([id, message]) => [id, pseudoMessage(message)])) as Record<MessageId, MessageFormatElement[]>
}
