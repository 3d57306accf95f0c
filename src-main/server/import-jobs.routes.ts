// Users CSV imports as jobs, admin side: start one (answered at once), follow it, cancel it. Progress also comes live (import_job).
import { ERROR_SCHEMA } from '../contract/common.schema'
import { IMPORT_JOB_PATH, IMPORT_JOB_SCHEMA, type ImportJobPath } from '../contract/import-jobs.schema'
import { USER_IMPORT_FORM, type UserImportForm } from '../contract/users.schema'
import { isConsoleAddress } from '../domain/login-limiter'
import { conflictResponse, notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

type NoParams = Record<string, never>

export function importJobsRoutes(services: Services): AnyRoute[] {
  const { importJobs } = services
  return [
    route<NoParams, NoParams, UserImportForm>({
      method: 'post',
      path: '/users/import-jobs',
      summary: 'Start importing users from a CSV file as a job: checked, passwords hashed, written all or nothing',
      description: 'Starts importing users from a CSV file (the Bulk Import Users columns) as a job that runs in the background: the file is checked, passwords hashed in a worker, and all users written in one transaction or none. Administrators only. It answers 202 with the job at once; a file whose rows do not pass is reported by the job, not here. It refuses a second job while one has not ended (409).',
      tag: 'users',
      access: 'admin',
      form: USER_IMPORT_FORM,
      responses: {
        202: { description: 'The job, started: follow it with Get Import Job or the live import_job event', schema: IMPORT_JOB_SCHEMA },
        ...conflictResponse('Another import job has not ended'),
      },
      handler: ({ body, principal, address }) => ({ status: 202, body: importJobs.start(body.file, principal, isConsoleAddress(address)) }),
    }),
    route<ImportJobPath>({
      method: 'get',
      path: '/users/import-jobs/{job_id}',
      summary: 'Get an import job: its state, progress and outcome',
      description: 'Answers an import job: its state, its progress and, when it has ended, how many users were created and updated or why it failed. Administrators only; an unknown job is 404. `import-jobs` is a fixed segment: it is never read as the user_id of /users/{user_id}/…, whose ids are integers.',
      tag: 'users',
      access: 'admin',
      params: IMPORT_JOB_PATH,
      responses: { 200: { description: 'The job', schema: IMPORT_JOB_SCHEMA }, ...notFoundResponse('import job') },
      handler: ({ params }) => ({ body: importJobs.get(params.job_id) }),
    }),
    route<ImportJobPath>({
      method: 'delete',
      path: '/users/import-jobs/{job_id}',
      summary: 'Cancel an import job before it writes: nothing is imported',
      description: 'Cancels an import job before it writes, so that nothing is imported, and answers the job. Administrators only. It refuses an unknown job (404), and a job that is writing its users or has already ended (409).',
      tag: 'users',
      access: 'admin',
      params: IMPORT_JOB_PATH,
      responses: {
        200: { description: 'The job, cancelled', schema: IMPORT_JOB_SCHEMA },
        ...notFoundResponse('import job'),
        409: { description: 'The job is writing its users, or has ended', schema: ERROR_SCHEMA },
      },
      handler: ({ params }) => ({ body: importJobs.cancel(params.job_id) }),
    }),
  ]
}
