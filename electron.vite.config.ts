// Build of the three parts: main process (shell + headless server), preload bridge, renderer pages.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import type { Plugin } from 'vite'
import { guideFiles } from './scripts/guide/pages'

/** The sound files (resources/sounds/*.wav) beside the pages at /sounds/…, for the displays and the console to load by URL. */
function sounds(): Plugin {
  const dir = resolve('resources/sounds')
  return {
    name: 'arena-sounds',
    generateBundle() {
      for (const name of readdirSync(dir).filter((file) => file.endsWith('.wav'))) {
        this.emitFile({ type: 'asset', fileName: `sounds/${name}`, source: readFileSync(resolve(dir, name)) })
      }
    },
  }
}

/** The operator's guide (docs/guide) as HTML pages with their screenshots beside the console at /guide/…; a page the renderer cannot show fails the build. */
function guide(): Plugin {
  return {
    name: 'arena-guide',
    generateBundle() {
      for (const file of guideFiles(resolve('.'))) this.emitFile({ type: 'asset', fileName: `guide/${file.fileName}`, source: file.source })
    },
  }
}

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve('src-main/shell/main.ts'),
          serve: resolve('src-main/serve.ts'),
          // The store's keeper thread, started with new Worker() from beside the bundle.
          'keeper-worker': resolve('src-main/store/keeper-worker.ts'),
          // The domain thread (large league schedules, users CSVs), started the same way by services/domain-thread.ts.
          'domain-worker': resolve('src-main/services/domain-worker.ts'),
          // The report thread (PDF and CSV reports), started the same way by services/report-thread.ts.
          'report-worker': resolve('src-main/reports/report-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: resolve('src-main/shell/preload.ts') },
        // A sandboxed preload must be CommonJS.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src-renderer',
    plugins: [sounds(), guide()],
    build: {
      outDir: 'out/renderer',
      // Served over the venue LAN to TVs and laptops: ship it small.
      minify: true,
      rollupOptions: {
        // React libraries mark their modules "use client" (for server components); the bundle has no use for it.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
        },
        input: {
          operator: resolve('src-renderer/operator/index.html'),
          display: resolve('src-renderer/display/index.html'),
        },
      },
    },
  },
})
