// The small part of Markdown the operator's guide (docs/guide) is written in, as HTML: headings (#, ##, ###), paragraphs,
// numbered and bulleted lists (nested by indentation, items of several paragraphs), **bold**, *italic*, `code`, links
// and images. Every character of the text is escaped; anything else (code fences, tables, quotes, raw HTML) is refused
// with its line, so the guide cannot use what this would show wrongly.

export interface MarkdownOptions {
  /** The address a link or an image points to on the served page; throws for one the guide may not use. */
  href(target: string, kind: 'link' | 'image'): string
}

export interface RenderedMarkdown {
  /** The text of the first `#` heading. */
  title: string
  html: string
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char])
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

const INLINE = /`([^`]+)`|!\[([^\]]*)\]\(([^()\s]+)\)|\[([^\]]+)\]\(([^()\s]+)\)|\*\*(.+?)\*\*|\*([^*\s](?:[^*]*[^*\s])?)\*/g

/** Text between the marks: escaped, and refused when it holds a mark this renderer does not know (or a mark left open). */
function plain(text: string, whole: string): string {
  if (/[*`]|\]\(/.test(text)) throw new Error(`unsupported inline Markdown in "${whole}"`)
  return escapeHtml(text)
}

function inline(text: string, options: MarkdownOptions): string {
  let html = ''
  let at = 0
  for (const match of text.matchAll(INLINE)) {
    html += plain(text.slice(at, match.index), text)
    at = match.index + match[0].length
    const [, code, alt, src, label, target, strong, em] = match
    if (code !== undefined) html += `<code>${escapeHtml(code)}</code>`
    else if (src !== undefined) html += `<img src="${escapeHtml(options.href(src, 'image'))}" alt="${escapeHtml(alt)}">`
    else if (target !== undefined) html += `<a href="${escapeHtml(options.href(target, 'link'))}">${inline(label, options)}</a>`
    else if (strong !== undefined) html += `<strong>${inline(strong, options)}</strong>`
    else html += `<em>${inline(em, options)}</em>`
  }
  return html + plain(text.slice(at), text)
}

interface Line {
  text: string
  /** 1-based, in the file, for the error messages. */
  number: number
}

const HEADING = /^(#{1,3}) (.+)$/
const ITEM = /^(\d+\.|-) (.*)$/
const UNSUPPORTED = /^(```|~~~|>|\||<|#{4,}|\* |\+ |---|___|\t| )/

const indentOf = (text: string) => text.length - text.trimStart().length

function blocks(lines: Line[], options: MarkdownOptions): string {
  let html = ''
  let index = 0
  const blank = (at: number) => at < lines.length && lines[at].text.trim() === ''
  while (index < lines.length) {
    const { text, number } = lines[index]
    if (text.trim() === '') {
      index++
      continue
    }
    const heading = HEADING.exec(text)
    const item = ITEM.exec(text)
    if (heading) {
      const level = heading[1].length
      html += `<h${level} id="${escapeHtml(headingId(heading[2]))}">${inline(heading[2], options)}</h${level}>\n`
      index++
    } else if (item) {
      const ordered = item[1] !== '-'
      html += ordered ? '<ol>\n' : '<ul>\n'
      // The items of this list: each takes the lines indented under it (blank lines between them included).
      while (index < lines.length) {
        const start = ITEM.exec(lines[index].text)
        if (!start || (start[1] !== '-') === !ordered) break
        const width = start[1].length + 1
        const body: Line[] = [{ text: start[2], number: lines[index].number }]
        index++
        while (index < lines.length && (blank(index) || indentOf(lines[index].text) >= width)) {
          if (blank(index) && (index + 1 >= lines.length || (!blank(index + 1) && indentOf(lines[index + 1].text) < width))) break
          body.push({ text: lines[index].text.slice(Math.min(width, indentOf(lines[index].text))), number: lines[index].number })
          index++
        }
        const inner = blocks(body, options)
        const single = /^<p>([\s\S]*)<\/p>\n$/.exec(inner)
        html += `<li>${single && !single[1].includes('<p>') ? single[1] : inner}</li>\n`
        while (blank(index)) index++
      }
      html += ordered ? '</ol>\n' : '</ul>\n'
    } else if (UNSUPPORTED.test(text)) {
      throw new Error(`line ${number}: Markdown the guide's renderer does not show: "${text}"`)
    } else {
      const paragraph: string[] = []
      while (index < lines.length && !blank(index) && !HEADING.test(lines[index].text) && !ITEM.test(lines[index].text)) {
        if (UNSUPPORTED.test(lines[index].text)) throw new Error(`line ${lines[index].number}: Markdown the guide's renderer does not show: "${lines[index].text}"`)
        paragraph.push(lines[index].text)
        index++
      }
      html += `<p>${inline(paragraph.join(' '), options)}</p>\n`
    }
  }
  return html
}

export function renderMarkdown(markdown: string, options: MarkdownOptions): RenderedMarkdown {
  const lines = markdown.split(/\r?\n/).map((text, index) => ({ text: text.trimEnd(), number: index + 1 }))
  const html = blocks(lines, options)
  const title = /^# (.+)$/m.exec(markdown)?.[1]
  if (!title) throw new Error('the page has no # heading')
  return { title, html }
}
