/**
 * JSON values in Web Storage that never throw: storage can be blocked (private mode, sandboxed
 * iframes, quota), and a missing preference must never break a screen.
 */
export type StorageKind = "session" | "local";

function area(kind: StorageKind): Storage | undefined {
  try {
    return kind === "session" ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readStored<T>(kind: StorageKind, key: string, fallback: T): T {
  try {
    const text = area(kind)?.getItem(key);
    return text == null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(kind: StorageKind, key: string, value: unknown): void {
  try {
    if (value === undefined) area(kind)?.removeItem(key);
    else area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // not persisted; the in-memory value still applies to this page
  }
}
