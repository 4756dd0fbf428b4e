import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A module owns its tables: another module reaches them through that module's functions, never by
// importing its `*.tables.ts`. Only a `*.tables.ts` file may import another module's tables, for its
// foreign keys. Test code (`*.test.ts`, `*.testing.ts`) may seed any table it likes.

const MODULES_DIR = path.resolve(__dirname);

/**
 * Imports that break the rule today, each "importing file → imported tables file" relative to
 * src/modules. The list only shrinks: a new violation fails the first test, a fixed one the second.
 */
const KNOWN_VIOLATIONS = new Set<string>([]);

const isTestCode = (file: string) => /\.(test|testing)\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Every module specifier of static imports, re-exports and dynamic imports in the text. */
function importedSpecifiers(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)) found.push(m[1]!);
  return found;
}

/** The module a file of src/modules belongs to (its first folder), or null for files beside them. */
function moduleOf(relative: string): string | null {
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0]! : null;
}

/** "importer → imported" for each import of another module's tables file from non-test, non-tables code. */
function foreignTableImports(files: { relative: string; text: string }[]): string[] {
  const out: string[] = [];
  for (const { relative, text } of files) {
    if (isTestCode(relative) || relative.endsWith(".tables.ts")) continue;
    const owner = moduleOf(relative);
    for (const specifier of importedSpecifiers(text)) {
      if (!specifier.startsWith(".")) continue;
      const target = path.normalize(path.join(path.dirname(relative), specifier));
      if (target.startsWith("..") || !/\.tables(\.ts)?$/.test(target)) continue;
      const targetModule = moduleOf(target);
      if (targetModule === null || targetModule === owner) continue;
      out.push(`${relative} → ${target.endsWith(".ts") ? target : `${target}.ts`}`.split(path.sep).join("/"));
    }
  }
  return [...new Set(out)].sort();
}

describe("a module's tables belong to that module", () => {
  const current = foreignTableImports(
    sourceFiles(MODULES_DIR).map((file) => ({
      relative: path.relative(MODULES_DIR, file),
      text: fs.readFileSync(file, "utf8"),
    })),
  );

  it("refuses a new import of another module's *.tables.ts outside tables files and tests", () => {
    const fresh = current.filter((v) => !KNOWN_VIOLATIONS.has(v));
    expect(
      fresh,
      "Call the other module's functions instead of reading its tables (ARCHITECTURE.md §2)",
    ).toEqual([]);
  });

  it("keeps the list of known violations to those that still exist", () => {
    const fixed = [...KNOWN_VIOLATIONS].filter((v) => !current.includes(v));
    expect(fixed, "Remove these from KNOWN_VIOLATIONS: they are fixed").toEqual([]);
  });

  it("finds each kind of import, and lets tables files, tests and a module's own tables through", () => {
    const file = (relative: string, text: string) => ({ relative: relative.split("/").join(path.sep), text });
    expect(
      foreignTableImports([
        file("a/x.ts", 'import { t } from "../b/b.tables";'),
        file("a/deep/y.ts", 'export { t } from "../../b/sub/c.tables.ts";'),
        file("a/z.ts", 'const m = await import("../b/b.tables");'),
        file("a/own.ts", 'import { t } from "./a.tables";'),
        file("a/platform.ts", 'import { t } from "../../platform/tenancy/tenancy.tables";'),
        file("a/a.tables.ts", 'import { t } from "../b/b.tables";'),
        file("a/x.test.ts", 'import { t } from "../b/b.tables";'),
        file("a/x.testing.ts", 'import { t } from "../b/b.tables";'),
      ]),
    ).toEqual(["a/deep/y.ts → b/sub/c.tables.ts", "a/x.ts → b/b.tables.ts", "a/z.ts → b/b.tables.ts"]);
  });
});
