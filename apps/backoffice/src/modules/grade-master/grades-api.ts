import type { CreateGradeInput, GradeListResult, GradeResult, UpdateGradeInput } from "@gakumu/domain";
import { requestJson } from "../../app/http";

// The grade master's calls (server: modules/hierarchy/grades.routes.ts).
const BASE = "/app/api/v2/grades";

export type { GradeItem } from "@gakumu/domain";

export const gradesApi = {
  list: async () => (await requestJson<GradeListResult>("GET", BASE)).gradeList,
  create: (body: CreateGradeInput) => requestJson<GradeResult>("POST", BASE, body),
  update: (gradeCd: number, body: UpdateGradeInput) =>
    requestJson<GradeResult>("PUT", `${BASE}/${gradeCd}`, body),
  remove: (gradeCd: number) => requestJson<void>("DELETE", `${BASE}/${gradeCd}`),
};
