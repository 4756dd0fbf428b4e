import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importedSpecifiers, isTestCode, sourceFiles } from "../boundary-scan.testing";

// A module owns its tables: another module reaches them through that module's functions, never by
// importing its `*.tables.ts`. Only a `*.tables.ts` file may import another module's tables, for its
// foreign keys. Nor does it name another module's table in raw SQL (sql`…` templates, strings): it
// embeds the SQL that module offers (as members' member-sql.ts). Test code (`*.test.ts`,
// `*.testing.ts`) may seed any table it likes.

const MODULES_DIR = path.resolve(__dirname);

/**
 * Imports that break the rule today, each "importing file → imported tables file" relative to
 * src/modules. The list only shrinks: a new violation fails the first test, a fixed one the second.
 */
const KNOWN_VIOLATIONS = new Set<string>([]);

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

/** Each table's owning module, from the pgTable definitions of every module's `*.tables.ts`. */
function tableOwners(files: { relative: string; text: string }[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const { relative, text } of files) {
    const owner = moduleOf(relative);
    if (!relative.endsWith(".tables.ts") || owner === null) continue;
    for (const m of text.matchAll(/\bpgTable\(\s*["'`]([\w]+)["'`]/g)) owners.set(m[1]!, owner);
  }
  return owners;
}

/** The text of every string and template literal, where raw SQL lives (comments left out). */
function literals(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
  return [...code.matchAll(/`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g)].map((m) => m[0]);
}

/** "file → table" for each raw SQL read or write of another module's table outside tables files and tests. */
function foreignRawSqlTables(files: { relative: string; text: string }[]): string[] {
  const owners = tableOwners(files);
  const out: string[] = [];
  for (const { relative, text } of files) {
    if (isTestCode(relative) || relative.endsWith(".tables.ts")) continue;
    const owner = moduleOf(relative);
    for (const literal of literals(text))
      for (const m of literal.matchAll(/\b(?:from|join|update|into)\s+(?:\\?")?(\w+)/gi)) {
        const tableOwner = owners.get(m[1]!);
        if (tableOwner !== undefined && tableOwner !== owner)
          out.push(`${relative.split(path.sep).join("/")} → ${m[1]} (${tableOwner})`);
      }
  }
  return [...new Set(out)].sort();
}

describe("a module's tables belong to that module", () => {
  const files = sourceFiles(MODULES_DIR).map((file) => ({
    relative: path.relative(MODULES_DIR, file),
    text: fs.readFileSync(file, "utf8"),
  }));
  const current = foreignTableImports(files);

  it("refuses a new import of another module's *.tables.ts outside tables files and tests", () => {
    const fresh = current.filter((v) => !KNOWN_VIOLATIONS.has(v));
    expect(
      fresh,
      "Call the other module's functions instead of reading its tables (docs/decisions/0004-module-kit.md)",
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

  it("refuses raw SQL naming another module's table outside tables files and tests", () => {
    expect(
      foreignRawSqlTables(files),
      "Embed the SQL the owning module offers instead of naming its table (docs/decisions/0004-module-kit.md)",
    ).toEqual([]);
  });

  it("finds raw SQL reads and writes of other modules' tables, and lets its own, tests and prose through", () => {
    const file = (relative: string, text: string) => ({ relative: relative.split("/").join(path.sep), text });
    const tables = [
      file(
        "b/b.tables.ts",
        'export const bee = pgTable("bee_row", {});\nexport const n = pgTable(\n  "bee_note", {});',
      ),
      file("a/a.tables.ts", 'export const a = pgTable("ant", {});'),
    ];
    expect(
      foreignRawSqlTables([
        ...tables,
        file("a/x.ts", "const q = sql`select b.id from bee_row b where b.x = $1`;"),
        file("a/deep/y.ts", "await db.execute(sql`update bee_note set n = 1`);"),
        file("a/z.ts", 'const text = "select 1 from ant a join \\"bee_row\\" b on true";'),
        file("a/w.ts", "const q = sql`insert into bee_note (id) values (1)`;"),
        file("a/own.ts", "const q = sql`select * from ant`;"),
        file("b/own.ts", "const q = sql`select * from bee_row`;"),
        file(
          "a/prose.ts",
          '// reads from bee_row\nconst label = "bee_row_count"; const m = sql`from bee_rows`;',
        ),
        file("a/x.test.ts", "await db.execute(sql`delete from bee_row`);"),
        file("a/x.testing.ts", "await db.execute(sql`delete from bee_row`);"),
      ]),
    ).toEqual([
      "a/deep/y.ts → bee_note (b)",
      "a/w.ts → bee_note (b)",
      "a/x.ts → bee_row (b)",
      "a/z.ts → bee_row (b)",
    ]);
  });
});
