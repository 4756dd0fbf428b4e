import {
  SAFETY_CLOSED_MESSAGE,
  type SafetyAnswerBody,
  type SafetyAnswerState,
  SafetyQuestion,
} from "@gakumu/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ConflictError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { type SafetyAnswers, safetyRecipient, safetySend } from "./safety.tables";

// Recording an answer, whoever gives it: the member in the app (MOBILE_APP), anyone holding the mail
// link (MAIL_LINK), or staff after a phone call (PROXY, with their login user id). An answer can be
// changed until the send is closed; the later answer wins (one UPDATE, so two racing answers leave
// the one that committed last). The first answer's time is kept for the "time to 25/50/75 %" figures.

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

/**
 * Saves the answer. A member's answer is refused once the send is closed (checked in the UPDATE itself,
 * so an answer racing the close never slips in after it); staff may still record a phone call then.
 */
export async function saveAnswer(
  db: Db,
  target: { recipient: RecipientRow; send: SendRow },
  input: SafetyAnswerBody,
  by: { method: SafetyAnswerMethodCode; loginUserId?: number | null },
): Promise<RecipientRow> {
  const answers = answersFor(target.send, input.answers);
  const staff = by.method === "PROXY";
  const [row] = await db
    .update(safetyRecipient)
    .set({
      safetyState: input.safetyState,
      answers,
      answerMethod: by.method,
      answeredByLoginUserId: staff ? (by.loginUserId ?? null) : null,
      answeredAt: sql`now()`,
      firstAnsweredAt: sql`coalesce(${safetyRecipient.firstAnsweredAt}, now())`,
      readAt: sql`coalesce(${safetyRecipient.readAt}, now())`,
    })
    .where(
      and(
        eq(safetyRecipient.tenantId, target.recipient.tenantId),
        eq(safetyRecipient.id, target.recipient.id),
        staff
          ? undefined
          : // Qualified by hand: inside the subquery an unqualified column would bind to safety_send.
            sql`exists (select 1 from safety_send s where s.id = safety_recipient.safety_send_id
              and s.tenant_id = safety_recipient.tenant_id and s.closed_at is null)`,
      ),
    )
    .returning();
  if (row) return row;
  if (!staff) throw new ConflictError(answerMessages.closed);
  throw new NotFoundError(answerMessages.notFound);
}
