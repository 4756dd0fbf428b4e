import { Readable } from "node:stream";
import archiver from "archiver";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { NotFoundError } from "../../../platform/errors/app-error";
import { formUserIdentities } from "../../form-users/form-user-lookups";
import { openAnswerFile } from "../files/answer-file-store";
import { FORM_ANSWER_MENU } from "../form-answers.menu";
import { formAnswer, formAnswerFile } from "../form-answers.tables";
import { answersOfForm, loadStaffForm } from "./answer-access";
import { type AnswerFilter, answerFilterCondition } from "./answer-filter";

export const noFilesMessage = "ダウンロードできるファイルがありません。";

/**
 * A name that stays one entry at the zip's top level whatever the applicant called the file: no
 * slashes or backslashes (no folders, no zip-slip), no "..", no control characters.
 */
export function safeEntryPart(text: string): string {
  const cleaned = Array.from(text)
    .filter((ch) => (ch.codePointAt(0) ?? 0) >= 0x20 && ch !== "\u007f")
    .join("")
    .replace(/[/\\]/g, "_")
    .replace(/\.{2,}/g, "_")
    .replace(/[:*?"<>|]/g, "_")
    .trim();
  return cleaned.replace(/^\.+/, "_") || "_";
}

/** 「{受付番号}_{項目名}_{ファイル名}」, made unique within the archive. */
export function entryNames(files: readonly { receiptNo: number | null; label: string; fileName: string }[]) {
  const used = new Set<string>();
  return files.map((f) => {
    const base = `${f.receiptNo ?? "受付番号なし"}_${safeEntryPart(f.label)}_${safeEntryPart(f.fileName)}`;
    let name = base;
    for (let n = 2; used.has(name); n++) {
      const dot = base.lastIndexOf(".");
      name = dot > 0 ? `${base.slice(0, dot)}(${n})${base.slice(dot)}` : `${base}(${n})`;
    }
    used.add(name);
    return name;
  });
}

/** Opened only when the archive reaches it, so a large download holds one file open at a time. */
function lazyFile(root: string, storagePath: string): Readable {
  return Readable.from(
    (async function* () {
      const handle = await openAnswerFile(root, storagePath);
      yield* handle.createReadStream();
    })(),
  );
}

export const MISSING_LIST_NAME = "含まれていないファイル.txt";

async function exists(root: string, storagePath: string): Promise<boolean> {
  try {
    await (await openAnswerFile(root, storagePath)).close();
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}

export interface AnswerFilesZip {
  fileName: string;
  fileCount: number;
  stream: Readable;
}

/** The uploaded files of the filtered (or given) answers as a zip, streamed; 404 when there are none. */
export async function answerFilesZip(
  deps: { db: Db; fileRoot: string },
  ctx: RequestContext,
  formId: number,
  filter: AnswerFilter,
): Promise<AnswerFilesZip> {
  requireMenu(ctx, FORM_ANSWER_MENU, "read");
  const { db } = deps;
  const { row: form, items } = await loadStaffForm(db, ctx, formId);
  const applicant = formUserIdentities(db);
  const rows = await db
    .select({ file: formAnswerFile, receiptNo: formAnswer.receiptNo })
    .from(formAnswerFile)
    .innerJoin(formAnswer, eq(formAnswer.id, formAnswerFile.formAnswerId))
    .leftJoin(applicant, eq(applicant.formUserId, formAnswer.formUserId))
    .where(
      and(
        answersOfForm(form),
        answerFilterCondition(filter, applicant),
        eq(formAnswerFile.tenantId, form.tenantId),
        isNotNull(formAnswerFile.formAnswerId),
      ),
    )
    .orderBy(sql`${formAnswer.receiptNo} asc nulls last`, asc(formAnswer.id), asc(formAnswerFile.createdAt));
  const labelOf = (key: string) => items.find((i) => i.itemKey === key)?.label ?? key;
  const names = entryNames(
    rows.map((r) => ({ receiptNo: r.receiptNo, label: labelOf(r.file.itemKey), fileName: r.file.fileName })),
  );
  // A file lost from the disk must not break the download half-way: it is listed instead.
  const present: boolean[] = [];
  for (const r of rows) present.push(await exists(deps.fileRoot, r.file.storagePath));
  if (!present.includes(true)) throw new NotFoundError(noFilesMessage);
  const archive = archiver("zip", { zlib: { level: 6 } });
  rows.forEach((r, i) => {
    if (present[i])
      archive.append(lazyFile(deps.fileRoot, r.file.storagePath), {
        name: names[i]!,
        date: r.file.createdAt,
      });
  });
  const missing = names.filter((_, i) => !present[i]);
  if (missing.length > 0)
    archive.append(
      `次のファイルは保存先に見つからなかったため含まれていません。\r\n${missing.join("\r\n")}\r\n`,
      {
        name: MISSING_LIST_NAME,
      },
    );
  void archive.finalize().catch(() => {
    // The error reaches the response through the stream itself; nothing else waits on this promise.
  });
  return {
    fileName: `${form.title}_添付ファイル.zip`,
    fileCount: present.filter(Boolean).length,
    stream: archive,
  };
}
