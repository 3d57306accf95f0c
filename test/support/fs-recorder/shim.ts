// Compiles the fsrec shim with the system compiler and says how to run a process under it.
import { execFileSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'fsrec.c')

/** Builds fsrec.so into `folder` (a temporary folder) and answers its path; throws with the compiler's output if it fails. */
export function buildShim(folder: string): string {
  const output = join(folder, 'fsrec.so')
  try {
    execFileSync('cc', ['-shared', '-fPIC', '-O2', '-o', output, SOURCE, '-ldl', '-lpthread'], { stdio: 'pipe' })
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? ''
    throw new Error(`could not compile ${SOURCE} with cc (the power-cut test needs a C compiler): ${(error as Error).message}\n${stderr}`)
  }
  return output
}

export interface RecorderOptions {
  /** The compiled shim. */
  shim: string
  /** Absolute folder whose operations are recorded. */
  root: string
  /** The log file (outside `root`). */
  log: string
  /** FSREC_PAUSE_RENAME_TO / FSREC_PAUSE_SKIP: block the (skip+1)-th rename onto this absolute path. */
  pauseBeforeRenameTo?: { path: string; skip?: number }
}

/** Environment for a child process run under the recorder; libuv's io_uring is turned off so every call goes through libc. */
export function recorderEnv(options: RecorderOptions): Record<string, string> {
  return {
    LD_PRELOAD: options.shim,
    FSREC_ROOT: options.root,
    FSREC_LOG: options.log,
    UV_USE_IO_URING: '0',
    ...(options.pauseBeforeRenameTo
      ? { FSREC_PAUSE_RENAME_TO: options.pauseBeforeRenameTo.path, FSREC_PAUSE_SKIP: String(options.pauseBeforeRenameTo.skip ?? 0) }
      : {}),
  }
}
