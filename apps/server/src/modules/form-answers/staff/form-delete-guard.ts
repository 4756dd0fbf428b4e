import { FormAnswerStatus } from "@gakumu/domain";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ConflictError } from "../../../platform/errors/app-error";
import { formAnswer } from "../form-answers.tables";

export const formHasAnswersMessage =
  "回答があるため削除できません。回答を確認・出力したうえで、フォームは非公開のまま残してください。";

/**
 * The forms module asks this before deleting a form: a form with answers other than drafts keeps
 * them reachable, so it is refused (409). Drafts alone do not hold a form back.
 */
export async function assertFormHasNoAnswers(
  db: Db,
  owner: { tenantId: number; formId: number },
): Promise<void> {
  const [found] = await db
    .select({ id: formAnswer.id })
    .from(formAnswer)
    .where(
      and(
        eq(formAnswer.tenantId, owner.tenantId),
        eq(formAnswer.formId, owner.formId),
        ne(formAnswer.answerStatus, FormAnswerStatus.DRAFT),
      ),
    )
    .limit(1);
  if (found) throw new ConflictError(formHasAnswersMessage);
}
