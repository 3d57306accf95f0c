// The operator's guide's renderer: the Markdown the guide uses as HTML with every character escaped, anything else
// refused with its line, and every page of docs/guide rendered with only links and images the server serves.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../scripts/guide/markdown'
import { guideFiles, guideHref } from '../../scripts/guide/pages'

const anyHref = { href: (target: string) => target }
const html = (markdown: string) => renderMarkdown(`# Page\n\n${markdown}`, anyHref).html.replace('<h1 id="page">Page</h1>\n', '')

describe('the guide renderer', () => {
  it('shows headings with their anchors, paragraphs, bold, italic, code, links and images', () => {
    expect(html('## A robot does not answer\n\nPress **Check robots** then *File › Restore backup…*,\nsee `npm run serve` and [the setup](setup.md).')).toBe(
      '<h2 id="a-robot-does-not-answer">A robot does not answer</h2>\n' +
        '<p>Press <strong>Check robots</strong> then <em>File › Restore backup…</em>, see <code>npm run serve</code> and <a href="setup.md">the setup</a>.</p>\n',
    )
    expect(html('![The Data page](../screenshots/operator-data.png)')).toBe('<p><img src="../screenshots/operator-data.png" alt="The Data page"></p>\n')
  })

  it('shows numbered and bulleted lists, nested by indentation, with an item of several paragraphs', () => {
    const markdown = ['1. First step', '   on two lines.', '2. Second:', '   - **a**', '   - b', '', '   And after.', '3. Third', '', '- loose'].join('\n')
    expect(html(markdown)).toBe(
      '<ol>\n<li>First step on two lines.</li>\n<li><p>Second:</p>\n<ul>\n<li><strong>a</strong></li>\n<li>b</li>\n</ul>\n<p>And after.</p>\n</li>\n<li>Third</li>\n</ol>\n' +
        '<ul>\n<li>loose</li>\n</ul>\n',
    )
  })

  it('escapes every character that means something in HTML, in text, code, links, images and headings', () => {
    const out = html('## <b>x</b>\n\nText <i>not html</i> & "quotes" in **<script>alert(1)</script>** and `<code>` [x](a"onclick="b) ![y"z](c\'d)')
    expect(out).not.toMatch(/<(b|i|script)>/)
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(out).toContain('<code>&lt;code&gt;</code>')
    expect(out).toContain('href="a&quot;onclick=&quot;b"')
    expect(out).toContain('alt="y&quot;z"')
    expect(out).toContain('src="c&#39;d"')
  })

  it.each([
    ['a code fence', '```sh\nnpm start\n```'],
    ['a table', '| a | b |\n|---|---|'],
    ['a quote', '> careful'],
    ['raw HTML', '<div>x</div>'],
    ['a fourth-level heading', '#### Deep'],
    ['a star bullet', '* item'],
    ['a rule', '---'],
    ['an indented code block', '    code'],
    ['bold left open', 'press **Start'],
    ['a link with spaces', '[x](a b)'],
  ])('refuses %s, naming the line', (_what, markdown) => {
    expect(() => renderMarkdown(`# Page\n\n${markdown}`, anyHref)).toThrow(/line 3|unsupported inline/)
  })

  it('needs a # heading for the title', () => {
    expect(renderMarkdown('# The event day\n\ntext', anyHref).title).toBe('The event day')
    expect(() => renderMarkdown('## no title', anyHref)).toThrow('no # heading')
  })
})

describe("the guide's links", () => {
  const pages = ['README.md', 'setup.md']
  it('point to its own pages as HTML, to anchors, to screenshots beside it and to web addresses', () => {
    expect(guideHref('setup.md', 'link', pages)).toBe('setup.html')
    expect(guideHref('README.md', 'link', pages)).toBe('index.html')
    expect(guideHref('setup.md#the-venue-screens', 'link', pages)).toBe('setup.html#the-venue-screens')
    expect(guideHref('#a-robot-does-not-answer', 'link', pages)).toBe('#a-robot-does-not-answer')
    expect(guideHref('https://www.example.org/a', 'link', pages)).toBe('https://www.example.org/a')
    expect(guideHref('../screenshots/operator-data.png', 'image', pages)).toBe('screenshots/operator-data.png')
  })

  it.each([
    ['a page the guide does not have', 'missing.md', 'link'],
    ['a file elsewhere in the repository', '../robot-protocol.md', 'link'],
    ['a script', 'javascript:alert(1)', 'link'],
    ['an image outside the screenshots', '../../resources/icon.png', 'image'],
    ['an image from the web', 'https://www.example.org/a.png', 'image'],
  ] as const)('refuses %s', (_what, target, kind) => {
    expect(() => guideHref(target, kind, pages)).toThrow()
  })
})

it('renders every page of docs/guide with its screenshots, README.md as index.html', () => {
  const files = guideFiles(process.cwd())
  const names = files.map((file) => file.fileName)
  expect(names.slice(0, 4)).toEqual(['index.html', 'setup.html', 'event-day.html', 'when-things-go-wrong.html'])
  expect(names).toContain('guide.css')
  const images = names.filter((name) => name.startsWith('screenshots/'))
  expect(images.length).toBeGreaterThan(3)
  for (const image of images) expect(existsSync(join('docs', image)), image).toBe(true)
})
