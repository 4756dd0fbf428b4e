import {
  formatDate,
  type SurveyCrossTab,
  type SurveyExportBody,
  type SurveyTotals,
  type SurveyTotalsFilter,
} from "@gakumu/domain";
import ExcelJS from "exceljs";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { neutraliseFormula } from "../../../platform/exports/cells";
import { BufferSink, exportFileName } from "../../../platform/exports/export-source";
import { contentTypeOf, openTableWriter } from "../../../platform/exports/table-writer";
import { answerColumns, answerLines } from "./survey-answer-sheet";
import { surveyCrossTab } from "./survey-cross-tab";
import { surveyTotals, totalsScope } from "./survey-totals";
import { totalsPdf } from "./survey-totals-pdf";
import type { TotalsMenu } from "./totals-menu";

// The survey's files: 回答データ (Excel / CSV, one line per answer) and 集計 (Excel with one sheet of
// totals, one of rates and the cross tabulation; PDF with charts). All under the screen's filters.

export interface SurveyFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** The filters in words, for the files' headers. */
export function describeFilter(
  filter: SurveyTotalsFilter,
  names: { node?: string; question?: string },
): string {
  const parts: string[] = [];
  if (filter.from || filter.to)
    parts.push(
      `回答日 ${(filter.from ?? "").replaceAll("-", "/")}〜${(filter.to ?? "").replaceAll("-", "/")}`,
    );
  if (filter.node) parts.push(`所属 ${names.node ?? filter.node}`);
  if (filter.grade !== undefined) parts.push(`学年 ${filter.grade}年`);
  if (filter.fq && filter.fv?.length)
    parts.push(`「${names.question ?? filter.fq}」が ${filter.fv.join("・")}`);
  return parts.length === 0 ? "なし" : parts.join("、");
}

async function totalsWorkbook(totals: SurveyTotals, filterText: string, cross: SurveyCrossTab | null) {
  const book = new ExcelJS.Workbook();
  const text = (v: string) => neutraliseFormula(v);
  const sheet = book.addWorksheet("集計");
  sheet.columns = [{ width: 40 }, { width: 12 }, { width: 12 }];
  sheet.addRow([text(totals.title)]).font = { bold: true, size: 13 };
  sheet.addRow([`出力日時 ${formatDate(new Date(), "yyyy/MM/dd HH:mm")}`, "", ""]);
  sheet.addRow([`絞り込み ${text(filterText)}`]);
  sheet.addRow(["回答率（%）", totals.rate]);
  sheet.addRow(["回答者数", totals.answered]);
  sheet.addRow(["対象者数", totals.recipients]);
  for (const [i, q] of totals.questions.entries()) {
    sheet.addRow([]);
    sheet.addRow([`問${i + 1} ${text(q.label)}`, "回答者数", q.respondents]).font = { bold: true };
    if (q.answerType === "DATE" && q.earliest)
      sheet.addRow(["最も早い日付／最も遅い日付", q.earliest, q.latest]);
    if (q.buckets.length > 0) sheet.addRow(["回答", "人数", "割合（%）"]).font = { italic: true };
    for (const b of q.buckets) sheet.addRow([text(b.label), b.count, b.percent]);
  }
  const rates = book.addWorksheet("回答率");
  rates.columns = [{ width: 30 }, { width: 10 }, { width: 10 }, { width: 12 }];
  for (const [title, rows] of [
    ["クラス別", totals.byClass],
    ["学年別", totals.byGrade],
  ] as const) {
    rates.addRow([title, "対象者数", "回答者数", "回答率（%）"]).font = { bold: true };
    for (const r of rows) rates.addRow([text(r.label), r.recipients, r.answered, r.rate]);
    rates.addRow([]);
  }
  if (cross) {
    const x = book.addWorksheet("クロス集計");
    x.addRow([`${text(cross.question.label)} × ${text(cross.byLabel)}`]).font = { bold: true };
    x.addRow(["", ...cross.columns.map((c) => text(c.label)), "合計"]).font = { bold: true };
    for (const [r, row] of cross.rows.entries())
      x.addRow([text(row.label), ...(cross.counts[r] ?? []), cross.rowTotals[r] ?? 0]);
    x.addRow(["回答者数", ...cross.columnRespondents, cross.respondents]);
    x.getColumn(1).width = 30;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function exportSurvey(
  db: Db,
  ctx: RequestContext,
  menu: TotalsMenu,
  surveyId: number,
  body: SurveyExportBody,
): Promise<SurveyFile> {
  const scope = await totalsScope(db, ctx, menu, surveyId, body.filter);
  const names = {
    node: body.filter.node ? scope.hierarchy.get(body.filter.node)?.name : undefined,
    question: scope.questions.find((q) => q.key === body.filter.fq)?.label,
  };
  if (body.kind === "answers") {
    const format = body.format === "Excel" ? "Excel" : "Csv";
    const columns = answerColumns(scope.questions, scope.survey.anonymous, (codes) =>
      scope.hierarchy.namesOf(codes).join(" ／ "),
    );
    const sink = new BufferSink();
    const writer = openTableWriter(format, columns, sink, {
      sheetName: "回答データ",
      csvEncoding: body.csvEncoding,
    });
    for await (const lines of answerLines(db, scope, body.filter)) await writer.writeRows(lines);
    await writer.finish();
    return {
      fileName: exportFileName(`アンケート回答_${scope.survey.title}`, format),
      contentType: contentTypeOf(format, body.csvEncoding),
      body: sink.toBuffer(),
    };
  }
  const [totals, cross] = await Promise.all([
    surveyTotals(db, ctx, menu, surveyId, body.filter),
    body.cross ? surveyCrossTab(db, ctx, menu, surveyId, { ...body.filter, ...body.cross }) : null,
  ]);
  const filterText = describeFilter(body.filter, names);
  if (body.format === "Pdf") {
    const name = exportFileName(`アンケート集計_${scope.survey.title}`, "Excel").replace(/\.xlsx$/, ".pdf");
    return {
      fileName: name,
      contentType: "application/pdf",
      body: await totalsPdf(totals, filterText, cross),
    };
  }
  return {
    fileName: exportFileName(`アンケート集計_${scope.survey.title}`, "Excel"),
    contentType: contentTypeOf("Excel"),
    body: await totalsWorkbook(totals, filterText, cross),
  };
}
