import { z } from "zod";
import { defineContracts } from "../api/contract";
import { idSchema, pageSchema } from "../api/params";
import { type CodeType, defineCodes } from "../codes/define-codes";
import { DEFAULT_PAGE_DISPLAY_COUNT } from "../constants";

/**
 * Where a mail the platform wrote stands (server: platform/mail/mail.tables.ts). kept: no SMTP server
 * is configured, so the mail stays in the platform for an administrator to read on 送信メール.
 */
export const SentMailStatus = defineCodes({
  QUEUED: { code: "queued", label: "送信待ち" },
  SENT: { code: "sent", label: "送信済み" },
  FAILED: { code: "failed", label: "送信失敗" },
  KEPT: { code: "kept", label: "未送信（保管）" },
});
export type SentMailStatusCode = CodeType<typeof SentMailStatus>;

const statusCode = SentMailStatus.schema;

export const SENT_MAIL_PAGE_SIZE = DEFAULT_PAGE_DISPLAY_COUNT;

/** 送信メール list: newest first, by status and a fragment of the recipient's address. */
export const SentMailQuery = z.object({
  status: SentMailStatus.querySchema.optional(),
  to: z.string().max(320, "宛先は320文字以内で入力してください").default(""),
  page: pageSchema,
});
export type SentMailQuery = z.infer<typeof SentMailQuery>;

/** GET /app/api/sent-mail/:mailId */
export const SentMailParams = z.object({ mailId: idSchema("メール") });

export const SentMailSummary = z.object({
  id: z.number(),
  status: statusCode,
  toAddress: z.string(),
  subject: z.string(),
  /** ISO instants; sentAt only once the SMTP server accepted it. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number(),
  /** What the SMTP server answered last when it refused or could not be reached. */
  lastError: z.string().nullable(),
});
export type SentMailSummary = z.infer<typeof SentMailSummary>;

export const SentMailPage = z.object({
  items: z.array(SentMailSummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SentMailPage = z.infer<typeof SentMailPage>;

export const SentMailDetail = SentMailSummary.extend({
  fromAddress: z.string(),
  textBody: z.string(),
  /** The SMTP Message-ID, kept once sent. */
  messageId: z.string().nullable(),
});
export type SentMailDetail = z.infer<typeof SentMailDetail>;

const BASE = "/app/api/sent-mail";
/** 送信メール (server: modules/sent-mail/sent-mail.routes.ts). */
export const sentMailContracts = defineContracts({
  [`GET ${BASE}`]: SentMailPage,
  [`GET ${BASE}/:mailId`]: SentMailDetail,
} as const);
