import {
  type AnswerableItem,
  type AnswerDetail,
  answeredApplicantName,
  FormAnswerStatus,
} from "@gakumu/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { ConflictError, ValidationError } from "../../../platform/errors/app-error";
import type { JobQueue } from "../../../platform/jobs/job-queue";
import { MAIL_SEND_JOB } from "../../../platform/mail/mail-send-job";
import { isMailAddress } from "../../../platform/mail/mail-sender";
import type { Mailer } from "../../../platform/mail/mailer";
import { findFormUserProfile } from "../../form-users/form-user-lookups";
import { type FormRow, getVisibleForm } from "../../forms/form-queries";
import { FORM_ANSWER_MENU } from "../form-answers.menu";
import { formAnswer, formAnswerStatusLog } from "../form-answers.tables";
import {
  type AnswerRow,
  answerableItemsOf,
  answersOfForm,
  getStaffAnswer,
  staleAnswerError,
} from "./answer-access";
import { toAnswerDetail } from "./answer-detail.service";
import { checkStaffTransition, type StaffStatus } from "./answer-transitions";

export interface StatusDeps {
  db: Db;
  mailer: Pick<Mailer, "send">;
  jobs: Pick<JobQueue, "wake">;
}

export interface StatusChange {
  status: StaffStatus;
  message?: string;
}

/** A remand tells the applicant what to fix, so it needs words; other changes may carry a note. */
function messageOf(change: StatusChange): string | null {
  const message = change.message?.trim() ?? "";
  if (change.status === FormAnswerStatus.REMAND && !message)
    throw new ValidationError("差し戻しの理由（申込者へのメッセージ）を入力してください。", [
      { path: "message", message: "差し戻しの理由を入力してください。" },
    ]);
  return message || null;
}

type ItemsLoader = () => Promise<AnswerableItem[]>;

/** The form's items, loaded at most once per status change however many answers it mails. */
function itemsLoader(tx: Db, form: FormRow): ItemsLoader {
  let items: Promise<AnswerableItem[]> | null = null;
  return () => {
    items ??= answerableItemsOf(tx, form);
    return items;
  };
}

/** Who the remand mail greets: the form user's profile name, else the form's name item's answer. */
async function applicantName(tx: Db, answer: AnswerRow, items: ItemsLoader): Promise<string | undefined> {
  if (answer.formUserId !== null) {
    const user = await findFormUserProfile(tx, answer.tenantId, answer.formUserId);
    if (user?.name) return user.name;
  }
  return answeredApplicantName(await items(), answer.answerValues) || undefined;
}

/**
 * Moves one answer inside the caller's transaction: the row (only if still at the version read), a
 * log row, and for a remand the mail, written in the same transaction so it goes out only if the
 * change commits. Returns the new row, or null when someone changed the answer meanwhile.
 */
async function applyChange(
  tx: Db,
  deps: StatusDeps,
  ctx: RequestContext,
  form: FormRow,
  answer: AnswerRow,
  status: StaffStatus,
  message: string | null,
  items: ItemsLoader,
): Promise<{ row: AnswerRow; mailQueued: boolean } | null> {
  const [row] = await tx
    .update(formAnswer)
    .set({
      answerStatus: status,
      remandMessage: status === FormAnswerStatus.REMAND ? message : null,
      statusChangedAt: new Date(),
      statusChangedByLoginUserId: ctx.loginUserId,
      version: answer.version + 1,
    })
    .where(
      and(
        eq(formAnswer.tenantId, ctx.tenantId),
        eq(formAnswer.id, answer.id),
        eq(formAnswer.version, answer.version),
      ),
    )
    .returning();
  if (!row) return null;
  await tx.insert(formAnswerStatusLog).values({
    tenantId: answer.tenantId,
    formAnswerId: answer.id,
    fromStatus: answer.answerStatus,
    toStatus: status,
    message,
    loginUserId: ctx.loginUserId,
  });
  const to = answer.mailAddress?.trim() ?? "";
  if (status !== FormAnswerStatus.REMAND || !message || !isMailAddress(to)) return { row, mailQueued: false };
  await deps.mailer.send({
    tenantId: form.tenantId,
    organizationId: form.organizationId,
    to,
    template: "form-answer-remand",
    params: {
      formTitle: form.title,
      message,
      receiptNo: answer.receiptNo,
      deadline: form.answerPeriodEnd,
      name: await applicantName(tx, answer, items),
      hasAccount: answer.formUserId !== null,
    },
    // One mail per remand, however often the request is retried.
    idempotencyKey: `form-answer-remand:${answer.id}:${row.version}`,
    tx,
  });
  return { row, mailQueued: true };
}

/** 確定・差し戻し・取消・回答済みに戻す for one answer, at the version the caller read. */
export async function changeAnswerStatus(
  deps: StatusDeps,
  ctx: RequestContext,
  ids: { formId: number; answerId: number },
  change: StatusChange & { version: number },
): Promise<AnswerDetail & { mailQueued: boolean }> {
  requireMenu(ctx, FORM_ANSWER_MENU, "write");
  const { form, answer } = await getStaffAnswer(deps.db, ctx, ids.formId, ids.answerId);
  const message = messageOf(change);
  if (answer.version !== change.version) throw staleAnswerError();
  const allowed = checkStaffTransition(answer.answerStatus, change.status);
  if (!allowed.ok) throw new ConflictError(allowed.reason);
  const result = await deps.db.transaction(async (tx) =>
    applyChange(tx, deps, ctx, form, answer, change.status, message, itemsLoader(tx, form)),
  );
  if (!result) throw staleAnswerError();
  if (result.mailQueued) deps.jobs.wake(MAIL_SEND_JOB);
  return { ...(await toAnswerDetail(deps.db, result.row)), mailQueued: result.mailQueued };
}

export interface BulkStatusResult {
  changed: number;
  skipped: { answerId: number; reason: string }[];
}

/** The same change for many answers of one form, in one transaction; the rest reported with reasons. */
export async function changeAnswerStatuses(
  deps: StatusDeps,
  ctx: RequestContext,
  formId: number,
  input: StatusChange & { answerIds: number[] },
): Promise<BulkStatusResult> {
  requireMenu(ctx, FORM_ANSWER_MENU, "write");
  const form = await getVisibleForm(deps.db, ctx, formId);
  const message = messageOf(input);
  const ids = [...new Set(input.answerIds)];
  let mailed = false;
  const result = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(formAnswer)
      .where(and(answersOfForm(form), inArray(formAnswer.id, ids)))
      .orderBy(asc(formAnswer.id))
      .for("update");
    const byId = new Map(rows.map((r) => [r.id, r]));
    const outcome: BulkStatusResult = { changed: 0, skipped: [] };
    const items = itemsLoader(tx, form);
    for (const answerId of ids) {
      const answer = byId.get(answerId);
      if (!answer) {
        outcome.skipped.push({ answerId, reason: "回答が見つかりません。" });
        continue;
      }
      const allowed = checkStaffTransition(answer.answerStatus, input.status);
      if (!allowed.ok) {
        outcome.skipped.push({ answerId, reason: allowed.reason });
        continue;
      }
      // The rows are locked, so the version read is the current one.
      const done = await applyChange(tx, deps, ctx, form, answer, input.status, message, items);
      if (!done) throw staleAnswerError();
      outcome.changed += 1;
      mailed ||= done.mailQueued;
    }
    return outcome;
  });
  if (mailed) deps.jobs.wake(MAIL_SEND_JOB);
  return result;
}
