import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database";
import type { Database } from "../db/client";
import { insertTestMember } from "../modules/members/photos/photo-fixtures.testing";
import { createTenantWithStudentOrganization } from "../platform/tenancy/tenancy.service";
import { addDemoMemberRequests } from "./demo-member-requests";

describe("demo member requests", () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { studentOrganization } = await createTenantWithStudentOrganization(database.db, {
      tenantCd: "demo-requests",
      name: "申請デモ学園",
      contractType: "TRIAL",
      operationType: "DEMO",
    });
    for (let i = 0; i < 10; i++) await insertTestMember(database.db, studentOrganization);
    await addDemoMemberRequests(database.db, studentOrganization, new Date("2026-06-10T09:00:00+09:00"));
  });
  afterAll(() => database?.close());

  it("writes a week of requests of every type, most waiting, without touching members", async () => {
    const { rows } = await database.executeSql(
      "select request_type, status, count(*)::int as n from member_request group by 1, 2 order by 1, 2",
    );
    expect(rows).toEqual([
      { request_type: "ISSUE_EMPLOYMENT_EXAMINATION", status: 2, n: 1 },
      { request_type: "ISSUE_ENROLLMENT_CERTIFICATE", status: 1, n: 1 },
      { request_type: "ISSUE_GRADUATION_CERTIFICATE", status: 4, n: 1 },
      { request_type: "UPDATE_ADDRESS", status: 1, n: 1 },
      { request_type: "UPDATE_MAIL_ADDRESS", status: 1, n: 1 },
      { request_type: "UPDATE_MOBILE_TEL", status: 1, n: 1 },
      { request_type: "UPDATE_MOBILE_TEL", status: 3, n: 1 },
      { request_type: "UPDATE_NAME", status: 1, n: 1 },
    ]);
    const { rows: members } = await database.executeSql("select max(version)::int as v from member");
    expect(members).toEqual([{ v: 1 }]);
    const { rows: dates } = await database.executeSql(
      "select min(requested_at) as first, max(requested_at) as last from member_request",
    );
    expect(dates[0]).toEqual({
      first: new Date("2026-06-03T09:00:00+09:00"),
      last: new Date("2026-06-09T09:00:00+09:00"),
    });
  });
});
