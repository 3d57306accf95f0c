// Where a file of the packed app is on disk for a worker thread. In an installed app the code is in Electron's archive
// (resources/app.asar), which only Electron's patched fs reads; electron-builder's asarUnpack puts the workers, their
// chunks and the packages they import in the folder beside it, app.asar.unpacked, where any thread reads them.

/** `path` with its archive (a path segment ending in `.asar`, either separator) replaced by the unpacked folder beside it; unchanged outside an archive. */
export function outsideArchive(path: string): string {
  return path.replace(/\.asar(?=[\\/])/, '.asar.unpacked')
}
