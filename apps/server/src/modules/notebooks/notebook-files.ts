import crypto from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { mediaKindOfType, type NotebookFile, NotebookType } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { AppError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { MALFORMED_MULTIPART_MESSAGE } from "../../platform/http/uploads";
import type { NotebookDeps } from "./notebook-deps";
import { megabytes, readNotebookLimits } from "./notebook-limits";
import {
  detectMediaType,
  EXTENSION_OF,
  MEDIA_SNIFF_BYTES,
  MEDIA_TYPE_OF_PAGE,
  mp4BoxWalker,
} from "./notebook-media-type";
import { NOTEBOOK_MENU } from "./notebooks.menu";
import { notebookFile } from "./notebooks.tables";

// A page's file (mp3, mp4, pdf) arrives as multipart and is streamed to DATA_DIR/notebook-files/<key>:
// a 500 MB video is never held in memory. The first bytes decide the real type; past the
// organisation's limit the reading stops at once and the route answers 413 — in both cases the
// partly written file is removed, so nothing half-stored is left behind.

const KIND_NAMES: Record<number, string> = {
  [NotebookType.MP3]: "音声（MP3）",
  [NotebookType.MP4]: "動画（MP4）",
  [NotebookType.PDF]: "PDF",
};

export const fileMessages = {
  empty: "登録するファイルを選択してください。",
  textPage: "テキストのページにはファイルを登録できません。",
  wrongType: (pageType: number) =>
    `選択されたファイルは${KIND_NAMES[pageType]}ではありません。${KIND_NAMES[pageType]}のファイルを選択してください。`,
  tooLarge: (pageType: number, mb: number) =>
    `${KIND_NAMES[pageType]}のファイルは${mb}MBまでです。ファイルを小さくしてから登録してください。`,
  notFound: "ファイルが見つかりません。",
} as const;

export const notebookFileDirectory = (dataDir: string) => path.join(dataDir, "notebook-files");
export const notebookFilePath = (dataDir: string, key: string) =>
  path.join(notebookFileDirectory(dataDir), key);

class UploadTooLarge extends Error {}
class UploadWrongType extends Error {}

/** Counts and checks the bytes on their way to disk: the type from the first bytes, the size all along. */
function checkingStream(expected: string, maxBytes: number) {
  let head = Buffer.alloc(0);
  let checked = false;
  let size = 0;
  // A video is checked to its end: its first bytes alone were seen passing for a web page.
  const boxes = expected === "video/mp4" ? mp4BoxWalker() : null;
  const check = () => {
    checked = true;
    if (detectMediaType(head) !== expected) throw new UploadWrongType();
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new UploadTooLarge());
      boxes?.feed(chunk);
      if (!checked) {
        head = Buffer.concat([head, chunk.subarray(0, MEDIA_SNIFF_BYTES)]);
        if (head.length >= MEDIA_SNIFF_BYTES) {
          try {
            check();
          } catch (error) {
            return callback(error as Error);
          }
        }
      }
      callback(null, chunk);
    },
    flush(callback) {
      if (size === 0) return callback(new ValidationError(fileMessages.empty));
      try {
        if (!checked) check();
        if (boxes && !boxes.isWhole()) throw new UploadWrongType();
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  return { stream, size: () => size };
}

/** A name for the member to see: no folders, no control characters, the real type's extension. */
export function pageFileName(raw: string, contentType: keyof typeof EXTENSION_OF): string {
  const base = (raw.split(/[\\/]/).pop() ?? "")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 150);
  const ext = EXTENSION_OF[contentType];
  const name = base === "" ? `ファイル${ext}` : base;
  return name.toLowerCase().endsWith(ext) ? name : `${name}${ext}`;
}

export async function storeNotebookFile(
  deps: Pick<NotebookDeps, "db" | "dataDir">,
  ctx: RequestContext,
  request: FastifyRequest,
  pageType: number,
): Promise<NotebookFile> {
  requireMenu(ctx, NOTEBOOK_MENU, "write");
  const kind = mediaKindOfType(pageType);
  if (!kind) throw new ValidationError(fileMessages.textPage);
  if (!request.isMultipart()) throw new ValidationError(MALFORMED_MULTIPART_MESSAGE);
  const limitMb = (await readNotebookLimits(deps.db, ctx))[kind];
  const maxBytes = megabytes(limitMb);
  // The folder first: between getting the part and piping it nothing may wait, or the parser's end
  // of a cut-off body passes unseen.
  await fs.mkdir(notebookFileDirectory(deps.dataDir), { recursive: true });
  // One byte past the limit reaches the check, which then refuses; busboy cuts the rest off.
  const part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
  if (!part) throw new ValidationError(fileMessages.empty);
  const contentType = MEDIA_TYPE_OF_PAGE[pageType]!;
  const key = crypto.randomBytes(32).toString("base64url");
  const target = notebookFilePath(deps.dataDir, key);
  const checking = checkingStream(contentType, maxBytes);
  try {
    await pipeline(part.file, checking.stream, createWriteStream(target, { mode: 0o600 }));
  } catch (error) {
    await fs.rm(target, { force: true });
    if (error instanceof UploadTooLarge)
      throw new AppError("PAYLOAD_TOO_LARGE", fileMessages.tooLarge(pageType, limitMb));
    if (error instanceof UploadWrongType) throw new ValidationError(fileMessages.wrongType(pageType));
    throw error;
  }
  const name = pageFileName(part.filename, contentType);
  await deps.db.insert(notebookFile).values({
    tenantId: ctx.tenantId,
    organizationId: ctx.organizationId,
    fileKey: key,
    fileName: name,
    contentType,
    pageType,
    size: checking.size(),
    createdByLoginUserId: ctx.loginUserId,
  });
  return { key, name, contentType, size: checking.size(), pageType: pageType as NotebookFile["pageType"] };
}

/** An uploaded file of the caller's organisation, for the editor's preview (404 for anyone else's). */
export async function staffNotebookFile(deps: Pick<NotebookDeps, "db">, ctx: RequestContext, key: string) {
  requireMenu(ctx, NOTEBOOK_MENU, "read");
  if (!/^[A-Za-z0-9_-]{43}$/.test(key)) throw new NotFoundError(fileMessages.notFound);
  const [row] = await deps.db
    .select()
    .from(notebookFile)
    .where(
      and(
        eq(notebookFile.tenantId, ctx.tenantId),
        eq(notebookFile.organizationId, ctx.organizationId),
        eq(notebookFile.fileKey, key),
      ),
    );
  if (!row) throw new NotFoundError(fileMessages.notFound);
  return { fileKey: row.fileKey, fileName: row.fileName, contentType: row.contentType };
}
