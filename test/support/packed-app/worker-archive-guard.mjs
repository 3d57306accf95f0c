// Loaded with `node --import` into the packed app run by the system Node (test/process/packaging.test.ts). In a worker
// thread it refuses every module inside an app.asar folder: the packed app must start its workers, and they must find
// every module they load, in app.asar.unpacked, which any thread reads (Electron's archive is read by its patched fs).
import { register } from 'node:module'
import { isMainThread } from 'node:worker_threads'

if (!isMainThread) register('./worker-archive-hooks.mjs', import.meta.url)
