import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The package is bundled into both SPAs by Vite: source files (tests aside) must not import Node
// built-ins. Tests may, as this one does.
const builtins = /from\s+["'](node:[^"']+|fs|path|os|crypto|url|util|buffer|stream|child_process)["']/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(test|testing)\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe("browser safety", () => {
  it("has no Node built-in imports in source files", () => {
    const files = sourceFiles(import.meta.dirname);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) => builtins.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
