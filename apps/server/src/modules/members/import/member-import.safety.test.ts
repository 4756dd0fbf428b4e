import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/test-app";
import type { JobContext } from "../../../platform/jobs/job-runner";
import { jobRun } from "../../../platform/jobs/jobs.tables";
import { insertMembersBatch } from "../members.service";
import { member, memberImportField } from "../members.tables";
import { applyImport, ConcurrentChangeError } from "./import-apply";
import { checkImport, parseImportFile } from "./import-check";
import { loadImportFields } from "./import-fields";
import { commitJobHandler } from "./import-jobs";
import {
  CONCERN_IMPORT,
  csv,
  importTestKit,
  MEMBER_IMPORT,
  uploader,
  waitForLog,
} from "./member-import.testing";
import { importStorageFor } from "./member-import.wiring";
import { memberSyncLog } from "./member-sync-log.tables";

describe("member import: concurrency, retries, limits and the concern mode", () => {
  const t = useTestApp();
  const { school, commit, membersOf, scopeOf } = importTestKit(t);

  it("applies nothing when a member id was taken in the meantime, and never applies a log twice", async () => {
    const { s } = await school();
    const scope = scopeOf(s);
    const file = Buffer.from(
      csv([
        ["会員ID", "氏名"],
        ["S0400", "先着　一"],
        ["S0401", "後着　二"],
      ]),
    );
    const result = await checkImport(t.database.db, scope, { data: file, kind: "csv", deleteMode: null });
    const [log] = await t.database.db
      .insert(memberSyncLog)
      .values({
        ...scope,
        tenantId: s.tenant.id,
        organizationId: s.organization.id,
        fileName: "x.csv",
        storedPath: "imports/x",
        fileType: "csv",
        stage: "COMMIT",
        status: "PROCESSING",
        createdByLoginUserId: s.admin.id,
        createdByDisplayUserId: "admin",
      })
      .returning();
    await insertMembersBatch(t.database.db, [
      { tenantId: s.tenant.id, organizationId: s.organization.id, memberId: "S0401", name: "横入り" },
    ]);
    await expect(applyImport(t.database.db, scope, log!.id, result, null)).rejects.toBeInstanceOf(
      ConcurrentChangeError,
    );
    expect((await membersOf(s)).map((m) => m.memberId)).toEqual(["S0001", "S0002", "S0401"]);

    await t.database.db.delete(member).where(eq(member.memberId, "S0401"));
    expect(await applyImport(t.database.db, scope, log!.id, result, null)).toMatchObject({
      applied: true,
      insert: 2,
    });
    expect(await applyImport(t.database.db, scope, log!.id, result, null)).toMatchObject({ applied: false });
    const ctx = { isLastAttempt: true, reportProgress: async () => {} } as unknown as JobContext;
    const handler = commitJobHandler({ db: t.database.db, storage: importStorageFor(t.exports) });
    expect(await handler({ syncLogId: log!.id, scope }, ctx)).toEqual({ skipped: true });
    const live = await t.database.db
      .select()
      .from(member)
      .where(and(eq(member.memberId, "S0400"), isNull(member.deletedAt)));
    expect(live).toHaveLength(1);
  });

  it("imports the concern mode's members on its own screen and history", async () => {
    const { s, admin } = await school();
    const upConcern = uploader(t.app, CONCERN_IMPORT);
    const checked = (
      await upConcern(
        admin,
        "concern.csv",
        csv([
          ["会員ID", "氏名"],
          ["C0001", "保護者　一"],
        ]),
      )
    ).json();
    expect(checked).toMatchObject({ processMode: 9, insertCount: 1, committable: true });
    await commit(admin, checked.syncLogId, CONCERN_IMPORT);
    expect(await waitForLog(t.app, admin, checked.syncLogId, CONCERN_IMPORT)).toMatchObject({
      status: "COMPLETED",
    });
    expect((await membersOf(s, 9)).map((m) => m.memberId)).toEqual(["C0001"]);
    const ownHistory = (await t.app.inject({ url: `${MEMBER_IMPORT}/logs`, headers: admin })).json();
    expect(ownHistory.items.some((l: { syncLogId: number }) => l.syncLogId === checked.syncLogId)).toBe(
      false,
    );
    expect(
      (await t.app.inject({ url: `${MEMBER_IMPORT}/logs/${checked.syncLogId}`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it("reads the file again when the import fields changed after the check", async () => {
    const { s, admin } = await school();
    const checked = (
      await uploader(t.app)(
        admin,
        "kana.csv",
        csv([
          ["会員ID", "氏名", "氏名カナ"],
          ["S0500", "仮名　無し", ""],
        ]),
      )
    ).json();
    expect(checked.committable).toBe(true);
    await t.database.db
      .update(memberImportField)
      .set({ isRequired: true })
      .where(
        and(
          eq(memberImportField.organizationId, s.organization.id),
          eq(memberImportField.fieldName, "name_kana"),
        ),
      );
    await commit(admin, checked.syncLogId);
    expect(await waitForLog(t.app, admin, checked.syncLogId)).toMatchObject({
      status: "ERROR",
      errorCount: 1,
    });
    expect((await membersOf(s)).map((m) => m.memberId)).toEqual(["S0001", "S0002"]);
  });

  it("refuses more than 100,000 rows: a long CSV at once, any file when it is read", async () => {
    const { s, admin } = await school();
    const file = (rows: number, tail = "") =>
      Buffer.from(
        csv([["会員ID", "氏名"], ...Array.from({ length: rows }, (_, i) => [`X${i}`, "氏名"])]) + tail,
      );
    const res = await uploader(t.app)(admin, "many.csv", file(100_050));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("100,000行まで");
    const fields = await loadImportFields(t.database.db, s.organization.id, 0);
    const parse = (data: Buffer) => parseImportFile(fields, { data, kind: "csv", deleteMode: null });
    await expect(parse(file(100_001))).rejects.toThrow("100,000行まで");
    expect((await parse(file(100_000, ",\r\n".repeat(20)))).rows).toHaveLength(100_000);
  });

  it("marks a check whose job died on its last attempt as force-stopped instead of running for ever", async () => {
    const { s, admin } = await school();
    const jobId = crypto.randomUUID();
    await t.database.db
      .insert(jobRun)
      .values({ id: jobId, tenantId: s.tenant.id, queue: "member-import-check", status: "failed" });
    const [log] = await t.database.db
      .insert(memberSyncLog)
      .values({
        tenantId: s.tenant.id,
        organizationId: s.organization.id,
        processMode: 0,
        fileName: "lost.csv",
        storedPath: "imports/lost",
        fileType: "csv",
        status: "PROCESSING",
        jobId,
        createdByLoginUserId: s.admin.id,
        createdByDisplayUserId: "admin",
      })
      .returning();
    const res = await t.app.inject({ url: `${MEMBER_IMPORT}/logs/${log!.id}`, headers: admin });
    expect(res.json()).toMatchObject({ status: "FORCE_STOPPED", committable: false, progress: null });
    expect(res.json().message).toContain("処理が中断されました");
  });
});
