/**
 * After a deploy, an open tab still points at the old build's hashed chunks, which no longer exist.
 * Reloading fetches the new index.html and fixes it; the timestamp in session storage makes that
 * happen at most once per 10 s (spec §8.3/§9), so a chunk that is really broken cannot reload-loop.
 */

export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const CHUNK_RELOAD_STORAGE_KEY = "gakumu.chunkReloadAt";

// Chromium, Firefox and Safari word the failed dynamic import differently.
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message =
    error instanceof Error ? error.message : typeof error === "string" ? error : String(error ?? "");
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** True when no reload happened within the guard window (or the stored stamp is unreadable). */
export function shouldReload(
  lastReloadAt: string | null,
  now: number,
  guardMs = CHUNK_RELOAD_GUARD_MS,
): boolean {
  if (lastReloadAt === null) return true;
  const last = Number(lastReloadAt);
  return !Number.isFinite(last) || now - last >= guardMs || last > now;
}

export interface ChunkReloadDeps {
  storage: Pick<Storage, "getItem" | "setItem">;
  reload: () => void;
  now: () => number;
}

function browserDeps(): ChunkReloadDeps {
  return {
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
    now: () => Date.now(),
  };
}

/** Reloads once if allowed; returns whether a reload was started (callers then stop handling). */
export function reloadOnce(deps: ChunkReloadDeps = browserDeps()): boolean {
  let last: string | null = null;
  try {
    last = deps.storage.getItem(CHUNK_RELOAD_STORAGE_KEY);
  } catch {
    return false; // without storage we cannot guard against a loop, so do not reload at all
  }
  const now = deps.now();
  if (!shouldReload(last, now)) return false;
  try {
    deps.storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

/** For route error boundaries: reload when the error is a chunk-load failure. */
export function reloadOnChunkError(error: unknown, deps?: ChunkReloadDeps): boolean {
  return isChunkLoadError(error) && reloadOnce(deps);
}

/**
 * Call once at start-up. Vite fires `vite:preloadError` when a lazy chunk or its CSS fails; other
 * failed imports surface as unhandled rejections. Returns a function that removes the listeners.
 */
export function installChunkReloadGuard(target: Window = window, deps?: ChunkReloadDeps): () => void {
  const onPreloadError = (event: Event) => {
    // Only swallow the error when we really reload; otherwise let the error boundary show it.
    if (reloadOnce(deps)) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (reloadOnChunkError(event.reason, deps)) event.preventDefault();
  };
  target.addEventListener("vite:preloadError", onPreloadError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("vite:preloadError", onPreloadError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}
