import type { SentMailDetail, SentMailPage, SentMailQuery, SentMailSummary } from "@gakumu/domain";
import { toHalfWidthAscii } from "@gakumu/domain";
import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type AuthorizedCaller, requireMenu } from "../access/require-menu";
import { NotFoundError } from "../errors/app-error";
import type { MenuCode } from "../permissions/menu-catalogue";
import { mailOutbox } from "./mail.tables";

/**
 * One tenant's mails as 送信メール shows them: a system administrator reads what the platform sent (or
 * kept, with no SMTP server) for their tenant, never another tenant's or the platform's own.
 */
export class SentMailNotFoundError extends NotFoundError {
  constructor() {
    super("メールが見つかりません。");
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (value: Date | null) => (value ? value.toISOString() : null);

const summaryColumns = {
  id: mailOutbox.id,
  status: mailOutbox.status,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
};

type SummaryRow = Pick<
  typeof mailOutbox.$inferSelect,
  "id" | "status" | "toAddress" | "subject" | "createdAt" | "sentAt" | "attempts" | "lastError"
>;

function toSummary(row: SummaryRow): SentMailSummary {
  return { ...row, createdAt: row.createdAt.toISOString(), sentAt: iso(row.sentAt) };
}

/** The 送信メール screen's menu (master category); the sent-mail module serves it. */
const SENT_MAIL_MENU = "sent-mail" satisfies MenuCode;

/** Whose mail: the caller's tenant, read with the 送信メール menu. */
export interface SentMailReader extends AuthorizedCaller {
  tenantId: number;
}

export async function pageSentMail(
  db: Db,
  reader: SentMailReader,
  query: SentMailQuery,
  pageSize: number,
): Promise<SentMailPage> {
  requireMenu(reader, SENT_MAIL_MENU, "read");
  const { tenantId } = reader;
  const conditions: (SQL | undefined)[] = [eq(mailOutbox.tenantId, tenantId)];
  if (query.status) conditions.push(eq(mailOutbox.status, query.status));
  const to = toHalfWidthAscii(query.to.trim());
  if (to) conditions.push(ilike(mailOutbox.toAddress, `%${escapeLike(to)}%`));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0, page: query.page, pageSize };
}

export async function getSentMail(db: Db, reader: SentMailReader, id: number): Promise<SentMailDetail> {
  requireMenu(reader, SENT_MAIL_MENU, "read");
  const { tenantId } = reader;
  const [row] = await db
    .select({
      ...summaryColumns,
      fromAddress: mailOutbox.fromAddress,
      textBody: mailOutbox.textBody,
      messageId: mailOutbox.messageId,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.tenantId, tenantId)));
  if (!row) throw new SentMailNotFoundError();
  return {
    ...toSummary(row),
    fromAddress: row.fromAddress,
    textBody: row.textBody,
    messageId: row.messageId,
  };
}
