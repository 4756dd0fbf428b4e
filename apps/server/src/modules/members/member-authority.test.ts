import { MemberSearch } from "@gakumu/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignSet, loadedContextFor } from "../../../test/permissions/permission-fixtures";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { menuRefusals } from "../../platform/access/require-menu";
import { exportJobHandler } from "../../platform/exports/export-job";
import type { JobContext } from "../../platform/jobs/job-runner";
import { removePermission } from "../../platform/permissions/login-user-permissions";
import { checkJobHandler, type ImportJobData } from "./import/import-jobs";
import { memberSyncLog } from "./import/member-sync-log.tables";
import { memberExport } from "./member-export";
import { addMembers, createMemberSchool, type MemberSchool, memberRow } from "./member-fixtures.testing";
import { searchMembers } from "./member-search";
import { createMember } from "./member-write";
import { memberListScope } from "./members.menu";

/** What a job handler gets besides its data, without a queue: the checks run before any progress. */
const jobContext = (): JobContext => ({
  jobId: "00000000-0000-4000-8000-000000000001",
  tenantId: null,
  attempt: 1,
  isLastAttempt: true,
  signal: new AbortController().signal,
  reportProgress: async () => {},
  once: (_key, effect) => effect(undefined as never),
});

describe("member use cases check the caller's authority themselves, without HTTP", () => {
  let database: Database;
  let school: MemberSchool;

  beforeAll(async () => {
    database = await createTestDatabase();
    school = await createMemberSchool(database.db);
    await addMembers(database.db, [memberRow(school, "S001")]);
  });
  afterAll(() => database?.close());

  it("lets a reference-only caller search but refuses their write with a Japanese 403", async () => {
    const viewer = await loadedContextFor(database.db, school, school.viewer);
    const found = await searchMembers(
      database.db,
      memberListScope(viewer, "members"),
      MemberSearch.parse({}),
    );
    expect(found.items.map((m) => m.memberId)).toEqual(["S001"]);
    await expect(
      createMember(database.db, viewer, { memberId: "S999", name: "参照　太郎" } as never),
    ).rejects.toMatchObject({ status: 403, code: "FORBIDDEN", message: menuRefusals.referenceOnly });
  });

  it("stops a queued export whose requester lost the menu before it ran", async () => {
    const user = await loadedContextFor(database.db, school, school.admin);
    const loser = { ...user, loginUserId: school.viewer.id, displayUserId: school.viewer.displayUserId };
    const params = {
      kind: "members",
      viewerMode: 0,
      filter: {},
      columns: [{ fieldName: "member_id", title: "ID" }],
    };
    const handler = exportJobHandler({
      db: database.db,
      directory: "/tmp/gakumu-member-authority-exports",
      sources: new Map([["members", memberExport]]),
    });
    const job = { source: "members", params, format: "Csv" as const, csvEncoding: "utf8-bom" as const };
    // Queued by the viewer while they could read the list; their permission is gone when it runs.
    await removePermission(database.db, { ...loser, organizationId: school.organization.id });
    await expect(handler({ ...job, scope: loser }, jobContext())).rejects.toMatchObject({
      status: 403,
      message: menuRefusals.unavailable,
    });
    // The administrator's own job still runs.
    await expect(handler({ ...job, scope: user }, jobContext())).resolves.toMatchObject({ rowCount: 1 });
    await assignSet(database.db, school, school.viewer, school.sets.referenceOnly);
  });

  it("stops a queued import whose requester may no longer write, and its log says why", async () => {
    const admin = await loadedContextFor(database.db, school, school.admin);
    const scope = {
      tenantId: admin.tenantId,
      organizationId: admin.organizationId,
      processMode: 0,
      loginUserId: school.viewer.id,
      displayUserId: school.viewer.displayUserId,
      menu: "member-import" as const,
      callerMode: 0,
    };
    const [log] = await database.db
      .insert(memberSyncLog)
      .values({
        tenantId: scope.tenantId,
        organizationId: scope.organizationId,
        processMode: 0,
        stage: "CHECK",
        status: "PROCESSING",
        fileName: "members.csv",
        fileType: "csv",
        storedPath: "missing.csv",
        createdByLoginUserId: scope.loginUserId,
        createdByDisplayUserId: scope.displayUserId,
      })
      .returning();
    const data: ImportJobData = { syncLogId: log!.id, scope };
    const storage = { read: async () => null } as never;
    // The viewer holds 参照のみ: the import menu for reading only.
    const run = checkJobHandler({ db: database.db, storage })(data, jobContext());
    await expect(run).rejects.toMatchObject({ status: 403, message: menuRefusals.referenceOnly });
    const [after] = await database.db.select().from(memberSyncLog);
    expect(after).toMatchObject({ status: "ERROR" });
    expect(after?.summary?.message).toBe(menuRefusals.referenceOnly);
  });
});
