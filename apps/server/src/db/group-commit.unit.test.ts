import { describe, expect, it } from "vitest";
import { createGroupCommit, type WriteOutcome } from "./group-commit";

/** A batch writer whose batches finish when the test says so. */
function controlledWriter(options = { maxBatch: 3, maxInFlight: 1 }) {
  const batches: {
    items: number[];
    finish(outcomes?: WriteOutcome<string>[]): void;
    fail(e: unknown): void;
  }[] = [];
  const write = createGroupCommit<number, string>(
    (items) =>
      new Promise((resolve, reject) => {
        batches.push({
          items,
          finish: (outcomes) => resolve(outcomes ?? items.map((n) => ({ ok: true, value: `#${n}` }))),
          fail: reject,
        });
      }),
    options,
  );
  return { write, batches };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("group commit", () => {
  it("writes a lone item at once, and the items that arrive meanwhile together next", async () => {
    const { write, batches } = controlledWriter();
    const first = write(1);
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    const later = [write(2), write(3), write(4), write(5)];
    expect(batches).toHaveLength(1);
    batches[0]!.finish();
    expect(await first).toBe("#1");
    await tick();
    // At most maxBatch items per batch, in arrival order.
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3, 4]]);
    batches[1]!.finish();
    await tick();
    expect(batches[2]!.items).toEqual([5]);
    batches[2]!.finish();
    expect(await Promise.all(later)).toEqual(["#2", "#3", "#4", "#5"]);
  });

  it("keeps up to maxInFlight batches going at once", () => {
    const { write, batches } = controlledWriter({ maxBatch: 10, maxInFlight: 2 });
    void write(1);
    void write(2);
    void write(3);
    expect(batches.map((b) => b.items)).toEqual([[1], [2]]);
  });

  it("gives each item its own outcome, and a failed batch fails its items only", async () => {
    const { write, batches } = controlledWriter();
    const alone = write(1);
    const [a, b] = [write(2), write(3)];
    batches[0]!.fail(new Error("接続が切れました"));
    await expect(alone).rejects.toThrow("接続が切れました");
    await tick();
    batches[1]!.finish([
      { ok: true, value: "受付" },
      { ok: false, error: new Error("送信済みです") },
    ]);
    expect(await a).toBe("受付");
    await expect(b).rejects.toThrow("送信済みです");
  });
});
