// `npm run notices`: writes THIRD_PARTY_NOTICES.txt from the production tree (test/unit/third-party-notices.test.ts
// fails while the checked-in file differs from what this writes).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readProductionPackages } from './release/production-packages'
import { NOTICES_FILE, thirdPartyNotices } from './release/third-party-notices'

const root = process.cwd()
const packages = readProductionPackages(root)
writeFileSync(join(root, NOTICES_FILE), thirdPartyNotices(root, packages))
console.log(`${NOTICES_FILE}: ${packages.length} packages`)
