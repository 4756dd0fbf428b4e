// Test support of the applicant's answering calls (never imported by src code): a school with a
// published form of chosen settings and its link, the calls as the form frontend makes them, and a
// multipart body for uploads.
import crypto from "node:crypto";
import type { InjectOptions } from "fastify";
import { apiHeaders, loginAs } from "../../../../test/auth-helpers";
import {
  type FormSchool,
  type FormUserTestApp,
  register,
} from "../../../../test/form-users/form-user-test-app";
import { createForm, issueKey, publish, sampleDefinition } from "../../../../test/forms/form-test-kit";
import { createPermissionTenant } from "../../../../test/permissions/permission-fixtures";

export const ANSWER = "/app/form-api/form-answer";

export interface AnswerSchool extends FormSchool {
  adminHeaders: Record<string, string>;
  formCd: string;
}

/** A tenant whose school published a form (sampleDefinition with `overrides`) and issued its link. */
export async function createAnswerSchool(
  t: FormUserTestApp,
  overrides: Record<string, unknown> = {},
): Promise<AnswerSchool> {
  const school = await createPermissionTenant(t.database.db);
  const admin = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
  const form = await publish(t.app, admin, await createForm(t.app, admin, sampleDefinition(overrides)));
  const { accessKeyValue } = await issueKey(t.app, admin, form.formId);
  return {
    ...school,
    adminHeaders: admin,
    formId: form.formId,
    formCd: form.formCd,
    accessKey: accessKeyValue,
    keyHeaders: { "x-access-key": accessKeyValue },
  };
}

/** Another published form of the same school, with its own link. */
export async function addForm(
  t: FormUserTestApp,
  school: AnswerSchool,
  overrides: Record<string, unknown> = {},
) {
  const form = await publish(
    t.app,
    school.adminHeaders,
    await createForm(t.app, school.adminHeaders, sampleDefinition(overrides)),
  );
  const { accessKeyValue } = await issueKey(t.app, school.adminHeaders, form.formId);
  return {
    formId: form.formId as number,
    formCd: form.formCd as string,
    keyHeaders: { "x-access-key": accessKeyValue },
  };
}

export type Caller = { keyHeaders: Record<string, string>; cookie?: string };

/** A form-frontend call: the link's key, the session cookie when logged in, JSON. */
export function callAs(
  t: FormUserTestApp,
  who: Caller,
  method: InjectOptions["method"],
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...who.keyHeaders, ...(who.cookie ? { cookie: who.cookie } : {}) },
  });
}

export async function registerUser(t: FormUserTestApp, school: AnswerSchool) {
  return register(t, school);
}

/** A valid answer to sampleDefinition. */
export const goodValues = (extra: Record<string, unknown> = {}) => ({
  name: "東雲 花子",
  course: "1",
  ...extra,
});

export const submitBody = (formId: number, values: object, extra: object = {}) => ({
  formId,
  values,
  submissionToken: crypto.randomUUID(),
  ...extra,
});

/** multipart/form-data with the JSON `data` part and `files` parts (spec §7.1). */
export function multipart(data: object, files: { name: string; bytes: Buffer; type?: string }[]) {
  const boundary = `----gakumu${crypto.randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  const push = (text: string) => chunks.push(Buffer.from(text, "utf8"));
  push(`--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="blob"\r\n`);
  push(`Content-Type: application/json\r\n\r\n${JSON.stringify(data)}\r\n`);
  for (const file of files) {
    push(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n`);
    push(`Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`);
    chunks.push(file.bytes);
    push("\r\n");
  }
  push(`--${boundary}--\r\n`);
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(
  t: FormUserTestApp,
  who: Caller,
  data: { formId: number; itemKey: string },
  files: { name: string; bytes: Buffer; type?: string }[],
) {
  const { body, contentType } = multipart(data, files);
  return t.app.inject({
    method: "POST",
    url: `${ANSWER}/upload`,
    payload: body,
    headers: {
      ...who.keyHeaders,
      ...(who.cookie ? { cookie: who.cookie } : {}),
      "content-type": contentType,
    },
  });
}

/** A small but real PDF header (the sniffer reads the first bytes only). */
export const pdfBytes = (size = 2048) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write("%PDF-1.7\n", 0, "latin1");
  return bytes;
};

export { apiHeaders };
