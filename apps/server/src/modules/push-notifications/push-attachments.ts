import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { PUSH_ATTACHMENT_MAX_BYTES, type PushAttachmentItem } from "@gakumu/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { NotFoundError, ValidationError } from "../../platform/errors/app-error";
import type { PushDeps } from "./push-deps";
import { composeMenuOf, type PushKind } from "./push-notifications.menu";
import { type PushAttachmentRef, pushAttachment } from "./push-notifications.tables";

// Files staff attach to a notification: PDF and images only, recognised by their first bytes (a
// name or a declared type proves nothing). Stored under DATA_DIR/push-attachments/<key>; the key is
// 32 random bytes, so the download address itself is the permission a member's app or mail link needs.

export const attachmentMessages = {
  empty: "添付するファイルを選択してください",
  wrongType: "添付できるのはPDF・JPEG・PNG・GIF・WebPのファイルです",
  tooLarge: `添付ファイルは${PUSH_ATTACHMENT_MAX_BYTES / 1024 / 1024}MB以下にしてください`,
  missing: "添付ファイルが見つかりません。もう一度添付してください。",
  notFound: "ファイルが見つかりません。",
} as const;

type AttachmentType = "application/pdf" | "image/jpeg" | "image/png" | "image/gif" | "image/webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The type a file really is, by its magic number; null for anything but PDF and the four image types. */
export function detectAttachmentType(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "image/gif"; // GIF8
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp"; // RIFF....WEBP
  return null;
}

const EXTENSIONS: Record<AttachmentType, string> = {
  "application/pdf": ".pdf",
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/gif": ".gif",
  "image/webp": ".webp",
};

/** A name for the member to see: no folders, no control characters, the real type's extension. */
export function attachmentFileName(raw: string, type: AttachmentType): string {
  const base = (raw.split(/[\\/]/).pop() ?? "")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 150);
  const ext = EXTENSIONS[type];
  const name = base === "" ? `添付ファイル${ext}` : base;
  const hasExt = name.toLowerCase().endsWith(ext) || (type === "image/jpeg" && /\.jpe?g$/i.test(name));
  return hasExt ? name : `${name}${ext}`;
}

const directoryOf = (dataDir: string) => path.join(dataDir, "push-attachments");

/** Where attachments' bytes are on disk, each under its key (32 random bytes in base64url). */
export const attachmentDirectory = directoryOf;

export async function storeAttachment(
  deps: PushDeps,
  ctx: RequestContext,
  kind: PushKind,
  file: { fileName: string; bytes: Buffer },
): Promise<PushAttachmentItem> {
  requireMenu(ctx, composeMenuOf(kind), "write");
  if (file.bytes.length === 0) throw new ValidationError(attachmentMessages.empty);
  if (file.bytes.length > PUSH_ATTACHMENT_MAX_BYTES) throw new ValidationError(attachmentMessages.tooLarge);
  const type = detectAttachmentType(file.bytes);
  if (!type) throw new ValidationError(attachmentMessages.wrongType);
  const key = crypto.randomBytes(32).toString("base64url");
  const dir = directoryOf(deps.dataDir);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, key), file.bytes, { mode: 0o600 });
  const name = attachmentFileName(file.fileName, type);
  await deps.db.insert(pushAttachment).values({
    tenantId: ctx.tenantId,
    organizationId: ctx.organizationId,
    fileKey: key,
    fileName: name,
    contentType: type,
    size: file.bytes.length,
    createdByLoginUserId: ctx.loginUserId,
  });
  return { key, name, contentType: type, size: file.bytes.length };
}

/** The attachments a compose names, all of the caller's organisation, in the order given. */
export async function attachmentsOf(
  db: Db,
  ctx: RequestContext,
  keys: readonly string[],
): Promise<PushAttachmentRef[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(pushAttachment)
    .where(
      and(
        eq(pushAttachment.tenantId, ctx.tenantId),
        eq(pushAttachment.organizationId, ctx.organizationId),
        inArray(pushAttachment.fileKey, [...keys]),
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

export const attachmentUrl = (publicUrl: string, key: string) =>
  `${publicUrl}/app/api/push-attachments/${key}`;

/** The file behind a key (public: the key is the permission). */
export async function openAttachment(deps: Pick<PushDeps, "db" | "dataDir">, key: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(key)) throw new NotFoundError(attachmentMessages.notFound);
  const [row] = await deps.db.select().from(pushAttachment).where(eq(pushAttachment.fileKey, key));
  if (!row) throw new NotFoundError(attachmentMessages.notFound);
  try {
    const bytes = await fs.readFile(path.join(directoryOf(deps.dataDir), row.fileKey));
    return { fileName: row.fileName, contentType: row.contentType, bytes };
  } catch {
    throw new NotFoundError(attachmentMessages.notFound);
  }
}
