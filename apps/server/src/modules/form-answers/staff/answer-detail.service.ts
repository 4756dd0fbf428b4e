import type { AnswerDetail } from "@gakumu/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { loginUser } from "../../../platform/auth/login-user.tables";
import { findFormUserProfile } from "../../form-users/form-user-lookups";
import { FORM_ANSWER_MENU } from "../form-answers.menu";
import { formAnswerStatusLog } from "../form-answers.tables";
import { type AnswerRow, getStaffAnswer } from "./answer-access";

const iso = (d: Date | null) => d?.toISOString() ?? null;

type Status = AnswerDetail["answerStatus"];

/** The applicant's profile as staff see it; the account may have been deleted since (it stays readable). */
export async function applicantOf(db: Db, answer: AnswerRow): Promise<AnswerDetail["applicant"]> {
  const user = answer.formUserId ? await findFormUserProfile(db, answer.tenantId, answer.formUserId) : null;
  return user ?? { formUserId: null, loginId: null, name: "", nameKana: "", telNo: "" };
}

/** Every status change, oldest first, with the staff member's name (null when the applicant acted). */
async function historyOf(db: Db, answer: AnswerRow): Promise<AnswerDetail["history"]> {
  const rows = await db
    .select({ log: formAnswerStatusLog, staffName: loginUser.name })
    .from(formAnswerStatusLog)
    .leftJoin(
      loginUser,
      and(eq(loginUser.id, formAnswerStatusLog.loginUserId), eq(loginUser.tenantId, answer.tenantId)),
    )
    .where(
      and(eq(formAnswerStatusLog.tenantId, answer.tenantId), eq(formAnswerStatusLog.formAnswerId, answer.id)),
    )
    .orderBy(asc(formAnswerStatusLog.createdAt), asc(formAnswerStatusLog.id));
  return rows.map(({ log, staffName }) => ({
    fromStatus: log.fromStatus as Status | null,
    toStatus: log.toStatus as Status,
    message: log.message,
    // A staff account deleted since still shows that staff acted.
    changedBy: log.loginUserId === null ? null : (staffName ?? "（削除されたユーザー）"),
    createdAt: log.createdAt.toISOString(),
  }));
}

export async function toAnswerDetail(db: Db, answer: AnswerRow): Promise<AnswerDetail> {
  const [applicant, history] = await Promise.all([applicantOf(db, answer), historyOf(db, answer)]);
  return {
    answerId: answer.id,
    formId: answer.formId,
    receiptNo: answer.receiptNo,
    answerStatus: answer.answerStatus as Status,
    values: answer.answerValues,
    applicant,
    mailAddress: answer.mailAddress,
    remandMessage: answer.remandMessage,
    firstSubmittedAt: iso(answer.firstSubmittedAt),
    lastSubmittedAt: iso(answer.lastSubmittedAt),
    updatedAt: answer.updatedAt.toISOString(),
    version: answer.version,
    history,
  };
}

/** One answer of a form the caller may see: values, the applicant, the history of its status. */
export async function getAnswerDetail(
  db: Db,
  ctx: RequestContext,
  formId: number,
  answerId: number,
): Promise<AnswerDetail> {
  requireMenu(ctx, FORM_ANSWER_MENU, "read");
  const { answer } = await getStaffAnswer(db, ctx, formId, answerId);
  return toAnswerDetail(db, answer);
}
