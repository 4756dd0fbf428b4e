// Test-side helper of the totals tests and benchmark (not loaded by the app): a sent survey written
// straight into its tables — questions, recipients with their placement snapshot, typed answers — so
// totals are checked against answers counted by hand without going through the delivery engine.
import type { Db } from "../../../db/client";
import { survey, surveyAnswer, surveyQuestion, surveyRecipient } from "../surveys.tables";

/** By question key: choice labels (or DIVISION's path), a date, a flag or a text. */
export type AnswerSeed = Record<string, string[] | string | boolean>;

export interface SeedQuestion {
  key: string;
  answerType: string;
  label: string;
  choices?: string[];
  divisionDepth?: number;
}

export interface SeedRecipient {
  memberId: number;
  grade: number | null;
  path: string[];
  answeredAt: string | null;
  answers: AnswerSeed | null;
}

const BATCH = 2000;

export async function seedSurvey(
  db: Db,
  owner: { tenant: { id: number }; organization: { id: number } },
  input: { title: string; anonymous?: boolean; questions: SeedQuestion[]; recipients: SeedRecipient[] },
): Promise<number> {
  const tenantId = owner.tenant.id;
  const [row] = await db
    .insert(survey)
    .values({
      tenantId,
      organizationId: owner.organization.id,
      title: input.title,
      bodyHtml: "<p>お答えください。</p>",
      bodyText: "お答えください。",
      deadline: new Date(Date.now() + 7 * 86_400_000),
      anonymous: input.anonymous ?? false,
      target: {},
      sendTarget: "ALL",
      recipientCount: input.recipients.length,
    })
    .returning({ id: survey.id });
  const surveyId = row!.id;
  const questions = await db
    .insert(surveyQuestion)
    .values(
      input.questions.map((q, i) => ({
        tenantId,
        surveyId,
        position: i + 1,
        key: q.key,
        answerType: q.answerType,
        label: q.label,
        choices: q.choices ?? [],
        divisionDepth: q.divisionDepth ?? null,
      })),
    )
    .returning({ id: surveyQuestion.id, key: surveyQuestion.key, answerType: surveyQuestion.answerType });
  for (let start = 0; start < input.recipients.length; start += BATCH) {
    const batch = input.recipients.slice(start, start + BATCH);
    const recipients = await db
      .insert(surveyRecipient)
      .values(
        batch.map((r) => ({
          tenantId,
          organizationId: owner.organization.id,
          surveyId,
          memberId: r.memberId,
          grade: r.grade,
          divisionCd: r.path[0] ?? null,
          sectionCd: r.path[1] ?? null,
          subsectionCd: r.path[2] ?? null,
          unitCd: r.path[3] ?? null,
          subunitCd: r.path[4] ?? null,
          answerMethod: r.answeredAt ? "MOBILE_APP" : null,
          firstAnsweredAt: r.answeredAt ? new Date(r.answeredAt) : null,
          answeredAt: r.answeredAt ? new Date(r.answeredAt) : null,
        })),
      )
      .returning({ id: surveyRecipient.id });
    const answers = batch.flatMap((r, i) =>
      questions.flatMap((q) => {
        const value = r.answers?.[q.key];
        if (value === undefined) return [];
        return [
          {
            tenantId,
            surveyId,
            recipientId: recipients[i]!.id,
            questionId: q.id,
            answerType: q.answerType,
            textValue: q.answerType.startsWith("TEXT") ? (value as string) : null,
            choiceValues: Array.isArray(value) ? value : null,
            dateValue: q.answerType === "DATE" ? (value as string) : null,
            boolValue: typeof value === "boolean" ? value : null,
            answeredAt: new Date(r.answeredAt!),
          },
        ];
      }),
    );
    for (let a = 0; a < answers.length; a += BATCH)
      await db.insert(surveyAnswer).values(answers.slice(a, a + BATCH));
  }
  return surveyId;
}
