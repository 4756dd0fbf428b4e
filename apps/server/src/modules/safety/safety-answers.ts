import {
  SAFETY_CLOSED_MESSAGE,
  type SafetyAnswerBody,
  type SafetyAnswerState,
  SafetyQuestion,
} from "@gakumu/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ConflictError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { SAFETY_SERIOUS_ALERT_JOB, type SeriousAlertJobData } from "../safety-alerts/serious-alert-job";
import { type SafetyAnswers, safetyRecipient, safetySend } from "./safety.tables";
import type { SafetyDeps } from "./safety-deps";

/** SafetyState 3 重傷: the answer that alerts the chosen staff. */
const SERIOUS = 3;

// Recording an answer, whoever gives it: the member in the app (MOBILE_APP), anyone holding the mail
// link (MAIL_LINK), or staff after a phone call (PROXY, with their login user id). An answer can be
// changed until the send is closed; the later answer wins (one UPDATE, so two racing answers leave
// the one that committed last). The first answer's time is kept for the "time to 25/50/75 %" figures.
// A 重傷 answer also queues the staff alert (modules/safety-alerts) in the answer's transaction.

export type SafetyAnswerMethodCode = "MOBILE_APP" | "MAIL_LINK" | "PROXY";

export const answerMessages = {
  notFound: "安否確認が見つかりません。",
  closed: SAFETY_CLOSED_MESSAGE,
  notAsked: "この安否確認では尋ねていない質問への回答が含まれています。",
} as const;

export type RecipientRow = typeof safetyRecipient.$inferSelect;
export type SendRow = typeof safetySend.$inferSelect;

/** Only the questions the send asked, in its order; empty text answers are dropped. */
export function answersFor(
  send: Pick<SendRow, "questions">,
  input: SafetyAnswerBody["answers"],
): SafetyAnswers {
  const out: SafetyAnswers = {};
  for (const [question, value] of Object.entries(input)) {
    if (value === undefined || value === "") continue;
    if (!send.questions.includes(question) || !SafetyQuestion.isValid(question)) {
      throw new ValidationError(answerMessages.notAsked, [
        { path: `answers.${question}`, message: answerMessages.notAsked },
      ]);
    }
    out[question] = value;
  }
  return out;
}

export function answerStateOf(
  row: Pick<RecipientRow, "answeredAt" | "answers" | "safetyState" | "answerMethod">,
): SafetyAnswerState | null {
  if (row.answeredAt === null) return null;
  const answers: Record<string, string> = {};
  for (const [k, v] of Object.entries(row.answers)) if (typeof v === "string") answers[k] = v;
  return {
    safetyState: row.safetyState,
    answers,
    answerMethod: row.answerMethod,
    answeredAt: row.answeredAt.toISOString(),
    byStaff: row.answerMethod === "PROXY",
  };
}

/** The recipient row and its send, both within the tenant; null when either is not there. */
export async function recipientWithSend(
  db: Db,
  tenantId: number,
  where: { recipientId: number } | { safetySendId: number; memberId: number },
): Promise<{ recipient: RecipientRow; send: SendRow } | null> {
  const [row] = await db
    .select({ recipient: safetyRecipient, send: safetySend })
    .from(safetyRecipient)
    .innerJoin(
      safetySend,
      and(eq(safetySend.id, safetyRecipient.safetySendId), eq(safetySend.tenantId, tenantId)),
    )
    .where(
      and(
        eq(safetyRecipient.tenantId, tenantId),
        "recipientId" in where
          ? eq(safetyRecipient.id, where.recipientId)
          : and(
              eq(safetyRecipient.safetySendId, where.safetySendId),
              eq(safetyRecipient.memberId, where.memberId),
            ),
      ),
    );
  return row ?? null;
}

/** The first open (app or link) is the read that resend "unread" leaves out. */
export async function markRead(db: Db, tenantId: number, recipientId: number): Promise<void> {
  await db
    .update(safetyRecipient)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(safetyRecipient.tenantId, tenantId),
        eq(safetyRecipient.id, recipientId),
        isNull(safetyRecipient.readAt),
      ),
    );
}

export type AnswerDeps = Pick<SafetyDeps, "db" | "jobs">;

/**
 * The answer's time. Not now() (when the statement started): an answer that waited for a racing one's
 * row lock is stored after it, so its time is taken then (PostgreSQL computes the new row again once
 * the lock is free), and the stored answer is always the one with the latest time.
 */
export const answerTime = sql`clock_timestamp()`;

/** The answer's columns: the later answer replaces the earlier; the first answer's and first read's times stay. */
function answerColumns(input: SafetyAnswerBody, answers: SafetyAnswers, by: AnswerBy) {
  const staff = by.method === "PROXY";
  return {
    safetyState: input.safetyState,
    answers,
    answerMethod: by.method,
    answeredByLoginUserId: staff ? (by.loginUserId ?? null) : null,
    answeredAt: answerTime,
    firstAnsweredAt: sql`coalesce(${safetyRecipient.firstAnsweredAt}, now())`,
    readAt: sql`coalesce(${safetyRecipient.readAt}, now())`,
  };
}

type AnswerBy = { method: SafetyAnswerMethodCode; loginUserId?: number | null };

/**
 * Runs the answer's UPDATE; a 重傷 answer runs it in a transaction with its staff alert's job, so the
 * alert is queued exactly when the answer is stored (a kill -9 loses neither) and the answer waits for
 * nothing but that insert. Other answers are the one statement.
 */
export async function withSeriousAlert<T extends { id: number; tenantId: number }>(
  deps: AnswerDeps,
  state: number,
  update: (db: Db) => Promise<T | undefined>,
): Promise<T | undefined> {
  if (state !== SERIOUS) return update(deps.db);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await update(tx);
    if (updated)
      await deps.jobs.enqueue<SeriousAlertJobData>(
        SAFETY_SERIOUS_ALERT_JOB,
        { recipientId: updated.id },
        { tenantId: updated.tenantId, tx },
      );
    return updated;
  });
  if (row) deps.jobs.wake(SAFETY_SERIOUS_ALERT_JOB);
  return row;
}

/** A member's answer is refused once the send is closed; staff may still record a phone call then. */
const sendIsOpen = sql`exists (select 1 from safety_send s where s.id = safety_recipient.safety_send_id
  and s.tenant_id = safety_recipient.tenant_id and s.closed_at is null)`;

/**
 * Saves the answer. A member's answer is refused once the send is closed (checked in the UPDATE itself,
 * so an answer racing the close never slips in after it); staff may still record a phone call then.
 */
export async function saveAnswer(
  deps: AnswerDeps,
  target: { recipient: RecipientRow; send: SendRow },
  input: SafetyAnswerBody,
  by: AnswerBy,
): Promise<RecipientRow> {
  const answers = answersFor(target.send, input.answers);
  const staff = by.method === "PROXY";
  const row = await withSeriousAlert(deps, input.safetyState, async (db) => {
    const [updated] = await db
      .update(safetyRecipient)
      .set(answerColumns(input, answers, by))
      .where(
        and(
          eq(safetyRecipient.tenantId, target.recipient.tenantId),
          eq(safetyRecipient.id, target.recipient.id),
          // Qualified by hand: inside the subquery an unqualified column would bind to safety_send.
          staff ? undefined : sendIsOpen,
        ),
      )
      .returning();
    return updated;
  });
  if (row) return row;
  if (!staff) throw new ConflictError(answerMessages.closed);
  throw new NotFoundError(answerMessages.notFound);
}
