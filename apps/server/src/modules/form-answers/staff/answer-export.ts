import { type AnswerableItem, FormAnswerStatus, formatAnswerValue, uniqueHeadings } from "@gakumu/domain";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { requireMenu } from "../../../platform/access/require-menu";
import type { ExportColumn } from "../../../platform/exports/cells";
import type { ExportService } from "../../../platform/exports/export-service";
import type { ExportScope, ExportSource } from "../../../platform/exports/export-source";
import { type FormUserIdentities, formUserIdentities } from "../../form-users/form-user-lookups";
import { findLiveForm } from "../../forms/form-lookups";
import { FORM_ANSWER_MENU } from "../form-answers.menu";
import { formAnswer } from "../form-answers.tables";
import { answerableItemsOf, answersOfForm } from "./answer-access";
import { AnswerFilter, answerFilterCondition } from "./answer-filter";
import { applicantNameOf } from "./answer-summary";

/** The export source's name (defineModuleJobs registers it). */
export const ANSWER_EXPORT_SOURCE = "form-answers";

/**
 * What an export job stores: the form, the list's filter, and the item columns fixed when the export
 * was asked for (the form may change while a large export waits for its turn).
 */
export const AnswerExportParams = z.object({
  formId: z.number().int().positive(),
  formTitle: z.string(),
  filter: AnswerFilter,
  columns: z.array(z.object({ itemKey: z.string(), label: z.string() })),
});
export type AnswerExportParams = z.infer<typeof AnswerExportParams>;

export interface AnswerExportRow {
  receiptNo: number | null;
  status: string;
  name: string;
  mailAddress: string | null;
  firstSubmittedAt: Date | null;
  lastSubmittedAt: Date | null;
  /** Each item's answer as text (formatAnswerValue), by item key. */
  cells: Record<string, string>;
}

/** One column per item, in form order, headed by its label. */
export function exportColumnsOf(items: readonly AnswerableItem[]): AnswerExportParams["columns"] {
  return items.map((i) => ({ itemKey: i.itemKey, label: i.label }));
}

/**
 * The answer's own columns, then one per item. Headings never repeat: the applicant column is
 * 回答者 as on the answer list (a form's own 氏名 item keeps its label), and an item labelled like
 * another column is qualified as a question: メールアドレス（設問）, 備考（2）.
 */
function columnsOf(params: AnswerExportParams): ExportColumn<AnswerExportRow>[] {
  const fixed: ExportColumn<AnswerExportRow>[] = [
    { header: "受付番号", value: (r) => r.receiptNo, width: 10 },
    { header: "回答状況", value: (r) => r.status, width: 10 },
    { header: "回答者", value: (r) => r.name, width: 20 },
    { header: "メールアドレス", value: (r) => r.mailAddress, width: 30 },
    { header: "初回送信日時", value: (r) => r.firstSubmittedAt, width: 18 },
    { header: "最終送信日時", value: (r) => r.lastSubmittedAt, width: 18 },
  ];
  const headings = uniqueHeadings([
    ...fixed.map((c) => ({ heading: c.header })),
    ...params.columns.map((c) => ({ heading: c.label, qualifier: "設問" })),
  ]);
  return [
    ...fixed,
    ...params.columns.map(
      (c, i): ExportColumn<AnswerExportRow> => ({
        header: headings[fixed.length + i]!,
        value: (r) => r.cells[c.itemKey] ?? "",
        width: 24,
      }),
    ),
  ];
}

/** The scope's own form (the route checked the caller may see it); the job reads it again. */
const ownForm = (scope: ExportScope, params: AnswerExportParams) => ({
  id: params.formId,
  tenantId: scope.tenantId,
  organizationId: scope.organizationId,
});

const conditionOf = (scope: ExportScope, params: AnswerExportParams, applicant: FormUserIdentities) =>
  and(answersOfForm(ownForm(scope, params)), answerFilterCondition(params.filter, applicant)) as SQL;

const BATCH = 500;
// Receipt-number order; drafts (no number) after, by id.
const receiptKey = sql<number>`coalesce(${formAnswer.receiptNo}, 2147483647)`;

export const answerExport: ExportSource<AnswerExportParams, AnswerExportRow> = {
  params: AnswerExportParams,
  describe: (params) => ({ title: `回答一覧_${params.formTitle}`, columns: columnsOf(params) }),
  async count(db, scope, params) {
    requireMenu(scope, FORM_ANSWER_MENU, "read");
    const applicant = formUserIdentities(db);
    const [row] = await db
      .select({ n: count() })
      .from(formAnswer)
      .leftJoin(applicant, eq(applicant.formUserId, formAnswer.formUserId))
      .where(conditionOf(scope, params, applicant));
    return row?.n ?? 0;
  },
  async *batches(db, scope, params) {
    requireMenu(scope, FORM_ANSWER_MENU, "read");
    const formRow = await findLiveForm(db, scope, { formId: params.formId });
    if (!formRow) return;
    const items = await answerableItemsOf(db, formRow);
    const wanted = new Map(items.map((i) => [i.itemKey, i]));
    const applicant = formUserIdentities(db);
    const where = conditionOf(scope, params, applicant);
    let after: { key: number; id: number } | null = null;
    for (;;) {
      const rows: { answer: typeof formAnswer.$inferSelect; user: Parameters<typeof applicantNameOf>[0] }[] =
        await exportPage(db, applicant, where, after);
      if (rows.length > 0)
        yield rows.map(({ answer, user }) => ({
          receiptNo: answer.receiptNo,
          status: FormAnswerStatus.isValid(answer.answerStatus)
            ? FormAnswerStatus.label(answer.answerStatus)
            : String(answer.answerStatus),
          name: applicantNameOf(user, items, answer.answerValues),
          mailAddress: answer.mailAddress,
          firstSubmittedAt: answer.firstSubmittedAt,
          lastSubmittedAt: answer.lastSubmittedAt,
          cells: Object.fromEntries(
            params.columns.map((c) => {
              const item = wanted.get(c.itemKey);
              return [c.itemKey, item ? formatAnswerValue(item, answer.answerValues[c.itemKey]) : ""];
            }),
          ),
        }));
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) return;
      after = { key: last.answer.receiptNo ?? 2147483647, id: last.answer.id };
    }
  },
};

function exportPage(
  db: Db,
  applicant: FormUserIdentities,
  where: SQL,
  after: { key: number; id: number } | null,
) {
  return db
    .select({
      answer: formAnswer,
      user: { formUserId: applicant.formUserId, loginId: applicant.loginId, name: applicant.name },
    })
    .from(formAnswer)
    .leftJoin(applicant, eq(applicant.formUserId, formAnswer.formUserId))
    .where(
      and(where, after ? sql`(${receiptKey}, ${formAnswer.id}) > (${after.key}, ${after.id})` : undefined),
    )
    .orderBy(receiptKey, formAnswer.id)
    .limit(BATCH);
}

/** Registers the answers export; call before the job queue starts. */
export function registerAnswerExports(exports: Pick<ExportService, "registerSource">): void {
  exports.registerSource(ANSWER_EXPORT_SOURCE, answerExport);
}
