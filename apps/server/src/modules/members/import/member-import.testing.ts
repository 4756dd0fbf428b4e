// Test helpers for the member import (not loaded by src code): uploads, files and a prepared school.
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { loginAs } from "../../../../test/auth-helpers";
import { waitUntil } from "../../../../test/jobs/job-test-kit";
import {
  createPermissionTenant,
  type PermissionTenant,
} from "../../../../test/permissions/permission-fixtures";
import type { TestContext } from "../../../../test/test-app";
import type { Db } from "../../../db/client";
import { createGrades, createHierarchy } from "../../../platform/hierarchy/hierarchy.service";
import { createMemberImportFields, insertMembersBatch } from "../members.service";
import { member } from "../members.tables";
import type { ImportScope } from "./import-scope";

export const MEMBER_IMPORT = "/app/api/member-import";
export const CONCERN_IMPORT = "/app/api/concern-import";

/** A school with the menus, an admin and a viewer, a small tree (学科 → コース), grades 1–3, fields. */
export async function createImportSchool(db: Db): Promise<PermissionTenant> {
  const school = await createPermissionTenant(db);
  const org = school.organization;
  await createHierarchy(db, org, [
    {
      code: "D1",
      name: "普通科",
      children: [
        { code: "D1A", name: "Aコース" },
        { code: "D1B", name: "Bコース" },
      ],
    },
    { code: "D2", name: "商業科", children: [{ code: "D2A", name: "会計コース" }] },
  ]);
  await createGrades(db, org, [
    { gradeCd: 1, name: "1年" },
    { gradeCd: 2, name: "2年" },
    { gradeCd: 3, name: "3年" },
  ]);
  await createMemberImportFields(db, org, { titles: { division_cd: "学科", section_cd: "コース" } });
  await insertMembersBatch(db, [
    {
      tenantId: org.tenantId,
      organizationId: org.id,
      memberId: "S0001",
      name: "既存　一郎",
      nameKana: "キゾン　イチロウ",
      grade: 1,
      divisionCd: "D1",
      sectionCd: "D1A",
    },
    { tenantId: org.tenantId, organizationId: org.id, memberId: "S0002", name: "既存　二郎", grade: 2 },
  ]);
  return school;
}

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipart(fileName: string, data: Buffer, contentType = "application/octet-stream") {
  const boundary = `----gakumu${crypto.randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** CSV text (UTF-8 unless encoded otherwise by the caller): fields quoted when they need it. */
export function csv(rows: readonly (readonly (string | number)[])[]): string {
  const field = (v: string | number) =>
    /[",\r\n]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v);
  return `${rows.map((r) => r.map(field).join(",")).join("\r\n")}\r\n`;
}

export function uploader(app: FastifyInstance, base = MEMBER_IMPORT) {
  return (
    headers: Record<string, string> | undefined,
    fileName: string,
    data: Buffer | string,
    query = "",
  ) => {
    const body = multipart(fileName, Buffer.isBuffer(data) ? data : Buffer.from(data));
    return app.inject({
      method: "POST",
      url: `${base}/upload${query}`,
      headers: { ...headers, "content-type": body.contentType },
      payload: body.payload,
    });
  };
}

/** Polls a log until its status is no longer PROCESSING; returns the log. */
export function waitForLog(
  app: FastifyInstance,
  headers: Record<string, string> | undefined,
  id: number,
  base = MEMBER_IMPORT,
) {
  return waitUntil(
    async () => {
      const res = await app.inject({ url: `${base}/logs/${id}`, headers });
      const log = res.json();
      return log.status === "PROCESSING" ? undefined : log;
    },
    { timeoutMs: 60_000, what: `import ${id}` },
  );
}

/** A fresh school per test, and the calls the commit tests make. */
export function importTestKit(t: TestContext) {
  return {
    async school() {
      const s = await createImportSchool(t.database.db);
      return { s, admin: await loginAs(t.app, { tenantCd: s.tenant.tenantCd, displayUserId: "admin" }) };
    },
    commit: (headers: Record<string, string>, syncLogId: number, base = MEMBER_IMPORT) =>
      t.app.inject({ method: "POST", url: `${base}/commit`, headers, payload: { syncLogId } }),
    membersOf: (s: PermissionTenant, processMode = 0) =>
      t.database.db
        .select()
        .from(member)
        .where(and(eq(member.organizationId, s.organization.id), eq(member.processMode, processMode)))
        .orderBy(member.memberId),
    scopeOf: (s: PermissionTenant): ImportScope => ({
      tenantId: s.tenant.id,
      organizationId: s.organization.id,
      processMode: 0,
      loginUserId: s.admin.id,
      displayUserId: "admin",
    }),
  };
}
