import { formatReportAnswer } from "@gakumu/domain";
import { and, asc, eq, gte, lte, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireMenu } from "../../platform/access/require-menu";
import type { ExportColumn } from "../../platform/exports/cells";
import type { AuthorizedExportScope, ExportSource } from "../../platform/exports/export-source";
import { visibleMemberCondition } from "../members/member-contact-lookups";
import { commentsOf } from "./daily-report-staff";
import { itemsOf } from "./daily-report-templates";
import { DAILY_REPORT_MENU } from "./daily-reports.menu";
import { dailyReport, dailyReportTemplate } from "./daily-reports.tables";
import { placedMembers } from "./member-placements";

/** The export source's name: one template's reports over a period, one row per report. */
export const DAILY_REPORT_EXPORT = "daily-reports";

/**
 * The template's name and item columns travel in the parameters, read when the export was asked for,
 * so the file's header (describe) needs no query and a job run later writes the same columns.
 */
const Params = z.object({
  templateId: z.number().int().min(1),
  from: z.string(),
  to: z.string(),
  title: z.string(),
  columns: z.array(z.object({ key: z.string(), header: z.string(), wide: z.boolean() })),
});
type Params = z.infer<typeof Params>;

interface Row {
  date: string;
  memberCd: string;
  name: string;
  groupName: string;
  submittedAt: Date;
  answers: string[];
  comments: string;
}

const BATCH = 500;

async function templateOf(
  db: Parameters<ExportSource<Params, Row>["count"]>[0],
  scope: { tenantId: number; organizationId: number },
  id: number,
) {
  const [row] = await db
    .select()
    .from(dailyReportTemplate)
    .where(
      and(
        eq(dailyReportTemplate.tenantId, scope.tenantId),
        eq(dailyReportTemplate.organizationId, scope.organizationId),
        eq(dailyReportTemplate.id, id),
      ),
    );
  return row ?? null;
}

/**
 * The template's reports in the period, of the members the requester may see (spec §6 list reference
 * authority, as on the 提出状況 screen); a job reads the requester's authority when it runs.
 */
const inPeriod = async (db: Db, scope: AuthorizedExportScope, params: Params) =>
  and(
    eq(dailyReport.tenantId, scope.tenantId),
    eq(dailyReport.organizationId, scope.organizationId),
    eq(dailyReport.templateId, params.templateId),
    gte(dailyReport.date, params.from),
    lte(dailyReport.date, params.to),
    await visibleMemberCondition(db, { ...scope, processMode: scope.processMode ?? 0 }, dailyReport.memberId),
  ) as SQL;

/** Registered by the module's jobs(). */
export function dailyReportExport(): ExportSource<Params, Row> {
  return {
    params: Params,
    describe: (params) => ({
      title: params.title,
      columns: [
        { header: "日付", value: (r) => r.date.replaceAll("-", "/"), width: 12 },
        { header: "メンバーID", value: (r) => r.memberCd, width: 14 },
        { header: "氏名", value: (r) => r.name, width: 20 },
        { header: "所属", value: (r) => r.groupName, width: 30 },
        { header: "提出日時", value: (r) => r.submittedAt, width: 18 },
        ...params.columns.map(
          (c, i): ExportColumn<Row> => ({
            header: c.header,
            value: (r) => r.answers[i] ?? "",
            width: c.wide ? 40 : 16,
          }),
        ),
        { header: "コメント", value: (r) => r.comments, width: 40 },
      ],
    }),
    async count(db, scope, params) {
      requireMenu(scope, DAILY_REPORT_MENU, "read");
      const template = await templateOf(db, scope, params.templateId);
      if (!template) return 0;
      return db.$count(dailyReport, await inPeriod(db, scope, params));
    },
    async *batches(db, scope, params) {
      requireMenu(scope, DAILY_REPORT_MENU, "read");
      const template = await templateOf(db, scope, params.templateId);
      if (!template) return;
      const items = itemsOf(template);
      const byKey = new Map(items.map((item) => [item.key, item]));
      const where = await inPeriod(db, scope, params);
      for (let offset = 0; ; offset += BATCH) {
        const rows = await db
          .select()
          .from(dailyReport)
          .where(where)
          .orderBy(asc(dailyReport.date), asc(dailyReport.memberId))
          .limit(BATCH)
          .offset(offset);
        if (rows.length === 0) return;
        const placed = await placedMembers(
          db,
          scope,
          rows.map((r) => r.memberId),
        );
        const comments = await commentsOf(
          db,
          scope.tenantId,
          rows.map((r) => r.id),
        );
        yield rows.map((r) => {
          const m = placed.get(r.memberId);
          return {
            date: r.date,
            memberCd: m?.memberCd ?? "",
            name: m?.name ?? "",
            groupName: m?.groupName ?? "",
            submittedAt: r.submittedAt,
            answers: params.columns.map((c) => {
              const v = r.answers[c.key];
              const item = byKey.get(c.key);
              return v === null || v === undefined || !item
                ? ""
                : item.kind === "NUMBER"
                  ? String(v)
                  : formatReportAnswer(item, v);
            }),
            comments: (comments.get(r.id) ?? []).map((c) => `${c.authorName}：${c.body}`).join("\n"),
          };
        });
        if (rows.length < BATCH) return;
      }
    },
  };
}

/** The export's parameters for a template as it is now. */
export function exportParams(
  template: typeof dailyReportTemplate.$inferSelect,
  period: { from: string; to: string },
): Params {
  return {
    templateId: template.id,
    ...period,
    title: `日報_${template.name}`,
    columns: itemsOf(template).map((item) => ({
      key: item.key,
      header: item.unit ? `${item.label}（${item.unit}）` : item.label,
      wide: item.kind === "LONG_TEXT",
    })),
  };
}
