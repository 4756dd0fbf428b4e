import crypto from "node:crypto";
import { expectCall, type FactoryContext } from "./factory-context";
import type { FormFixture } from "./form.factory";
import type { TenantFixture } from "./tenant.factory";

const ANSWER = "/app/form-api/form-answer";

/** A small PDF: the upload check reads its first bytes. */
const pdf = () => Buffer.from("%PDF-1.7\n% 調査書\n%%EOF\n".padEnd(2048, " "));

/**
 * An applicant's answer sent through the form frontend with a PDF on the form's upload item, as
 * newForm's form asks (name, course, report). Returns the answer and its file.
 */
export async function newAnswer(
  t: FactoryContext,
  s: TenantFixture,
  form: FormFixture,
  applicant: { cookie: string },
) {
  const headers = { ...form.keyHeaders, cookie: applicant.cookie };
  const boundary = `----gakumu${crypto.randomBytes(8).toString("hex")}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="blob"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify({ formId: form.formId, itemKey: "report" })}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="調査書.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await expectCall(
    t,
    {
      method: "POST",
      url: `${ANSWER}/upload`,
      headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: body,
    },
    200,
  );
  const [file] = uploaded.json().files;
  const sent = await expectCall(
    t,
    {
      method: "POST",
      url: `${ANSWER}/submit`,
      headers,
      payload: {
        formId: form.formId,
        values: { name: `${s.marker} 花子`, course: "1", report: [file] },
        submissionToken: crypto.randomUUID(),
      },
    },
    200,
  );
  const answer = sent.json();
  return {
    answerId: answer.answerId as number,
    version: answer.version as number,
    fileId: file.fileId as string,
  };
}
