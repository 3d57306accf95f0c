// The module hooks of worker-archive-guard.mjs, for a worker thread: a module resolved inside app.asar fails to load.
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context)
  if (/\/app\.asar\//.test(resolved.url)) throw new Error(`a worker thread loaded ${resolved.url} from inside the archive`)
  return resolved
}
