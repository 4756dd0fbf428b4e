import { NotificationType, type SafetyAnswerBody, SafetyQuestion } from "@gakumu/domain";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { preparedPerDb } from "../../db/prepared";
import { mailLinkParams, mailLinkRead, mailLinkRecipient } from "../../platform/delivery/mail-link-subquery";
import { ConflictError, NotFoundError } from "../../platform/errors/app-error";
import { memberNameOf } from "../members/member-sql";
import { type SafetyAnswers, safetyRecipient, safetySend } from "./safety.tables";
import {
  type AnswerDeps,
  answerMessages,
  answersFor,
  answerTime,
  type RecipientRow,
  recipientWithSend,
  type SendRow,
  withSeriousAlert,
} from "./safety-answers";

// A member's own answer, the path the spike of answers after an earthquake takes: one prepared
// statement (built once, planned once per connection) finds the member's row of the send, checks the
// send is open and asked every question answered, saves the answer and returns what the answer screen
// shows. From a mail link the same statement also finds the link's row and records its read (the
// delivery engine's expressions, mail-link-subquery.ts), so an answer costs one round trip. An answer
// the statement refuses (rare) is looked at again to say why.

/** What the answer screen shows after answering, read by the answer's own statement. */
export interface AnsweredRow {
  recipient: Pick<
    RecipientRow,
    "id" | "tenantId" | "safetyState" | "answers" | "answerMethod" | "answeredAt"
  >;
  send: Pick<SendRow, "title" | "isDrill" | "bodyHtml" | "questions" | "closedAt">;
  organizationName: string;
  recipientName: string;
}

/** The delivery kinds a safety answer belongs to. */
export const SAFETY_KINDS: readonly number[] = [NotificationType.SAFETY, NotificationType.DAILY_SAFETY];

/** The answer's columns (as answerColumns for a member): the first answer's and first read's times stay. */
const answerSet = {
  safetyState: sql`${sql.placeholder("safetyState")}::smallint`,
  answers: sql`${sql.placeholder("answers")}::jsonb`,
  answerMethod: sql`${sql.placeholder("method")}::varchar`,
  answeredByLoginUserId: null,
  answeredAt: answerTime,
  firstAnsweredAt: sql`coalesce(${safetyRecipient.firstAnsweredAt}, now())`,
  readAt: sql`coalesce(${safetyRecipient.readAt}, now())`,
};

/** Open, and asked every question answered (the placeholder is a text[] literal). */
const sendTakesAnswer = and(
  isNull(safetySend.closedAt),
  sql`${safetySend.questions} ?& ${sql.placeholder("asked")}::text[]`,
);

/** What the answer screen shows: the member's answer, the send, the school's and the member's names. */
export const answerViewColumns = {
  recipient: {
    id: safetyRecipient.id,
    tenantId: safetyRecipient.tenantId,
    safetyState: safetyRecipient.safetyState,
    answers: safetyRecipient.answers,
    answerMethod: safetyRecipient.answerMethod,
    answeredAt: safetyRecipient.answeredAt,
  },
  send: {
    title: safetySend.title,
    isDrill: safetySend.isDrill,
    bodyHtml: safetySend.bodyHtml,
    questions: safetySend.questions,
    closedAt: safetySend.closedAt,
  },
  organizationName: sql<string>`coalesce((select o.name from organization o
    where o.id = ${safetySend.organizationId} and o.tenant_id = ${safetySend.tenantId}), '')`,
  recipientName: memberNameOf(safetyRecipient.memberId, safetyRecipient.tenantId),
};

/** The member's row of a send they are known to be asked by (the member app opened the message). */
const memberAnswerUpdate = preparedPerDb((db) =>
  db
    .update(safetyRecipient)
    .set(answerSet)
    .from(safetySend)
    .where(
      and(
        eq(safetyRecipient.tenantId, sql.placeholder("tenantId")),
        eq(safetyRecipient.safetySendId, sql.placeholder("safetySendId")),
        eq(safetyRecipient.memberId, sql.placeholder("memberId")),
        eq(safetySend.id, safetyRecipient.safetySendId),
        eq(safetySend.tenantId, safetyRecipient.tenantId),
        sendTakesAnswer,
      ),
    )
    .returning(answerViewColumns)
    .prepare("safety_member_answer"),
);

/** The row of the member and send a mail link opens, found by the link itself. */
const mailLinkAnswerUpdate = preparedPerDb((db) =>
  db
    .with(mailLinkRecipient, mailLinkRead)
    .update(safetyRecipient)
    .set(answerSet)
    .from(safetySend)
    .innerJoin(
      mailLinkRecipient,
      and(
        eq(mailLinkRecipient.sourceId, safetySend.id),
        eq(mailLinkRecipient.tenantId, safetySend.tenantId),
        inArray(mailLinkRecipient.kind, [...SAFETY_KINDS]),
      ),
    )
    .where(
      and(
        eq(safetyRecipient.tenantId, mailLinkRecipient.tenantId),
        eq(safetyRecipient.safetySendId, mailLinkRecipient.sourceId),
        eq(safetyRecipient.memberId, mailLinkRecipient.memberId),
        sendTakesAnswer,
      ),
    )
    .returning(answerViewColumns)
    .prepare("safety_mail_link_answer"),
);

/** The statements' answer values; null when a question is not one the platform knows. */
function answerParams(input: SafetyAnswerBody, method: "MOBILE_APP" | "MAIL_LINK") {
  const answers: SafetyAnswers = {};
  for (const [question, value] of Object.entries(input.answers))
    if (value !== undefined && value !== "") answers[question] = value;
  const asked = Object.keys(answers);
  if (!asked.every((q) => SafetyQuestion.isValid(q))) return null;
  return {
    safetyState: input.safetyState,
    answers: JSON.stringify(answers),
    method,
    // Question codes are checked above, so they need no escaping in the array literal.
    asked: `{${asked.map((q) => `"${q}"`).join(",")}}`,
  };
}

type Updated = Awaited<ReturnType<ReturnType<typeof memberAnswerUpdate>["execute"]>>[number];

function save(deps: AnswerDeps, state: number, run: (db: AnswerDeps["db"]) => Promise<Updated[]>) {
  return withSeriousAlert(deps, state, async (db) => {
    const [updated] = await run(db);
    return updated && { ...updated, id: updated.recipient.id, tenantId: updated.recipient.tenantId };
  });
}

/** A member's answer in the member app (the delivery engine has said the message is theirs). */
export async function saveMemberAnswer(
  deps: AnswerDeps,
  where: { tenantId: number; safetySendId: number; memberId: number },
  input: SafetyAnswerBody,
  method: "MOBILE_APP" | "MAIL_LINK",
): Promise<AnsweredRow> {
  const params = answerParams(input, method);
  const row =
    params &&
    (await save(deps, input.safetyState, (db) => memberAnswerUpdate(db).execute({ ...where, ...params })));
  if (row) return row;
  // Why not: no such row, a question the send did not ask, or answering closed.
  const found = await recipientWithSend(deps.db, where.tenantId, where);
  if (!found) throw new NotFoundError(answerMessages.notFound);
  answersFor(found.send, input.answers);
  throw new ConflictError(answerMessages.closed);
}

/**
 * A member's answer from their mail link, in one statement; null when the statement saved nothing
 * (not a member's safety link, closed, a question not asked): the caller then takes the general path,
 * which says why.
 */
export async function saveMailLinkAnswer(
  deps: AnswerDeps,
  key: string,
  input: SafetyAnswerBody,
): Promise<AnsweredRow | null> {
  const link = mailLinkParams(key);
  const params = answerParams(input, "MAIL_LINK");
  if (!link || !params) return null;
  const row = await save(deps, input.safetyState, (db) =>
    mailLinkAnswerUpdate(db).execute({ ...link, ...params }),
  );
  return row ?? null;
}
