import { FormAnswerStatus } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import { ConflictError } from "../../../platform/errors/app-error";
import { removeAnswerFile } from "../files/answer-file-store";
import { formAnswer } from "../form-answers.tables";
import {
  attachFiles,
  keptFileIds,
  loadReferencedFiles,
  removeAnswerFileRows,
  resolveFileValues,
} from "./answer-files";
import { loadAnswerableForm } from "./answer-form";
import { findCurrentAnswer } from "./answer-queries";
import { assertEditable, assertTakesAnswers } from "./answer-rules";
import {
  assertAnswerSize,
  lockAnswer,
  logStatus,
  ownItemsOnly,
  staleMessage,
  violatedIndex,
} from "./answer-write";
import { type AnsweringContext, requireAnsweringUser } from "./applicant-access";
import type { ApplicantDeps } from "./applicant-deps";

// 一時保存 (save midway), for logged-in form users. A draft keeps what was typed, even values that
// would not pass the checks yet, so nothing is lost; only the form's own items are kept, files are
// checked as on sending (a file the caller may not use is dropped), and the whole is capped in size.
// When the form stops taking answers the save is refused and the stored draft stays as it was.

export interface SaveDraftInput {
  formId: number;
  values: Record<string, unknown>;
  version?: number;
}

const loginMessage = "一時保存するにはログインしてください。";
const sentMessage = "送信済みの回答は一時保存できません。変更した内容は「送信」で保存してください。";

export async function saveDraft(
  deps: ApplicantDeps,
  ctx: AnsweringContext,
  input: SaveDraftInput,
  now = new Date(),
) {
  const { db } = deps;
  const formUserId = requireAnsweringUser(ctx, loginMessage);
  const { row: form, items } = await loadAnswerableForm(db, ctx.form, ctx.organization, now);
  const raw = ownItemsOnly(input.values, new Set(items.map((i) => i.itemKey)));
  assertAnswerSize(raw);

  const current = await findCurrentAnswer(db, ctx, form.id, formUserId);
  const target = input.version === undefined ? null : current;
  if (input.version !== undefined && (!current || current.version !== input.version))
    throw new ConflictError(staleMessage);
  if (!target && current && !form.multipleAnswersAllowed) throw new ConflictError(staleMessage);
  if (target) {
    if (target.answerStatus !== FormAnswerStatus.DRAFT && target.answerStatus !== FormAnswerStatus.REMAND)
      throw new ConflictError(sentMessage);
    assertEditable(form, target.answerStatus, now, "保存");
  } else {
    assertTakesAnswers(form, now, "保存");
  }

  const files = await loadReferencedFiles(db, ctx, form.id, items, raw);
  const resolved = resolveFileValues(items, raw, files, {
    answerId: target?.id ?? null,
    formUserId,
    accessKeyId: ctx.accessKeyId,
  });
  const values = resolved.values;
  const keep = keptFileIds(items, values);

  let removedPaths: string[] = [];
  const saved = await db
    .transaction(async (tx) => {
      let answer: { id: number; version: number };
      if (target) {
        await lockAnswer(tx, ctx, target.id, target.version);
        [answer] = (await tx
          .update(formAnswer)
          .set({ answerValues: values as never, version: target.version + 1 })
          .where(and(eq(formAnswer.tenantId, ctx.tenantId), eq(formAnswer.id, target.id)))
          .returning({ id: formAnswer.id, version: formAnswer.version })) as [typeof answer];
      } else {
        [answer] = (await tx
          .insert(formAnswer)
          .values({
            tenantId: ctx.tenantId,
            organizationId: ctx.organizationId,
            formId: form.id,
            formUserId,
            accessKeyId: ctx.accessKeyId,
            singleAnswer: !form.multipleAnswersAllowed,
            answerStatus: FormAnswerStatus.DRAFT,
            answerValues: values as never,
          })
          .returning({ id: formAnswer.id, version: formAnswer.version })) as [typeof answer];
        await logStatus(tx, ctx.tenantId, answer.id, null, FormAnswerStatus.DRAFT);
      }
      await attachFiles(tx, answer.id, keep, now);
      removedPaths = await removeAnswerFileRows(tx, answer.id, { deleteIds: resolved.deleteIds });
      return answer;
    })
    .catch((error) => {
      // Two first saves of one user racing: the single-answer index keeps one; the other reloads.
      if (violatedIndex(error) !== null) throw new ConflictError(staleMessage);
      throw error;
    });
  await Promise.all(removedPaths.map((p) => removeAnswerFile(deps.fileRoot, p)));
  return { answerId: saved.id, version: saved.version, savedAt: now.toISOString() };
}
