import { requestJson } from "../../app/http";

// The grade master's calls (server: modules/hierarchy/grades.routes.ts).
const BASE = "/app/api/v2/grades";

export interface GradeItem {
  gradeCd: number;
  name: string;
  sortOrder: number;
  /** Members holding the grade; a grade with members cannot be deleted. */
  memberCount: number;
}

export const gradesApi = {
  list: async () => (await requestJson<{ gradeList: GradeItem[] }>("GET", BASE)).gradeList,
  create: (body: { gradeCd: number; name: string; sortOrder?: number }) =>
    requestJson<{ grade: GradeItem }>("POST", BASE, body),
  update: (gradeCd: number, body: { name: string; sortOrder: number }) =>
    requestJson<{ grade: GradeItem }>("PUT", `${BASE}/${gradeCd}`, body),
  remove: (gradeCd: number) => requestJson<void>("DELETE", `${BASE}/${gradeCd}`),
};
