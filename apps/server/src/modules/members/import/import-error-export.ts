import { and, asc, eq, gt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { requireMenu } from "../../../platform/access/require-menu";
import type { ExportColumn } from "../../../platform/exports/cells";
import type { ExportService } from "../../../platform/exports/export-service";
import type { ExportScope, ExportSource } from "../../../platform/exports/export-source";
import { memberSyncLog, memberSyncLogDetail } from "./member-sync-log.tables";

/** The export source name of the error report. */
export const IMPORT_ERROR_EXPORT = "member-import-errors";

const Params = z.object({
  syncLogId: z.number().int().positive(),
  processMode: z.number().int(),
  title: z.string(),
  /** The import screen the report belongs to, whose menu the requester needs (jobs queued before it: member-import). */
  menu: z.enum(["member-import", "concern-import"]).default("member-import"),
});
type Params = z.infer<typeof Params>;

interface ErrorLine {
  rowNumber: number;
  memberId: string | null;
  column: string;
  value: string;
  message: string;
}

const columns: readonly ExportColumn<ErrorLine>[] = [
  { header: "行", value: (r) => r.rowNumber, width: 8 },
  { header: "会員ID", value: (r) => r.memberId, width: 16 },
  { header: "列", value: (r) => r.column, width: 20 },
  { header: "値", value: (r) => r.value, width: 30 },
  { header: "理由", value: (r) => r.message, width: 60 },
];

const d = memberSyncLogDetail;

/** Refused rows of the caller's own log: the log must belong to their tenant, organisation and mode. */
function refusedRows(scope: ExportScope, params: Params): SQL {
  const ownLog = sql`exists (select 1 from ${memberSyncLog} where ${memberSyncLog.id} = ${d.syncLogId}
    and ${memberSyncLog.tenantId} = ${scope.tenantId} and ${memberSyncLog.organizationId} = ${scope.organizationId}
    and ${memberSyncLog.processMode} = ${params.processMode})`;
  return and(
    eq(d.tenantId, scope.tenantId),
    eq(d.syncLogId, params.syncLogId),
    eq(d.status, "ERROR"),
    ownLog,
  ) as SQL;
}

const BATCH = 1000;

/** The check's problems, one line per cell (行, 会員ID, 列, 値, 理由), for people fixing the file. */
export const importErrorExport: ExportSource<Params, ErrorLine> = {
  params: Params,
  describe: (params) => ({ title: `${params.title}_エラー`, columns }),
  async count(db: Db, scope, params) {
    requireMenu(scope, params.menu, "read");
    const [row] = await db
      // Errors only: a refused row's warnings (cells that were repaired) are no work for the reader.
      .select({
        n: sql<number>`coalesce(sum((select count(*) from jsonb_array_elements(${d.messages}) m
          where m ->> 'warning' is null)), 0)::int`,
      })
      .from(d)
      .where(refusedRows(scope, params));
    return row?.n ?? 0;
  },
  async *batches(db, scope, params) {
    requireMenu(scope, params.menu, "read");
    let after: { rowNumber: number; id: number } | null = null;
    for (;;) {
      const rows = await db
        .select({ id: d.id, rowNumber: d.rowNumber, memberId: d.memberId, messages: d.messages })
        .from(d)
        .where(
          and(
            refusedRows(scope, params),
            after
              ? or(
                  gt(d.rowNumber, after.rowNumber),
                  and(eq(d.rowNumber, after.rowNumber), gt(d.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(d.rowNumber), asc(d.id))
        .limit(BATCH);
      const lines = rows.flatMap((r) =>
        r.messages
          .filter((m) => !m.warning)
          .map((m) => ({
            rowNumber: r.rowNumber,
            memberId: r.memberId,
            column: m.column,
            value: m.value,
            message: m.message,
          })),
      );
      if (lines.length > 0) yield lines;
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) return;
      after = { rowNumber: last.rowNumber, id: last.id };
    }
  },
};

export function registerImportErrorExport(exports: Pick<ExportService, "registerSource">): void {
  exports.registerSource(IMPORT_ERROR_EXPORT, importErrorExport);
}
