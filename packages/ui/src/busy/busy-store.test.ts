import { beforeEach, describe, expect, it, vi } from "vitest";
import { busy, withBusy } from "./busy-store";

describe("busy store", () => {
  beforeEach(() => busy.reset());

  it("counts overlapping requests", () => {
    busy.begin();
    busy.begin();
    busy.end();
    expect(busy.count()).toBe(1);
    busy.end();
    expect(busy.count()).toBe(0);
  });

  it("never goes below zero", () => {
    busy.end();
    busy.begin();
    expect(busy.count()).toBe(1);
  });

  it("notifies subscribers until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = busy.subscribe(listener);
    busy.begin();
    unsubscribe();
    busy.end();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("withBusy counts while pending and releases on success and failure", async () => {
    let resolve!: (value: string) => void;
    const pending = withBusy(new Promise<string>((r) => (resolve = r)));
    expect(busy.count()).toBe(1);
    resolve("ok");
    await expect(pending).resolves.toBe("ok");
    expect(busy.count()).toBe(0);

    await expect(withBusy(() => Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(busy.count()).toBe(0);
  });
});
