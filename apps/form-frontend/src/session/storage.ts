/**
 * JSON values in Web Storage that never throw: storage can be blocked (private mode, in-app
 * browsers of messaging apps, quota), and a missing value must never break a screen.
 */
export type StorageKind = "session" | "local";

function area(kind: StorageKind): Storage | undefined {
  try {
    return kind === "session" ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readStored<T>(kind: StorageKind, key: string): T | undefined {
  try {
    const text = area(kind)?.getItem(key);
    return text == null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
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

/** Removes every key starting with `prefix` (e.g. all saved answer inputs). */
export function removeStoredByPrefix(kind: StorageKind, prefix: string): void {
  try {
    const storage = area(kind);
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // nothing to clear when storage is blocked
  }
}
