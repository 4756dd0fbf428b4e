import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importedSpecifiers, isTestCode, slashed, sourceFiles } from "../boundary-scan.testing";

// The platform never imports a feature module: where it needs a module's data, the module provides it
// when it registers (ModuleDefinition, e.g. deliveryMembers). One exception, as between modules: a
// platform `*.tables.ts` may import a module's `*.tables.ts` for a foreign key (delivery_recipient
// references member), because drizzle-kit reads foreign keys from the referencing table's definition.
// Tests and `*.testing.ts` fixtures may import modules to seed data.

const SRC_DIR = path.resolve(__dirname, "..");

/** "importer → imported" (relative to src) for each import from platform code into src/modules. */
function platformImportsOfModules(files: { relative: string; text: string }[]): string[] {
  const out: string[] = [];
  for (const { relative, text } of files) {
    if (!slashed(relative).startsWith("platform/") || isTestCode(relative)) continue;
    for (const specifier of importedSpecifiers(text)) {
      if (!specifier.startsWith(".")) continue;
      const target = slashed(path.normalize(path.join(path.dirname(relative), specifier)));
      if (!target.startsWith("modules/")) continue;
      const foreignKey = relative.endsWith(".tables.ts") && /\.tables(\.ts)?$/.test(target);
      if (!foreignKey) out.push(`${slashed(relative)} → ${target}`);
    }
  }
  return [...new Set(out)].sort();
}

describe("the platform never imports a module", () => {
  it("finds no import from src/platform into src/modules outside tests and foreign keys", () => {
    const files = sourceFiles(path.join(SRC_DIR, "platform")).map((file) => ({
      relative: path.relative(SRC_DIR, file),
      text: fs.readFileSync(file, "utf8"),
    }));
    expect(
      platformImportsOfModules(files),
      "Let the module provide what the platform needs when it registers (docs/decisions/0004-module-kit.md)",
    ).toEqual([]);
  });

  it("finds each kind of import, and lets tests, fixtures and foreign keys through", () => {
    const file = (relative: string, text: string) => ({ relative: relative.split("/").join(path.sep), text });
    expect(
      platformImportsOfModules([
        file("platform/d/x.ts", 'import { f } from "../../modules/members/member-contacts";'),
        file("platform/d/deep/y.ts", 'export * from "../../../modules/members";'),
        file("platform/d/z.ts", 'const m = await import("../../modules/safety/safety-send");'),
        file("platform/d/t.ts", 'import type { T } from "../../modules/members/members.tables";'),
        file("platform/d/own.ts", 'import { g } from "../e/engine";'),
        file("platform/d/d.tables.ts", 'import { member } from "../../modules/members/members.tables";'),
        file("platform/d/x.test.ts", 'import { f } from "../../modules/members/member-contacts";'),
        file("platform/d/x.testing.ts", 'import { f } from "../../modules/members/member-contacts";'),
        file("modules/a/a.ts", 'import { f } from "../members/member-contacts";'),
      ]),
    ).toEqual([
      "platform/d/deep/y.ts → modules/members",
      "platform/d/t.ts → modules/members/members.tables",
      "platform/d/x.ts → modules/members/member-contacts",
      "platform/d/z.ts → modules/safety/safety-send",
    ]);
  });
});
