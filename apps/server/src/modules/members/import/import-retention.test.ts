import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestTenant, type TestTenant } from "../../../../test/auth-helpers";
import { createTestDatabase } from "../../../../test/test-database";
import type { Database } from "../../../db/client";
import { purgeUncommittedImports } from "./import-retention";
import { SNAPSHOT_SUFFIX } from "./import-snapshot";
import { createImportStorage, type ImportStorage } from "./import-storage";
import { memberSyncLog, memberSyncLogDetail } from "./member-sync-log.tables";

const DAY = 24 * 60 * 60 * 1000;

describe("imports checked but never committed", () => {
  let database: Database;
  let school: TestTenant;
  let dataDir: string;
  let storage: ImportStorage;

  beforeAll(async () => {
    database = await createTestDatabase();
    school = await createTestTenant(database.db);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-import-retention-"));
    storage = createImportStorage(dataDir);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const importLog = async (stage: "CHECK" | "COMMIT", status: string, daysOld: number) => {
    const storedPath = await storage.save(school.tenant.id, Buffer.from("学籍番号,氏名\n1,佐藤\n"));
    await storage.saveBeside(storedPath, SNAPSHOT_SUFFIX, "[]");
    const [log] = await database.db
      .insert(memberSyncLog)
      .values({
        tenantId: school.tenant.id,
        organizationId: school.organization.id,
        processMode: 0,
        fileName: "members.csv",
        storedPath,
        fileType: "csv",
        stage,
        status,
        createdByLoginUserId: school.admin.id,
        createdByDisplayUserId: "admin",
        updatedAt: new Date(Date.now() - daysOld * DAY),
      })
      .returning();
    await database.db.insert(memberSyncLogDetail).values({
      tenantId: school.tenant.id,
      syncLogId: log!.id,
      rowNumber: 2,
      status: "ERROR",
    });
    return log!;
  };
  const fileExists = (storedPath: string) => fs.existsSync(path.join(dataDir, storedPath));

  it("removes the log, its refused rows and its files once the period is over", async () => {
    const oldChecked = await importLog("CHECK", "WAITING", 8);
    const oldFailedCheck = await importLog("CHECK", "ERROR", 30);
    const recentChecked = await importLog("CHECK", "WAITING", 6);
    const oldCommitted = await importLog("COMMIT", "COMPLETED", 400);
    const stillChecking = await importLog("CHECK", "PROCESSING", 8);

    const removed = await purgeUncommittedImports(database.db, storage, new Date(Date.now() - 7 * DAY));

    expect(removed).toBe(2);
    const ids = [oldChecked, oldFailedCheck, recentChecked, oldCommitted, stillChecking].map((l) => l.id);
    const left = await database.db
      .select({ id: memberSyncLog.id })
      .from(memberSyncLog)
      .where(inArray(memberSyncLog.id, ids));
    expect(left.map((l) => l.id).sort()).toEqual(
      [recentChecked.id, oldCommitted.id, stillChecking.id].sort(),
    );
    expect(
      await database.db
        .select()
        .from(memberSyncLogDetail)
        .where(eq(memberSyncLogDetail.syncLogId, oldChecked.id)),
    ).toEqual([]);
    expect(fileExists(oldChecked.storedPath)).toBe(false);
    expect(fileExists(`${oldChecked.storedPath}${SNAPSHOT_SUFFIX}`)).toBe(false);
    expect(fileExists(oldFailedCheck.storedPath)).toBe(false);
    expect(fileExists(recentChecked.storedPath)).toBe(true);
    expect(fileExists(oldCommitted.storedPath)).toBe(true);
  });
});
