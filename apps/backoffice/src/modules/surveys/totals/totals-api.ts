import {
  SURVEY_GROUP_BASE,
  SURVEY_RESULTS_BASE,
  SURVEY_TOTALLING_BASE,
  type SurveyCrossTab,
  type SurveyExportBodyInput,
  type SurveyGroupCandidates,
  type SurveyGroupItem,
  type SurveyGroupList,
  type SurveyTextPage,
  type SurveyTotals,
} from "@gakumu/domain";
import { http } from "../../../app/http";

// The totals screens' calls (server: modules/surveys/totals and groups). The same totals are read
// under アンケート結果 (…/results) or under アンケート集計 (…/totalling), each behind its own menu.

export type TotalsBase = typeof SURVEY_RESULTS_BASE | typeof SURVEY_TOTALLING_BASE;
export { SURVEY_RESULTS_BASE, SURVEY_TOTALLING_BASE };

/** What the filter bar holds; empty fields are left out of the request. */
export interface TotalsFilter {
  from: string;
  to: string;
  node: string;
  grade: string;
  fq: string;
  fv: string[];
}

export const EMPTY_FILTER: TotalsFilter = { from: "", to: "", node: "", grade: "", fq: "", fv: [] };

/** The filter as query parameters / body fields: only what is set (answer values only with their question). */
export function filterParams(filter: TotalsFilter): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (filter.from) out.from = filter.from;
  if (filter.to) out.to = filter.to;
  if (filter.node) out.node = filter.node;
  if (filter.grade) out.grade = filter.grade;
  if (filter.fq && filter.fv.length > 0) {
    out.fq = filter.fq;
    out.fv = filter.fv;
  }
  return out;
}

export const totalsKeys = {
  all: ["survey-totals"] as const,
  totals: (base: string, id: number, filter: TotalsFilter) =>
    ["survey-totals", base, id, "totals", filter] as const,
  cross: (base: string, id: number, filter: TotalsFilter, question: string, by: string) =>
    ["survey-totals", base, id, "cross", filter, question, by] as const,
  texts: (base: string, id: number, filter: TotalsFilter, question: string, keyword: string, page: number) =>
    ["survey-totals", base, id, "texts", filter, question, keyword, page] as const,
  groups: ["survey-totals", "groups"] as const,
  candidates: ["survey-totals", "group-candidates"] as const,
};

export const totalsApi = {
  totals: (base: TotalsBase, id: number, filter: TotalsFilter, signal?: AbortSignal) =>
    http.get<SurveyTotals>(`${base}/${id}/totals`, filterParams(filter), { signal }),
  cross: (
    base: TotalsBase,
    id: number,
    filter: TotalsFilter,
    question: string,
    by: string,
    signal?: AbortSignal,
  ) => http.get<SurveyCrossTab>(`${base}/${id}/cross`, { ...filterParams(filter), question, by }, { signal }),
  texts: (
    base: TotalsBase,
    id: number,
    filter: TotalsFilter,
    question: string,
    keyword: string,
    page: number,
    signal?: AbortSignal,
  ) =>
    http.get<SurveyTextPage>(
      `${base}/${id}/texts`,
      { ...filterParams(filter), question, page, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) },
      { signal },
    ),
  exportFile: (base: TotalsBase, id: number, body: SurveyExportBodyInput) =>
    http.download(`${base}/${id}/export`, body),
};

export const groupsApi = {
  list: (signal?: AbortSignal) => http.get<SurveyGroupList>(SURVEY_GROUP_BASE, undefined, { signal }),
  candidates: (signal?: AbortSignal) =>
    http.get<SurveyGroupCandidates>(`${SURVEY_GROUP_BASE}/candidates`, undefined, { signal }),
  create: (body: { name: string; surveyIds: number[] }) =>
    http.post<SurveyGroupItem>(SURVEY_GROUP_BASE, body),
  update: (id: number, body: { name: string; surveyIds: number[]; version: number }) =>
    http.put<SurveyGroupItem>(`${SURVEY_GROUP_BASE}/${id}`, body),
  remove: (id: number, version: number) => http.delete<null>(`${SURVEY_GROUP_BASE}/${id}`, { version }),
};
