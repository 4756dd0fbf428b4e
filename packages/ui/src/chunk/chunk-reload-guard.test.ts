import { describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_STORAGE_KEY,
  type ChunkReloadDeps,
  installChunkReloadGuard,
  isChunkLoadError,
  reloadOnChunkError,
  reloadOnce,
  shouldReload,
} from "./chunk-reload-guard";

function fakeDeps(start = 1_000_000) {
  const store = new Map<string, string>();
  let now = start;
  const deps: ChunkReloadDeps = {
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    reload: vi.fn(),
    now: () => now,
  };
  return { deps, store, advance: (ms: number) => (now += ms) };
}

describe("shouldReload", () => {
  it.each([
    [null, 50_000, true],
    ["40000", 50_000, true], // exactly 10 s later
    ["40001", 50_000, false], // 9.999 s later
    ["49000", 50_000, false],
    ["garbage", 50_000, true],
    ["90000", 50_000, true], // stamp from the future (clock changed): do not block forever
  ])("last=%j now=%j → %j", (last, now, expected) => {
    expect(shouldReload(last, now)).toBe(expected);
  });
});

describe("isChunkLoadError", () => {
  it.each([
    [new TypeError("Failed to fetch dynamically imported module: https://x/assets/a.js"), true],
    [new TypeError("error loading dynamically imported module: https://x/assets/a.js"), true],
    [new TypeError("Importing a module script failed."), true],
    ["Unable to preload CSS for /assets/a.css", true],
    [new Error("Network down"), false],
    [undefined, false],
  ])("%s → %j", (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe("reloadOnce", () => {
  it("reloads once, refuses within 10 s, reloads again after", () => {
    const { deps, store, advance } = fakeDeps();
    expect(reloadOnce(deps)).toBe(true);
    expect(store.get(CHUNK_RELOAD_STORAGE_KEY)).toBe("1000000");
    advance(9_999);
    expect(reloadOnce(deps)).toBe(false);
    advance(1);
    expect(reloadOnce(deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload when storage is unavailable (cannot guard a loop)", () => {
    const { deps } = fakeDeps();
    deps.storage.getItem = () => {
      throw new Error("SecurityError");
    };
    expect(reloadOnce(deps)).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it("reloadOnChunkError ignores other errors", () => {
    const { deps } = fakeDeps();
    expect(reloadOnChunkError(new Error("boom"), deps)).toBe(false);
    expect(
      reloadOnChunkError(new TypeError("Failed to fetch dynamically imported module: /a.js"), deps),
    ).toBe(true);
  });
});

describe("installChunkReloadGuard", () => {
  it("reloads on vite:preloadError and prevents the default only when reloading", () => {
    const { deps } = fakeDeps();
    const target = new EventTarget() as unknown as Window;
    const remove = installChunkReloadGuard(target, deps);

    const first = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);

    const second = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false); // guarded: the error reaches the error page
    expect(deps.reload).toHaveBeenCalledTimes(1);

    remove();
  });

  it("reloads on an unhandled failed dynamic import", () => {
    const { deps } = fakeDeps();
    const target = new EventTarget() as unknown as Window;
    installChunkReloadGuard(target, deps);
    const event = Object.assign(new Event("unhandledrejection", { cancelable: true }), {
      reason: new TypeError("Failed to fetch dynamically imported module: /assets/x.js"),
    });
    target.dispatchEvent(event);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });
});
