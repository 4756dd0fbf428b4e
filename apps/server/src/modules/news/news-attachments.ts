import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  NEWS_ATTACHMENT_BASE,
  type NewsAttachment,
  type NewsType,
  PUSH_ATTACHMENT_MAX_BYTES,
} from "@gakumu/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { NotFoundError, ValidationError } from "../../platform/errors/app-error";
import {
  attachmentFileName,
  attachmentMessages,
  detectAttachmentType,
} from "../push-notifications/push-attachments";
import { menuOf } from "./news.menu";
import { type NewsAttachmentRef, newsAttachment } from "./news.tables";
import type { NewsDeps } from "./news-deps";

// Files attached to an announcement or FAQ: PDF and images only, recognised by their first bytes with
// push notifications' check (a name or a declared type proves nothing). Stored under
// DATA_DIR/news-attachments/<key>; the 32-byte random key is the download address and its permission.

const directoryOf = (dataDir: string) => path.join(dataDir, "news-attachments");
export const newsAttachmentDirectory = directoryOf;

export const attachmentUrl = (publicUrl: string, key: string) => `${publicUrl}${NEWS_ATTACHMENT_BASE}/${key}`;

export const withUrls = (publicUrl: string, refs: readonly NewsAttachmentRef[]): NewsAttachment[] =>
  refs.map((r) => ({ ...r, url: attachmentUrl(publicUrl, r.key) }));

export async function storeNewsAttachment(
  deps: Pick<NewsDeps, "db" | "dataDir" | "publicUrl">,
  ctx: RequestContext,
  type: NewsType,
  file: { fileName: string; bytes: Buffer },
): Promise<NewsAttachment> {
  requireMenu(ctx, menuOf(type), "write");
  if (file.bytes.length === 0) throw new ValidationError(attachmentMessages.empty);
  if (file.bytes.length > PUSH_ATTACHMENT_MAX_BYTES) throw new ValidationError(attachmentMessages.tooLarge);
  const contentType = detectAttachmentType(file.bytes);
  if (!contentType) throw new ValidationError(attachmentMessages.wrongType);
  const key = crypto.randomBytes(32).toString("base64url");
  const dir = directoryOf(deps.dataDir);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, key), file.bytes, { mode: 0o600 });
  const name = attachmentFileName(file.fileName, contentType);
  await deps.db.insert(newsAttachment).values({
    tenantId: ctx.tenantId,
    organizationId: ctx.organizationId,
    fileKey: key,
    fileName: name,
    contentType,
    size: file.bytes.length,
    createdByLoginUserId: ctx.loginUserId,
  });
  return { key, name, contentType, size: file.bytes.length, url: attachmentUrl(deps.publicUrl, key) };
}

/** The attachments an item names, all stored by the caller's organisation, in the order given. */
export async function attachmentsOf(
  db: Db,
  ctx: RequestContext,
  keys: readonly string[],
): Promise<NewsAttachmentRef[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(newsAttachment)
    .where(
      and(
        eq(newsAttachment.tenantId, ctx.tenantId),
        eq(newsAttachment.organizationId, ctx.organizationId),
        inArray(newsAttachment.fileKey, [...keys]),
      ),
    );
  const byKey = new Map(rows.map((r) => [r.fileKey, r]));
  return [...new Set(keys)].map((key, index) => {
    const row = byKey.get(key);
    if (!row)
      throw new ValidationError(attachmentMessages.missing, [
        { path: `attachmentKeys.${index}`, message: attachmentMessages.missing },
      ]);
    return { key, name: row.fileName, contentType: row.contentType, size: row.size };
  });
}

/** The file behind a key (public: the key is the permission). */
export async function openNewsAttachment(deps: Pick<NewsDeps, "db" | "dataDir">, key: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(key)) throw new NotFoundError(attachmentMessages.notFound);
  const [row] = await deps.db.select().from(newsAttachment).where(eq(newsAttachment.fileKey, key));
  if (!row) throw new NotFoundError(attachmentMessages.notFound);
  try {
    const bytes = await fs.readFile(path.join(directoryOf(deps.dataDir), row.fileKey));
    return { fileName: row.fileName, contentType: row.contentType, bytes };
  } catch {
    throw new NotFoundError(attachmentMessages.notFound);
  }
}
