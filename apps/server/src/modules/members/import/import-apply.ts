import { memberFieldProperty } from "@gakumu/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { recordAudit } from "../../../platform/audit/audit.service";
import { insertMemberRows } from "../member-bulk-insert";
import { unseenMemberCodes } from "../member-row-scope";
import { buildMemberSearchText } from "../search-text";
import { type CheckResult, type DeleteMode, yesterdayInJapan } from "./import-check";
import { ImportFileError } from "./import-file";
import { type DetailInput, insertDetails } from "./import-log.service";
import type { ImportScope } from "./import-scope";
import { importScopeMessages, importViewer } from "./import-viewer";
import { type MemberUpdate, removeMembers, updateMemberRows } from "./member-bulk-update";
import { memberSyncLog } from "./member-sync-log.tables";
import type { CheckedRow } from "./row-check";
import { LEVEL_FIELDS } from "./row-rules";

/** First key of the advisory lock that lets one import at a time change an organisation's members. */
const IMPORT_LOCK_NAMESPACE = 4_810_201;

/** The members changed underneath the check (another import, a screen edit): nothing is applied. */
export class ConcurrentChangeError extends Error {
  constructor() {
    super(
      "取り込み中に他の操作でメンバーが変更されたため、取り込みを中止しました（何も変更していません）。もう一度ファイルをチェックしてから取り込んでください。",
    );
  }
}

export interface ApplyOutcome {
  applied: boolean;
  insert: number;
  update: number;
  delete: number;
}

/** The properties a row writes: the file's columns, and all five levels when any level is there. */
function writtenKeys(result: CheckResult): string[] {
  const keys = new Set(result.columns.map((c) => c.fieldName));
  if (LEVEL_FIELDS.some((f) => keys.has(f))) for (const f of LEVEL_FIELDS) keys.add(f);
  keys.delete("member_id");
  return [...keys].map(memberFieldProperty);
}

/**
 * Rows turned into statement parameters at a time: one statement's worth (member-bulk-insert.ts), so
 * the row objects die young instead of outliving a round trip of a larger batch.
 */
const SLICE = 2000;

/**
 * The member row an INSERT writes: the row's values as parsed (one copy, no per-key rebuild), every
 * written property the row has no value for set to null, and the fields the import owns.
 */
function newMemberRow(row: CheckedRow, keys: readonly string[], scope: ImportScope) {
  const memberId = row.memberId as string;
  const name = row.values.name as string;
  const values: Record<string, unknown> = {
    ...row.values,
    memberId,
    name,
    tenantId: scope.tenantId,
    organizationId: scope.organizationId,
    processMode: scope.processMode,
    createdByLoginUserId: scope.loginUserId,
    searchText: buildMemberSearchText({ memberId, name, nameKana: row.values.nameKana as string | null }),
  };
  for (const key of keys) if (values[key] === undefined) values[key] = null;
  return values as Parameters<typeof insertMemberRows>[1][number];
}

function memberUpdate(row: CheckedRow, keys: readonly string[]): MemberUpdate {
  return {
    id: row.existingId as number,
    // Read per written key by the update statement; a key the row lacks is written as null.
    values: row.values,
    searchText: buildMemberSearchText({
      memberId: row.memberId as string,
      name: row.values.name as string,
      // Without a kana column the member keeps its kana, which the search text still holds.
      nameKana: keys.includes("nameKana") ? (row.values.nameKana as string | null) : row.existingNameKana,
    }),
  };
}

function summaryCounts(outcome: ApplyOutcome, deleteMode: DeleteMode | null): string {
  const parts = [`新規${outcome.insert}件`, `更新${outcome.update}件`];
  if (deleteMode) parts.push(`${deleteMode === "EXPIRATION" ? "期限切れ" : "削除"}${outcome.delete}件`);
  return parts.join("、");
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/**
 * Applies a checked file in ONE transaction: inserts, updates (version bumped, search text rebuilt),
 * the delete mode, a detail row per line, and the log set COMPLETED. Either all of it commits or
 * none. The organisation's import lock serialises concurrent commits, and a log already COMPLETED
 * (a retried job after a crash that happened after the commit) is left alone: applied is false.
 */
export async function applyImport(
  db: Db,
  scope: ImportScope,
  syncLogId: number,
  result: CheckResult,
  deleteMode: DeleteMode | null,
): Promise<ApplyOutcome> {
  const keys = writtenKeys(result);
  const ready = result.rows.filter((r) => r.issues.length === 0 && r.memberId);
  const inserts = ready.filter((r) => r.syncType === "INSERT");
  const updates = ready.filter((r) => r.syncType === "UPDATE");
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_NAMESPACE}, ${scope.organizationId})`);
      const [log] = await tx
        .select({ status: memberSyncLog.status, stage: memberSyncLog.stage })
        .from(memberSyncLog)
        .where(eq(memberSyncLog.id, syncLogId));
      if (log?.stage !== "COMMIT" || log.status !== "PROCESSING")
        return { applied: false, insert: 0, update: 0, delete: 0 };

      // A slice at a time: the 50,000-row case never holds every insert object at once.
      for (let i = 0; i < inserts.length; i += SLICE) {
        await insertMemberRows(
          tx,
          inserts.slice(i, i + SLICE).map((r) => newMemberRow(r, keys, scope)),
        );
      }
      let updated = 0;
      for (let i = 0; i < updates.length; i += SLICE) {
        const slice = updates.slice(i, i + SLICE).map((r) => memberUpdate(r, keys));
        updated += await updateMemberRows(tx, scope, slice, keys);
      }
      if (updated !== updates.length) throw new ConcurrentChangeError();
      const removed = deleteMode
        ? await removeMembers(
            tx,
            scope,
            result.deletes.map((d) => d.id),
            deleteMode,
            yesterdayInJapan(),
          )
        : 0;
      if (removed !== (deleteMode ? result.deletes.length : 0)) throw new ConcurrentChangeError();

      const details: DetailInput[] = [
        ...ready.map((r) => ({
          rowNumber: r.rowNumber,
          memberId: r.memberId,
          syncType: r.syncType,
          status: "PROCESSED" as const,
        })),
        ...result.deletes.map((d) => ({
          rowNumber: 0,
          memberId: d.memberId,
          syncType: "DELETE",
          status: "PROCESSED" as const,
        })),
      ];
      await insertDetails(tx, scope.tenantId, syncLogId, details);
      // Every member written must be one the requester may see afterwards (spec §6): a file that
      // places a member in another class, or adds one there, is rolled back whole.
      const written = [...inserts, ...updates].map((r) => r.memberId!);
      if ((await unseenMemberCodes(tx, importViewer(scope), scope.processMode, written)).length > 0)
        throw new ImportFileError(importScopeMessages.placedOutside);
      const outcome = { applied: true, insert: inserts.length, update: updated, delete: removed };
      await tx
        .update(memberSyncLog)
        .set({
          status: "COMPLETED",
          finishedAt: new Date(),
          insertCount: outcome.insert,
          updateCount: outcome.update,
          deleteCount: outcome.delete,
        })
        .where(and(eq(memberSyncLog.id, syncLogId), eq(memberSyncLog.status, "PROCESSING")));
      await recordAudit(
        tx,
        { ...scope, ip: null },
        {
          action: "member.import",
          summary: `メンバーを取り込みました（${summaryCounts(outcome, deleteMode)}）`,
          targetType: "member_sync_log",
          targetId: syncLogId,
          after: { ...outcome, deleteMode },
        },
      );
      return outcome;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConcurrentChangeError();
    throw error;
  }
}
