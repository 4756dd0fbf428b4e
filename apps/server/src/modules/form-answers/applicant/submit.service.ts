import { type AnswerableItem, type CodeType, FormAnswerStatus, formAnswerSchema } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ConflictError, ValidationError } from "../../../platform/errors/app-error";
import { getLiveUser } from "../../form-users/form-user-queries";
import { removeAnswerFile } from "../files/answer-file-store";
import { formAnswer } from "../form-answers.tables";
import { loadReferencedFiles, resolveFileValues } from "./answer-files";
import { loadAnswerableForm, needsLogin } from "./answer-form";
import { type AnswerRow, findCurrentAnswer } from "./answer-queries";
import { assertEditable, assertTakesAnswers } from "./answer-rules";
import type { Applicant } from "./answer-text";
import { ownItemsOnly, staleMessage, violatedIndex } from "./answer-write";
import { type AnsweringContext, requireAnsweringUser } from "./applicant-access";
import type { ApplicantDeps } from "./applicant-deps";
import { wakeMailSender } from "./completion-mail";
import { writeSubmission } from "./submit-write";

// 送信: checks the answer with the same formAnswerSchema the form frontend uses, then writes it as
// ANSWERED (a first answer, a draft, a remanded or an editable sent one) with its receipt number,
// files, status log, search text and completion mail in one transaction. A repeated submission
// token gives back the answer it made; one user's second answer to a single-answer form is refused.

export interface SubmitInput {
  formId: number;
  values: Record<string, unknown>;
  version?: number;
  submissionToken: string;
}

export interface SubmitResult {
  answerId: number;
  answerStatus: CodeType<typeof FormAnswerStatus>;
  receiptNo: number;
  version: number;
  mailQueued: boolean;
}

const alreadySentMessage = "このフォームには既に回答を送信済みです。";
const cancelledMessage = "取り消された回答があるため、このフォームに再度回答することはできません。";
const anonymousEditMessage = "送信済みの回答を変更するにはログインしてください。";

function resultOf(row: AnswerRow): SubmitResult {
  return {
    answerId: row.id,
    answerStatus: row.answerStatus as SubmitResult["answerStatus"],
    receiptNo: row.receiptNo ?? 0,
    version: row.version,
    mailQueued: row.mailAddress !== null,
  };
}

/** The answer an earlier request with this token made, when it was the caller's; else null. */
async function findByToken(db: Db, ctx: AnsweringContext, input: SubmitInput): Promise<AnswerRow | null> {
  const [row] = await db
    .select()
    .from(formAnswer)
    .where(
      and(
        eq(formAnswer.tenantId, ctx.tenantId),
        eq(formAnswer.formId, input.formId),
        eq(formAnswer.submissionToken, input.submissionToken),
      ),
    );
  if (!row) return null;
  const own =
    row.formUserId === null ? row.accessKeyId === ctx.accessKeyId : row.formUserId === ctx.formUserId;
  if (!own || row.receiptNo === null) throw new ConflictError(staleMessage);
  return row;
}

/** The answer this submission writes over (null: a new one), after the version and one-answer rules. */
async function targetOf(db: Db, ctx: AnsweringContext, input: SubmitInput, multiple: boolean) {
  if (ctx.formUserId === null) {
    if (input.version !== undefined) throw new ConflictError(anonymousEditMessage);
    return null;
  }
  const current = await findCurrentAnswer(db, ctx, input.formId, ctx.formUserId);
  if (input.version !== undefined) {
    if (!current || current.version !== input.version) throw new ConflictError(staleMessage);
    return current;
  }
  if (multiple) return null;
  if (current)
    throw new ConflictError(
      current.answerStatus === FormAnswerStatus.DRAFT || current.answerStatus === FormAnswerStatus.REMAND
        ? staleMessage
        : alreadySentMessage,
    );
  return null;
}

/** Zod issues as the error handler reports field issues: body paths, Japanese messages. */
function checkValues(items: readonly AnswerableItem[], values: Record<string, unknown>) {
  const parsed = formAnswerSchema(items).safeParse(values);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: ["values", ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
  const first = parsed.error.issues[0]!;
  const label = items.find((i) => i.itemKey === String(first.path[0]))?.label ?? "";
  throw new ValidationError(`入力内容に誤りがあります。（${label}: ${first.message}）`, details);
}

export async function submitAnswer(
  deps: ApplicantDeps,
  ctx: AnsweringContext,
  input: SubmitInput,
  now = new Date(),
): Promise<SubmitResult> {
  const { db } = deps;
  // A visitor's first answer is a new row: a repeated token meets the unique index and is answered
  // below. Only an answer that already exists can be re-sent with the same token over itself.
  if (ctx.formUserId !== null || input.version !== undefined) {
    const repeated = await findByToken(db, ctx, input);
    if (repeated) return resultOf(repeated);
  }
  const { row: form, items } = await loadAnswerableForm(db, ctx.form, ctx.organization, now);
  if (needsLogin(form)) requireAnsweringUser(ctx);

  const target = await targetOf(db, ctx, input, form.multipleAnswersAllowed);
  if (target) assertEditable(form, target.answerStatus, now, "送信");
  else assertTakesAnswers(form, now, "送信");

  const raw = ownItemsOnly(input.values, new Set(items.map((i) => i.itemKey)));
  const files = await loadReferencedFiles(db, ctx, form.id, items, raw);
  const who = { answerId: target?.id ?? null, formUserId: ctx.formUserId, accessKeyId: ctx.accessKeyId };
  const resolved = resolveFileValues(items, raw, files, who);
  if (resolved.issues.length > 0) throw new ValidationError(resolved.issues[0]!.message, resolved.issues);
  const values = checkValues(items, resolved.values);

  let applicant: Applicant | null = null;
  if (ctx.formUserId !== null) {
    const user = await getLiveUser(db, ctx, ctx.formUserId);
    applicant = { loginId: user.loginId, name: user.name, nameKana: user.nameKana };
  }

  try {
    const submission = {
      ctx,
      form,
      items,
      target,
      values,
      applicant,
      submissionToken: input.submissionToken,
      now,
    };
    const written = target
      ? await writeSubmission(deps, { ...submission, target })
      : await deps.writeNewAnswer(submission);
    await Promise.all(written.removedPaths.map((p) => removeAnswerFile(deps.fileRoot, p)));
    if (written.mailQueued) wakeMailSender(deps.jobs);
    return { ...resultOf(written.row), mailQueued: written.mailQueued };
  } catch (error) {
    const index = violatedIndex(error);
    if (index === null) throw error;
    // The same token racing itself: the first request's answer is the answer.
    const again = await findByToken(db, ctx, input);
    if (again) return resultOf(again);
    if (index === "form_answer_single_key") {
      const current =
        ctx.formUserId === null ? null : await findCurrentAnswer(db, ctx, form.id, ctx.formUserId);
      throw new ConflictError(current ? alreadySentMessage : cancelledMessage);
    }
    throw new ConflictError(staleMessage);
  }
}
