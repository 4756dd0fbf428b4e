import {
  SafetyAnswerMethod,
  SafetyQuestion,
  type SafetyRecipientRow,
  SafetyState,
  safetyAnswerLabel,
} from "@gakumu/domain";
import { and, asc, count, gt } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireMenu } from "../../platform/access/require-menu";
import type { ExportColumn } from "../../platform/exports/cells";
import type { ExportScope, ExportSource } from "../../platform/exports/export-source";
import { SAFETY_READ_MENUS } from "./safety.menu";
import { safetyRecipient } from "./safety.tables";
import {
  type DashboardScope,
  gradeName,
  loadHierarchyView,
  recipientsSeenBy,
  scopeCondition,
} from "./safety-dashboard-scope";
import { recipientRowsOf } from "./safety-recipients";
import { findOwnSend } from "./safety-results";

/** The export source's name: one send's recipients with their answers, within the dashboard's scope. */
export const SAFETY_RECIPIENT_EXPORT = "safety-recipients";

// The route resolves the node into its path and reads the send's questions, so a worker rebuilding
// the file needs neither the request nor the tree as it is then.
const Params = z.object({
  sendId: z.number().int().min(1),
  title: z.string().max(120),
  path: z.array(z.string().max(32)).max(5),
  grade: z.number().int().min(1).max(99).nullable(),
  questions: z.array(z.string().max(32)).max(10),
});
export type SafetyExportParams = z.infer<typeof Params>;

type Row = SafetyRecipientRow & { gradeName: string };

const at = (iso: string | null) => (iso ? new Date(iso) : null);

function columnsOf(questions: readonly string[]): ExportColumn<Row>[] {
  return [
    { header: "メンバーID", value: (r) => r.memberNo, width: 14 },
    { header: "氏名", value: (r) => r.name, width: 20 },
    { header: "所属", value: (r) => r.placement, width: 30 },
    { header: "学年", value: (r) => r.gradeName, width: 8 },
    { header: "電話番号", value: (r) => r.telNo ?? "", width: 16 },
    { header: "安否", value: (r) => SafetyState.label(r.safetyState as 0), width: 8 },
    ...questions.map(
      (q): ExportColumn<Row> => ({
        header: SafetyQuestion.label(q),
        value: (r) => safetyAnswerLabel(q, r.answers[q]),
        width: q === "FREE_TEXT" ? 40 : 16,
      }),
    ),
    {
      header: "回答方法",
      value: (r) => (r.answerMethod ? SafetyAnswerMethod.label(r.answerMethod) : ""),
      width: 16,
    },
    { header: "代理登録した職員", value: (r) => r.answeredBy ?? "", width: 16 },
    { header: "回答日時", value: (r) => at(r.answeredAt), width: 18 },
    { header: "既読日時", value: (r) => at(r.readAt), width: 18 },
  ];
}

const BATCH = 1000;

/** The dashboard's scope narrowed to the recipients the requester may see (spec §6). */
async function seenBy(db: Db, scope: ExportScope, params: SafetyExportParams): Promise<DashboardScope> {
  const viewer = { ...scope, processMode: scope.processMode ?? 0 };
  return { ...params, members: await recipientsSeenBy(db, viewer) };
}

export const safetyRecipientExport: ExportSource<SafetyExportParams, Row> = {
  params: Params,
  describe: (params) => ({ title: `安否確認結果_${params.title}`, columns: columnsOf(params.questions) }),
  async count(db, scope, params) {
    requireMenu(scope, SAFETY_READ_MENUS, "read");
    await findOwnSend(db, scope, params.sendId);
    const [row] = await db
      .select({ n: count() })
      .from(safetyRecipient)
      .where(scopeCondition(scope.tenantId, params.sendId, await seenBy(db, scope, params)));
    return row?.n ?? 0;
  },
  async *batches(db, scope, params) {
    requireMenu(scope, SAFETY_READ_MENUS, "read");
    await findOwnSend(db, scope, params.sendId);
    const view = await loadHierarchyView(db, scope.organizationId);
    const within = await seenBy(db, scope, params);
    // Keyset paging by id: each batch is one index range, however far into the send.
    for (let after = 0; ; ) {
      const rows = await db
        .select()
        .from(safetyRecipient)
        .where(and(scopeCondition(scope.tenantId, params.sendId, within), gt(safetyRecipient.id, after)))
        .orderBy(asc(safetyRecipient.id))
        .limit(BATCH);
      if (rows.length === 0) return;
      const shown = await recipientRowsOf({ db }, scope, rows);
      yield shown.map((r, i) => {
        const grade = rows[i]!.grade;
        return { ...r, gradeName: grade === null ? "" : gradeName(view, grade) };
      });
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1]!.id;
    }
  },
};
