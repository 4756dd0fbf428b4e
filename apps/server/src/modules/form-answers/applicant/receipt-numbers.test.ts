import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useFormUserTestApp } from "../../../../test/form-users/form-user-test-app";
import { formAnswer } from "../form-answers.tables";
import {
  ANSWER,
  type AnswerSchool,
  callAs,
  createAnswerSchool,
  submitBody,
} from "./applicant-test-kit.testing";

// Schools use 受付番号 as application numbers: per form they run 1, 2, 3, … without a hole, however
// many applicants send at once and whatever is refused among them. Only on a PostgreSQL server do
// the sendings really overlap (the embedded database runs one statement at a time).

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

describe("receipt numbers under concurrent sendings", () => {
  const t = useFormUserTestApp();
  let school: AnswerSchool;
  beforeAll(async () => {
    school = await createAnswerSchool(t, openForm);
  });

  const send = (i: number, values: object, token?: string) =>
    callAs(
      t,
      school,
      "POST",
      `${ANSWER}/submit`,
      submitBody(school.formId, values, token ? { submissionToken: token } : {}),
    ).then((res) => ({ i, res }));

  it("numbers 100 sendings sent at once 1…N without a gap, refused ones and repeats included", async () => {
    const repeated = Array.from({ length: 3 }, () => crypto.randomUUID());
    const sendings = Array.from({ length: 100 }, (_, i) => {
      // Every tenth is refused by validation (no name); pairs sharing a token are one double click,
      // which fails a shared transaction and sends its whole group to be written one by one.
      if (i % 10 === 3) return send(i, { name: "", mail: `refused${i}@example.jp` });
      const token = i >= 94 ? repeated[(i - 94) % 3] : undefined;
      return send(i, { name: `申込者 ${i}`, mail: `applicant${i}@example.jp` }, token);
    });
    const sent = await Promise.all(sendings);

    const refused = sent.filter(({ res }) => res.statusCode !== 200);
    expect(refused.map(({ i }) => i)).toEqual(Array.from({ length: 10 }, (_, k) => k * 10 + 3));
    for (const { res } of refused) expect(res.statusCode).toBe(400);

    const rows = await t.database.db
      .select({ id: formAnswer.id, receiptNo: formAnswer.receiptNo })
      .from(formAnswer)
      .where(eq(formAnswer.formId, school.formId));
    // 90 accepted sendings, of which 6 are 3 double clicks: 87 answers.
    expect(rows).toHaveLength(87);
    const numbers = rows.map((r) => r.receiptNo).sort((a, b) => a! - b!);
    expect(numbers).toEqual(Array.from({ length: 87 }, (_, k) => k + 1));
    // Each applicant was told the number stored with the answer.
    for (const { res } of sent.filter((s) => s.res.statusCode === 200))
      expect(rows.find((r) => r.id === res.json().answerId)?.receiptNo).toBe(res.json().receiptNo);

    // The next sending continues the run.
    const next = await send(100, { name: "後から", mail: "later@example.jp" });
    expect(next.res.json().receiptNo).toBe(88);
  });
});
