/**
 * A deploy replaces the build's hashed chunks: a page opened before it asks for a chunk that is gone. The page
 * itself is prerendered, so loading it again fetches the new build: the visitor sees the page, not an error.
 * One reload a minute at most (remembered for the tab in sessionStorage), so a chunk that really cannot load shows
 * the error screen instead of reloading forever.
 */
export const CHUNK_RELOAD_KEY = 'averra:chunk-reload-at';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** The messages browsers give a dynamic import whose file did not load (Chromium, Firefox, Safari; Vite's own). */
const CHUNK_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (CHUNK_FAILURE.test(error.message) || error.name === 'ChunkLoadError');
}

/** Reloads the page unless it was reloaded for this reason within the last minute; says whether it did. */
export function reloadOnceForChunk(now = Date.now(), storage: Storage | undefined = globalThis.sessionStorage, reload = () => window.location.reload()): boolean {
  try {
    if (!storage || now - Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0) < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false; // no storage (private mode): nothing would stop a reload loop, so show the error instead
  }
  reload();
  return true;
}
