import { type ContactItem, ContactStatus, ContactVia } from "@gakumu/domain";
import { and, asc, count, gt, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireMenu } from "../../platform/access/require-menu";
import type { ExportColumn } from "../../platform/exports/cells";
import type { AuthorizedExportScope, ExportSource } from "../../platform/exports/export-source";
import { historyCondition, toItem } from "./contact-board";
import { loadContactNodes } from "./contact-nodes";
import { CONTACT_MENU } from "./contacts.menu";
import { contact } from "./contacts.tables";

/** The export source's name: the reports of a date range (and class) the requester may see. */
export const CONTACT_EXPORT = "contacts";

const Params = z.object({
  from: z.string().max(10),
  to: z.string().max(10),
  node: z.string().max(32).optional(),
});
export type ContactExportParams = z.infer<typeof Params>;

const at = (iso: string | null) => (iso ? new Date(iso) : null);

const COLUMNS: ExportColumn<ContactItem>[] = [
  { header: "日付", value: (r) => r.date.replace(/-/g, "/"), width: 12 },
  { header: "学籍番号", value: (r) => r.memberNo, width: 14 },
  { header: "氏名", value: (r) => r.memberName, width: 20 },
  { header: "所属", value: (r) => r.placement, width: 30 },
  { header: "連絡種別", value: (r) => r.typeName, width: 12 },
  { header: "理由", value: (r) => r.reason ?? "", width: 16 },
  { header: "症状", value: (r) => r.symptoms.join("、"), width: 24 },
  { header: "体温", value: (r) => (r.temperature === null ? "" : r.temperature.toFixed(1)), width: 8 },
  { header: "登校予定時刻", value: (r) => r.arrivalTime ?? "", width: 10 },
  { header: "下校時刻", value: (r) => r.leaveTime ?? "", width: 10 },
  { header: "連絡事項", value: (r) => r.note ?? "", width: 40 },
  { header: "送信方法", value: (r) => ContactVia.label(r.via), width: 8 },
  { header: "締切後", value: (r) => (r.late ? "締切後" : ""), width: 8 },
  { header: "状態", value: (r) => ContactStatus.label(r.status), width: 8 },
  { header: "送信日時", value: (r) => at(r.createdAt), width: 18 },
  { header: "確認者", value: (r) => r.confirmedBy ?? "", width: 16 },
  { header: "確認日時", value: (r) => at(r.confirmedAt), width: 18 },
  { header: "返信", value: (r) => r.replyText ?? "", width: 40 },
  { header: "返信日時", value: (r) => at(r.repliedAt), width: 18 },
  { header: "取消日時", value: (r) => at(r.withdrawnAt), width: 18 },
];

const BATCH = 1000;

async function conditionOf(db: Db, scope: AuthorizedExportScope, params: ContactExportParams): Promise<SQL> {
  return historyCondition(db, { ...scope, processMode: scope.processMode ?? 0 }, params);
}

export const contactExport: ExportSource<ContactExportParams, ContactItem> = {
  params: Params,
  describe: () => ({ title: "連絡一覧", columns: COLUMNS }),
  async count(db, scope, params) {
    requireMenu(scope, CONTACT_MENU, "read");
    const [row] = await db
      .select({ n: count() })
      .from(contact)
      .where(await conditionOf(db, scope, params));
    return row?.n ?? 0;
  },
  async *batches(db, scope, params) {
    requireMenu(scope, CONTACT_MENU, "read");
    const nodes = await loadContactNodes(db, scope.organizationId);
    const where = await conditionOf(db, scope, params);
    // Keyset paging by id: each batch is one index range however far into the period.
    for (let after = 0; ; ) {
      const rows = await db
        .select()
        .from(contact)
        .where(and(where, gt(contact.id, after)))
        .orderBy(asc(contact.id))
        .limit(BATCH);
      if (rows.length === 0) return;
      yield rows.map((r) => toItem(r, nodes));
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1]!.id;
    }
  },
};
