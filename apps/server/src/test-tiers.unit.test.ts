import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// `*.unit.test.ts` files run once, in the unit project, without the API project's database copy
// (vitest.config.ts). One that reached for a database would lose it there, and its SQL would no
// longer be tried on PostgreSQL: such a file belongs in the API project (plain `*.test.ts`).

const SELF = new URL(import.meta.url).pathname;
const SRC = path.dirname(SELF);
/** What opens or needs a test database: the test app and database helpers, the kits built on them. */
const DATABASE_IMPORT =
  /from\s+["'][^"']*(\/test\/(test-app|test-database|[\w/-]*-test-app|[\w/-]*test-kit)|\/db\/client)["']/;

function unitTestFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return unitTestFiles(full);
    return entry.name.endsWith(".unit.test.ts") ? [full] : [];
  });
}

describe("test tiers", () => {
  it("keeps database helpers out of the server's unit test files", () => {
    const offenders = unitTestFiles(SRC)
      .filter((file) => file !== SELF) // its own examples below
      .filter((file) => DATABASE_IMPORT.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(SRC, file));
    expect(offenders, "rename these to *.test.ts: they need the API project's database").toEqual([]);
  });

  it("recognises each kind of database import", () => {
    for (const line of [
      'import { useTestApp } from "../../test/test-app";',
      'import { createTestDatabase } from "../../../test/test-database";',
      'import { useLogTestApp } from "../../../test/operation-logs/log-test-app";',
      'import { useDeliveryKit } from "../../../test/delivery/delivery-test-kit";',
      'import { openDatabase } from "../../db/client";',
    ])
      expect(DATABASE_IMPORT.test(line), line).toBe(true);
    expect(DATABASE_IMPORT.test('import { decide } from "./decide";')).toBe(false);
  });
});
