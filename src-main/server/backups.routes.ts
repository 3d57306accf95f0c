// The data file's backups: list them, make one now, restore one (every console and screen then reads the restored state afresh).
import { BACKUP_LIST_SCHEMA, BACKUP_PATH, BACKUP_SCHEMA, RESTORE_PREVIEW_SCHEMA, RESTORE_RESULT_SCHEMA, type BackupPath } from '../contract/backups.schema'
import { ERROR_SCHEMA } from '../contract/common.schema'
import type { BackupInfo } from '../services/backups.service'
import { conflictResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

/** A backup as the API shows it: without the folder it sits in. */
function backupView({ path: _path, ...view }: BackupInfo) {
  return view
}

export function backupsRoutes(services: Services): AnyRoute[] {
  const { backups } = services
  return [
    route({
      method: 'get',
      path: '/system/backups',
      summary: 'List the backups of the data file, newest first',
      description: 'Answers the backups of the data file, newest first. Administrators only.',
      tag: 'system',
      access: 'admin',
      responses: { 200: { description: 'The backups', schema: BACKUP_LIST_SCHEMA } },
      handler: async () => ({ body: (await backups.list()).map(backupView) }),
    }),
    route({
      method: 'post',
      path: '/system/backups',
      summary: 'Make a checked backup of the data file now',
      description: 'Makes a backup of the data file now, checked after it is written, and answers it. Administrators only.',
      tag: 'system',
      access: 'admin',
      responses: { 201: { description: 'The new backup', schema: BACKUP_SCHEMA } },
      handler: async () => ({ status: 201, body: backupView(await backups.backupNow()) }),
    }),
    route<BackupPath>({
      method: 'get',
      path: '/system/backups/{name}/preview',
      summary: 'What restoring a backup would revive or drop: games and scores that differ; credentials and rights are kept as they are now',
      description: 'Answers what restoring a backup would revive or drop (games and scores that differ), changing nothing; credentials and rights are kept as they are now. Administrators only. It refuses an unknown backup (404) and a backup that cannot be restored: damaged, from another arena or from a newer version (409).',
      tag: 'system',
      access: 'admin',
      params: BACKUP_PATH,
      responses: {
        200: { description: 'Counts of what the restore would change, keep or drop (nothing changes)', schema: RESTORE_PREVIEW_SCHEMA },
        404: { description: 'No backup of that name', schema: ERROR_SCHEMA },
        ...conflictResponse('The backup cannot be restored (damaged, foreign or newer)'),
      },
      handler: async ({ params }) => ({ body: await backups.preview(params.name) }),
    }),
    route<BackupPath>({
      method: 'post',
      path: '/system/backups/{name}/restore',
      summary: 'Restore a backup: the current state is kept as a backup first; every console and screen reloads',
      description: 'Restores a backup: the current state is kept as a backup first, and every console and screen reloads. Administrators only. It refuses an unknown backup (404), and a restore while a game runs, a backup that cannot be restored, or one that would leave no administrator (409).',
      tag: 'system',
      access: 'admin',
      params: BACKUP_PATH,
      responses: {
        200: { description: 'The restored backup and the backup of the state before it', schema: RESTORE_RESULT_SCHEMA },
        404: { description: 'No backup of that name', schema: ERROR_SCHEMA },
        ...conflictResponse('A game is running, the backup cannot be restored, or it would leave no administrator'),
      },
      async handler({ params }) {
        const { restored, kept } = await backups.restore({ name: params.name })
        return { body: { restored: backupView(restored), kept: backupView(kept) } }
      },
    }),
  ]
}
