import { FormAnswerStatus as S } from "@gakumu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { loadedContextFor } from "../../../../test/permissions/permission-fixtures";
import { usePermissionTestApp } from "../../../../test/permissions/permission-test-app";
import type { RequestContext } from "../../../platform/access/request-context";
import { menuRefusals } from "../../../platform/access/require-menu";
import { staffPublicForm } from "./answer-access";
import { correctAnswer } from "./answer-correction.service";
import { getAnswerDetail } from "./answer-detail.service";
import { answerExport } from "./answer-export";
import { readStaffAnswerFile } from "./answer-file-download";
import { answerFilesZip } from "./answer-files-zip";
import { AnswerFilter } from "./answer-filter";
import { type AnswerSchool, addAnswer, createAnswerSchool } from "./answer-fixtures.testing";
import { listAnswers } from "./answer-list.service";
import { changeAnswerStatus, changeAnswerStatuses } from "./answer-status.service";
import { getApplicant, searchApplicants } from "./applicant-information.service";
import { formDashboard } from "./form-dashboard.service";
import { AnswerListQuery } from "./staff-answers.schemas";

const referenceOnly = { status: 403, code: "FORBIDDEN", message: menuRefusals.referenceOnly };
const unavailable = { status: 403, code: "FORBIDDEN", message: menuRefusals.unavailable };

describe("staff answer use cases check the caller's authority themselves, without HTTP", () => {
  const t = usePermissionTestApp();
  let school: AnswerSchool;
  let viewer: RequestContext;
  let withoutMenu: RequestContext;
  let answerId: number;

  beforeAll(async () => {
    school = await createAnswerSchool(t.app, t.database.db);
    answerId = (await addAnswer(t.database.db, school)).id;
    viewer = await loadedContextFor(t.database.db, school, school.viewer);
    const { "form-answer": _taken, ...menus } = viewer.authority.menus;
    withoutMenu = { ...viewer, authority: { ...viewer.authority, menus } };
  });

  const deps = () => ({
    db: t.database.db,
    fileRoot: "/nonexistent",
    mailer: {
      send: async (): Promise<never> => {
        throw new Error("a refused change sends no mail");
      },
    },
    jobs: { wake: () => {} },
  });

  it("lets a reference-only caller read answers, the overview and applicants", async () => {
    const db = t.database.db;
    const list = await listAnswers(db, viewer, school.formId, AnswerListQuery.parse({}));
    expect(list.rows.map((r) => r.answerId)).toEqual([answerId]);
    await expect(getAnswerDetail(db, viewer, school.formId, answerId)).resolves.toMatchObject({ answerId });
    await expect(formDashboard(db, viewer)).resolves.toHaveLength(1);
    await expect(searchApplicants(db, viewer, {})).resolves.toMatchObject({ total: 0 });
  });

  it("refuses a reference-only caller's status change, bulk change and correction with a Japanese 403", async () => {
    const ids = { formId: school.formId, answerId };
    const change = { status: S.FIXED, version: 1 } as never;
    await expect(changeAnswerStatus(deps(), viewer, ids, change)).rejects.toMatchObject(referenceOnly);
    await expect(
      changeAnswerStatuses(deps(), viewer, school.formId, {
        status: S.FIXED,
        answerIds: [answerId],
      } as never),
    ).rejects.toMatchObject(referenceOnly);
    await expect(correctAnswer(deps(), viewer, ids, { values: {}, version: 1 })).rejects.toMatchObject(
      referenceOnly,
    );
  });

  it("refuses every read to a caller without the answer menu", async () => {
    const db = t.database.db;
    const filter = AnswerFilter.parse({});
    await expect(
      listAnswers(db, withoutMenu, school.formId, AnswerListQuery.parse({})),
    ).rejects.toMatchObject(unavailable);
    await expect(getAnswerDetail(db, withoutMenu, school.formId, answerId)).rejects.toMatchObject(
      unavailable,
    );
    await expect(formDashboard(db, withoutMenu)).rejects.toMatchObject(unavailable);
    await expect(searchApplicants(db, withoutMenu, {})).rejects.toMatchObject(unavailable);
    await expect(getApplicant(db, withoutMenu, 1)).rejects.toMatchObject(unavailable);
    await expect(staffPublicForm(db, withoutMenu, school.formId)).rejects.toMatchObject(unavailable);
    await expect(answerFilesZip(deps(), withoutMenu, school.formId, filter)).rejects.toMatchObject(
      unavailable,
    );
    await expect(
      readStaffAnswerFile(deps(), withoutMenu, { formId: school.formId, answerId, fileId: "x" }),
    ).rejects.toMatchObject(unavailable);
    const params = { formId: school.formId, formTitle: school.formTitle, filter, columns: [] };
    await expect(answerExport.count(db, withoutMenu, params)).rejects.toMatchObject(unavailable);
    await expect(answerExport.count(db, viewer, params)).resolves.toBe(1);
  });
});
