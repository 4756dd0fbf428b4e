import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// In a process of its own (the unit project isolates files): API test files share one module graph
// per worker, where an earlier file's lookup has already read the data.
const datasetLoaded = () =>
  Object.keys(createRequire(import.meta.url).cache).some((file) => file.endsWith("zip7.json"));

describe("postal code data", () => {
  it("is read on the first lookup, not when the app's modules load", async () => {
    await import("../../app");
    // Every module's routes and services are imported: none has read the 3 MB of postal data.
    expect(datasetLoaded()).toBe(false);
    const { findPostalCandidates } = await import("./postal-code-data");
    expect(await findPostalCandidates("1040061")).toEqual([
      { prefectureCd: "13", prefecture: "東京都", city: "中央区", town: "銀座" },
    ]);
    expect(datasetLoaded()).toBe(true);
  }, 60_000);
});
