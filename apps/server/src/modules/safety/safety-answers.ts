import {
  SAFETY_CLOSED_MESSAGE,
  type SafetyAnswerBody,
  type SafetyAnswerState,
  SafetyQuestion,
} from "@gakumu/domain";
import { and, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
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

export function answerStateOf(row: RecipientRow): SafetyAnswerState | null {
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

type AnswerDeps = Pick<SafetyDeps, "db" | "jobs">;

/** The answer's columns: the later answer replaces the earlier; the first answer's and first read's times stay. */
function answerColumns(input: SafetyAnswerBody, answers: SafetyAnswers, by: AnswerBy) {
  const staff = by.method === "PROXY";
  return {
    safetyState: input.safetyState,
    answers,
    answerMethod: by.method,
    answeredByLoginUserId: staff ? (by.loginUserId ?? null) : null,
    answeredAt: sql`now()`,
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
async function withSeriousAlert<T extends { id: number; tenantId: number }>(
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

/** What the answer screen shows after answering, read by the answer's own statement. */
export interface AnsweredRow {
  recipient: RecipientRow;
  send: SendRow;
  organizationName: string;
  recipientName: string;
}

const p = {
  tenantId: sql.placeholder("tenantId"),
  safetySendId: sql.placeholder("safetySendId"),
  memberId: sql.placeholder("memberId"),
};

/**
 * A member's answer as one prepared statement (built once, planned once per connection): the spike of
 * answers after an earthquake runs it thousands of times a second. Its columns are answerColumns'.
 */
const memberAnswerUpdate = preparedPerDb((db) =>
  db
    .update(safetyRecipient)
    .set({
      safetyState: sql`${sql.placeholder("safetyState")}::smallint`,
      answers: sql`${sql.placeholder("answers")}::jsonb`,
      answerMethod: sql`${sql.placeholder("method")}::varchar`,
      answeredByLoginUserId: null,
      answeredAt: sql`now()`,
      firstAnsweredAt: sql`coalesce(${safetyRecipient.firstAnsweredAt}, now())`,
      readAt: sql`coalesce(${safetyRecipient.readAt}, now())`,
    })
    .from(safetySend)
    .where(
      and(
        eq(safetyRecipient.tenantId, p.tenantId),
        eq(safetyRecipient.safetySendId, p.safetySendId),
        eq(safetyRecipient.memberId, p.memberId),
        eq(safetySend.id, safetyRecipient.safetySendId),
        eq(safetySend.tenantId, safetyRecipient.tenantId),
        isNull(safetySend.closedAt),
        sql`${safetySend.questions} ?& ${sql.placeholder("asked")}::text[]`,
      ),
    )
    .returning({
      recipient: getTableColumns(safetyRecipient),
      send: getTableColumns(safetySend),
      organizationName: sql<string>`coalesce((select o.name from organization o
        where o.id = ${safetySend.organizationId} and o.tenant_id = ${safetySend.tenantId}), '')`,
      recipientName: sql<string>`coalesce((select m.name from member m
        where m.id = ${safetyRecipient.memberId} and m.tenant_id = ${safetyRecipient.tenantId}
          and m.deleted_at is null), '')`,
    })
    .prepare("safety_member_answer"),
);

/**
 * A member's answer (app or mail link) in one statement: the UPDATE finds the member's row of the send,
 * checks the send is open and asked every question answered, and returns the row, the send and the
 * names the answer screen shows. An answer refused by any of those (rare) is then looked at again to
 * say why. This is the path a spike of answers takes, so it costs one round trip to the database.
 */
export async function saveMemberAnswer(
  deps: AnswerDeps,
  where: { tenantId: number; safetySendId: number; memberId: number },
  input: SafetyAnswerBody,
  method: "MOBILE_APP" | "MAIL_LINK",
): Promise<AnsweredRow> {
  const answers: SafetyAnswers = {};
  for (const [question, value] of Object.entries(input.answers))
    if (value !== undefined && value !== "") answers[question] = value;
  const asked = Object.keys(answers);
  const allKnown = asked.every((q) => SafetyQuestion.isValid(q));
  const row = !allKnown
    ? undefined
    : await withSeriousAlert(deps, input.safetyState, async (db) => {
        const [updated] = await memberAnswerUpdate(db).execute({
          ...where,
          safetyState: input.safetyState,
          answers: JSON.stringify(answers),
          method,
          asked: `{${asked.map((q) => `"${q}"`).join(",")}}`,
        });
        return updated
          ? { ...updated, id: updated.recipient.id, tenantId: updated.recipient.tenantId }
          : undefined;
      });
  if (row) return row;
  // Why not: no such row, a question the send did not ask, or answering closed.
  const found = await recipientWithSend(deps.db, where.tenantId, where);
  if (!found) throw new NotFoundError(answerMessages.notFound);
  answersFor(found.send, input.answers);
  throw new ConflictError(answerMessages.closed);
}
