import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

describe("embedded data directory lock", () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-lock-"));

  it("refuses a second opener while the first holds the lock, and frees it on release", () => {
    const d = dir();
    const release = lockDataDir(d);
    expect(() => lockDataDir(d)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(d)).toThrow(/別のプロセス/);
    release();
    lockDataDir(d)();
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const d = dir();
    const gone = spawnSync(process.execPath, [
      "-e",
      "process.stdout.write(String(process.pid))",
    ]).stdout.toString();
    fs.writeFileSync(path.join(d, "gakumu.lock"), gone);
    const release = lockDataDir(d);
    expect(fs.readFileSync(path.join(d, "gakumu.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
