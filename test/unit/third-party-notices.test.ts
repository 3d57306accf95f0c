// THIRD_PARTY_NOTICES.txt is what scripts/write-notices.ts writes from the production tree (so it cannot go stale: a
// dependency added, removed or updated fails here until `npm run notices` is run), and its parts are what they say.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { productionPackages, readProductionPackages } from '../../scripts/release/production-packages'
import { NOTICES_FILE, thirdPartyNotices } from '../../scripts/release/third-party-notices'

const ROOT = process.cwd()

describe('THIRD_PARTY_NOTICES.txt', () => {
  const packages = readProductionPackages(ROOT)
  const generated = thirdPartyNotices(ROOT, packages)

  it('is checked in as the script writes it', () => {
    expect(readFileSync(join(ROOT, NOTICES_FILE), 'utf8')).toBe(generated)
  })

  it('heads every production package with its version and licence, and carries Apache-2.0 NOTICE files', () => {
    for (const pkg of packages) expect(generated).toContain(`\n${pkg.name} ${pkg.version} — `)
    expect(generated).toMatch(/swagger-ui-dist [\d.]+ — Apache-2\.0\n=+\n\n--- LICENSE ---[\s\S]*?--- NOTICE ---\nswagger-ui\nCopyright 2020-2021 SmartBear Software Inc\./)
    // A package without a licence file: what package.json declares, with MIT's text.
    expect(generated).toMatch(/koa-compose [\d.]+ — MIT\n=+\n\nThe package ships no licence file; its package.json declares MIT\.\n\nPermission is hereby granted/)
  })

  it('lists no copyleft licence among the production packages', () => {
    expect(packages.filter((pkg) => /GPL|AGPL|LGPL|MPL|EPL|CDDL/i.test(pkg.license))).toEqual([])
  })
})

describe('productionPackages', () => {
  it('keeps what npm did not mark as development, once by name and version, sorted', () => {
    const lock = {
      '': { name: 'arena-console' },
      'node_modules/b': { version: '1.0.0', license: 'MIT' },
      'node_modules/vite': { version: '8.0.0', license: 'MIT', dev: true },
      'node_modules/maybe': { version: '1.0.0', devOptional: true },
      'node_modules/@s/a': { version: '2.0.0', license: 'ISC' },
      'node_modules/x/node_modules/b': { version: '1.0.0', license: 'MIT' },
      'node_modules/y/node_modules/b': { version: '0.9.0' },
    }
    expect(productionPackages(lock)).toEqual([
      { name: '@s/a', version: '2.0.0', license: 'ISC', folder: 'node_modules/@s/a' },
      { name: 'b', version: '0.9.0', license: '', folder: 'node_modules/y/node_modules/b' },
      { name: 'b', version: '1.0.0', license: 'MIT', folder: 'node_modules/b' },
    ])
  })
})
