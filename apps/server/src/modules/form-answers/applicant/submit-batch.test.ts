import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useFormUserTestApp } from "../../../../test/form-users/form-user-test-app";
import { jobRun } from "../../../platform/jobs/jobs.tables";
import { mailOutbox } from "../../../platform/mail/mail.tables";
import { formAnswer, formAnswerStatusLog } from "../form-answers.tables";
import {
  ANSWER,
  type AnswerSchool,
  callAs,
  createAnswerSchool,
  registerUser,
  submitBody,
} from "./applicant-test-kit.testing";

// A burst of first sendings is written in shared transactions (submit-batch.ts). Each answer must
// still come out as if sent alone: its own number, status log, mail and mail job; and a refused one
// among them must not take the others down.

const openForm = {
  loginRequired: 0,
  multipleAnswersAllowed: true,
  sections: [
    {
      title: "申込者",
      items: [
        { itemKey: "name", itemType: "TEXT_SINGLE", label: "氏名", required: true },
        { itemKey: "mail", itemType: "MAIL_ADDRESS", label: "メールアドレス", required: true },
      ],
    },
  ],
};

describe("first sendings arriving together", () => {
  const t = useFormUserTestApp();
  let school: AnswerSchool;
  beforeAll(async () => {
    school = await createAnswerSchool(t, openForm);
  });

  const send = (values: object, token?: string) =>
    callAs(
      t,
      school,
      "POST",
      `${ANSWER}/submit`,
      submitBody(school.formId, values, token ? { submissionToken: token } : {}),
    );

  it("writes each answer whole, with its own number, log, mail and job, several to a transaction", async () => {
    const sent = await Promise.all(
      Array.from({ length: 16 }, (_, i) => send({ name: `申込者 ${i}`, mail: `burst${i}@example.jp` })),
    );
    expect(sent.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
    const ids = sent.map((r) => r.json().answerId as number);
    expect(new Set(sent.map((r) => r.json().receiptNo)).size).toBe(16);

    const rows = await t.database.db
      .select({
        id: formAnswer.id,
        values: formAnswer.answerValues,
        receiptNo: formAnswer.receiptNo,
        txid: sql<string>`${formAnswer}.xmin::text`,
      })
      .from(formAnswer)
      .where(inArray(formAnswer.id, ids));
    // Every reply names its own row: the answer it sent under the number it was told.
    for (const [i, r] of sent.entries()) {
      const row = rows.find((x) => x.id === r.json().answerId)!;
      expect(row.values).toMatchObject({ name: `申込者 ${i}` });
      expect(row.receiptNo).toBe(r.json().receiptNo);
    }
    // Rows inserted by one transaction share its id: on a server, some answers were written together.
    // The embedded database runs one statement at a time in this process, and each answer reaches the
    // writer after the one before has committed, so there every answer is its own batch.
    const transactions = new Set(rows.map((r) => r.txid)).size;
    if (t.database.kind === "postgres") expect(transactions).toBeLessThan(16);

    const logs = await t.database.db
      .select()
      .from(formAnswerStatusLog)
      .where(inArray(formAnswerStatusLog.formAnswerId, ids));
    expect(logs.map((l) => [l.fromStatus, l.toStatus])).toEqual(Array(16).fill([null, 1]));

    const mails = await t.database.db
      .select({ to: mailOutbox.toAddress, jobId: mailOutbox.jobId, key: mailOutbox.idempotencyKey })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.toAddress,
          ids.map((_, i) => `burst${i}@example.jp`),
        ),
      );
    expect(mails).toHaveLength(16);
    for (const [i, id] of ids.entries())
      expect(mails.find((m) => m.to === `burst${i}@example.jp`)?.key).toBe(
        `tenant-${school.tenant.id}:form-answer-complete:${id}:1`,
      );
    const runs = await t.database.db
      .select({ id: jobRun.id, queue: jobRun.queue })
      .from(jobRun)
      .where(
        inArray(
          jobRun.id,
          mails.map((m) => m.jobId!),
        ),
      );
    expect(runs).toHaveLength(16);
  });

  it("answers a repeated token with the first answer while the rest of the burst goes through", async () => {
    const token = crypto.randomUUID();
    const sent = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => send({ name: `並行 ${i}`, mail: `mix${i}@example.jp` })),
      send({ name: "二度押し", mail: "twice@example.jp" }, token),
      send({ name: "二度押し", mail: "twice@example.jp" }, token),
    ]);
    expect(sent.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const [first, second] = sent.slice(6).map((r) => r.json());
    expect(second.answerId).toBe(first.answerId);
    expect(second.receiptNo).toBe(first.receiptNo);
    const twice = await t.database.db.select().from(formAnswer).where(eq(formAnswer.submissionToken, token));
    expect(twice).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "twice@example.jp"));
    expect(mails).toHaveLength(1);
  });

  it("refuses only a user's second answer when it races the first among others", async () => {
    const single = await createAnswerSchool(t);
    const racer = await registerUser(t, single);
    const others = await Promise.all([1, 2, 3, 4].map(() => registerUser(t, single)));
    const body = () => submitBody(single.formId, { name: "東雲 花子", course: "1" });
    const sent = await Promise.all([
      callAs(t, { ...single, cookie: racer.cookie }, "POST", `${ANSWER}/submit`, body()),
      ...others.map((u) => callAs(t, { ...single, cookie: u.cookie }, "POST", `${ANSWER}/submit`, body())),
      callAs(t, { ...single, cookie: racer.cookie }, "POST", `${ANSWER}/submit`, body()),
    ]);
    const racerCodes = [sent[0]!.statusCode, sent[5]!.statusCode].sort();
    expect(racerCodes).toEqual([200, 409]);
    expect(sent.slice(1, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const racerAnswers = await t.database.db
      .select()
      .from(formAnswer)
      .where(eq(formAnswer.formUserId, racer.formUserId));
    expect(racerAnswers).toHaveLength(1);
  });
});
