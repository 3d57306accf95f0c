// Where the reports look for fallback fonts (src-main/reports/fallback-fonts.ts): a venue's folders named in
// ARENA_REPORT_FONTS first, then the platform's own, Windows' under %WINDIR%.
import { expect, it } from 'vitest'
import { systemFontFolders } from '../../src-main/reports/fallback-fonts'

it.each([
  ['Linux', 'linux', '/home/op', {}, ['/usr/share/fonts', '/usr/local/share/fonts', '/home/op/.local/share/fonts', '/home/op/.fonts']],
  ['Linux with a venue folder', 'linux', '/home/op', { ARENA_REPORT_FONTS: '/opt/venue-fonts:/media/usb/fonts' }, ['/opt/venue-fonts', '/media/usb/fonts', '/usr/share/fonts', '/usr/local/share/fonts', '/home/op/.local/share/fonts', '/home/op/.fonts']],
  ['macOS', 'darwin', '/Users/op', {}, ['/System/Library/Fonts', '/Library/Fonts', '/Users/op/Library/Fonts']],
  ['Windows on another drive', 'win32', 'C:\\Users\\op', { WINDIR: 'D:\\Windows', ARENA_REPORT_FONTS: 'E:\\fonts;' }, ['E:\\fonts', 'D:\\Windows\\Fonts', 'C:\\Users\\op\\AppData\\Local\\Microsoft\\Windows\\Fonts']],
  ['Windows without WINDIR', 'win32', 'C:\\Users\\op', {}, ['C:\\Windows\\Fonts', 'C:\\Users\\op\\AppData\\Local\\Microsoft\\Windows\\Fonts']],
] as const)('%s', (_, platform, home, env, folders) => {
  expect(systemFontFolders(platform, home, env)).toEqual(folders)
})
