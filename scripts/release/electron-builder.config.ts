// The release package: `npm run dist` (electron-builder --config scripts/release/electron-builder.config.ts). What goes
// into app.asar, what is unpacked beside it for the worker threads, the installers per OS and Electron's fuses.
// docs/releasing.md says how a release is made; test/process/packaging.test.ts packs with it and checks the result.
import type { Configuration } from 'electron-builder'
import { REPORT_FONT_FILES } from '../../src-main/reports/report-font-files'
import { NOTICES_FILE } from './third-party-notices'
import { workerFiles } from './worker-packages'

/** The update feed (electron-updater's generic provider) when a release is published: ARENA_UPDATE_URL, no default. */
function updateFeed(): Configuration['publish'] {
  const url = process.env.ARENA_UPDATE_URL
  return url ? { provider: 'generic', url } : null
}

/** The configuration for the project at `root` (its out/ built): the workers' files are read from the build. */
export function releaseConfig(root = process.cwd()): Configuration {
  const workers = workerFiles(root)
  return {
    appId: 'org.arenaconsole.console',
    productName: 'Arena Console',
    executableName: 'arena-console',
    copyright: 'Copyright © 2026 Arena Console maintainers',
    icon: 'resources/icon.png',
    directories: { output: 'dist', buildResources: 'resources' },
    // The code electron-vite built and package.json; electron-builder adds the production dependencies and applies
    // these patterns to them too.
    files: [
      'out/**/*',
      'package.json',
      '!**/*.map',
      // Only the DejaVu files the reports use (3 of 22 fonts; the rest is 10 MB nobody loads).
      `!node_modules/dejavu-fonts-ttf/ttf/!(${Object.values(REPORT_FONT_FILES).join('|')})`,
      '!node_modules/dejavu-fonts-ttf/{fontconfig,*.txt,NEWS,BUGS,AUTHORS,*.md}',
      // The fallback fonts for Arabic and Hebrew (reports/fallback-fonts.ts): their fonts, index and licence, no source maps or docs.
      '!node_modules/@embedpdf/fonts-*/{README.md,dist/*.d.ts}',
      // sql.js loads dist/sql-wasm.js and its sql-wasm.wasm; its other builds (asm.js, browser, debug) are 28 MB.
      '!node_modules/sql.js/dist/!(sql-wasm.js|sql-wasm.wasm)',
      // swagger-ui-dist's dependency @scarf/scarf only reports installs from its install script (install scripts are
      // off); nothing imports it, so the release leaves it out.
      '!node_modules/@scarf/**',
      // Type declarations (koa-body lists @types packages as dependencies): nothing loads them at run time.
      '!node_modules/@types/**',
      '!node_modules/undici-types/**',
    ],
    extraFiles: [{ from: NOTICES_FILE, to: NOTICES_FILE }],
    asar: true,
    // No native module among the dependencies: nothing to rebuild for Electron.
    npmRebuild: false,
    // A worker thread is started from app.asar.unpacked (src-main/store/archive-path.ts): its bundles and every package
    // it loads are there (by name: electron-builder lays node_modules out anew, and may hoist a nested package).
    asarUnpack: [...workers.modules.map((file) => `out/main/${file}`), ...workers.packageNames.map((name) => `**/node_modules/${name}/**`)],
    electronFuses: {
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    },
    linux: {
      target: ['AppImage', 'deb'],
      category: 'Utility',
      synopsis: 'Runs robotics competition events',
      maintainer: 'Arena Console maintainers <maintainers@users.noreply.a-seed-73420d3e.example>',
    },
    deb: { depends: ['libnss3', 'libgtk-3-0', 'libxss1', 'libasound2'] },
    win: { target: ['nsis'] },
    nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true },
    mac: {
      target: ['dmg', 'zip'],
      category: 'public.app-category.productivity',
      hardenedRuntime: true,
      // Notarised when APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID are set (docs/releasing.md).
      notarize: Boolean(process.env.APPLE_TEAM_ID),
    },
    publish: updateFeed(),
  }
}

export default releaseConfig()
