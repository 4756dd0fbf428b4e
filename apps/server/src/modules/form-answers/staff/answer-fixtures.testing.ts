// Test support of the staff answer routes (never imported by src code): a school with a published
// form, applicants and answers written straight into the tables, files in the real file store.
import path from "node:path";
import { FormAnswerStatus, type FormAnswerValues } from "@gakumu/domain";
import { eq, max } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { loginAs } from "../../../../test/auth-helpers";
import { createForm, publish, sampleDefinition } from "../../../../test/forms/form-test-kit";
import {
  createPermissionTenant,
  type PermissionTenant,
} from "../../../../test/permissions/permission-fixtures";
import type { TestContext } from "../../../../test/test-app";
import type { Db } from "../../../db/client";
import { formUser } from "../../form-users/form-users.tables";
import { form } from "../../forms/forms.tables";
import { buildAnswerSearchText } from "../applicant/answer-text";
import { answerFileRootOf, writeAnswerFile } from "../files/answer-file-store";
import { formAnswer, formAnswerFile, formAnswerStatusLog } from "../form-answers.tables";
import { answerableItemsOf } from "./answer-access";

type Headers = Record<string, string>;

export interface AnswerSchool extends PermissionTenant {
  adminHeaders: Headers;
  viewerHeaders: Headers;
  formId: number;
  formTitle: string;
}

/** The test app's DATA_DIR (its exports live in DATA_DIR/exports). */
export const fileRootOf = (t: Pick<TestContext, "exports">) =>
  answerFileRootOf(path.dirname(t.exports.directory));

/** A tenant whose school published the sample form; headers of its administrator and its viewer. */
export async function createAnswerSchool(
  app: FastifyInstance,
  db: Db,
  definition: object = sampleDefinition(),
): Promise<AnswerSchool> {
  const school = await createPermissionTenant(db);
  const admin = await loginAs(app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
  const viewer = await loginAs(app, { tenantCd: school.tenant.tenantCd, displayUserId: "viewer" });
  const created = await publish(app, admin, await createForm(app, admin, definition));
  return {
    ...school,
    adminHeaders: admin,
    viewerHeaders: viewer,
    formId: created.formId,
    formTitle: created.title,
  };
}

export async function addFormUser(
  db: Db,
  school: PermissionTenant,
  profile: {
    loginId?: string | null;
    name?: string;
    nameKana?: string;
    telNo?: string;
    lineSubject?: string;
  },
) {
  const [row] = await db
    .insert(formUser)
    .values({ tenantId: school.tenant.id, organizationId: school.organization.id, ...profile })
    .returning();
  return row!;
}

export interface AnswerSeed {
  status?: number;
  values?: FormAnswerValues;
  formUserId?: number | null;
  mailAddress?: string | null;
  submittedAt?: Date;
  formId?: number;
}

/** One answer as the applicant side would have stored it: numbered when sent, text for the search. */
export async function addAnswer(db: Db, school: AnswerSchool, seed: AnswerSeed = {}) {
  const formId = seed.formId ?? school.formId;
  const status = seed.status ?? FormAnswerStatus.ANSWERED;
  const [formRow] = await db.select().from(form).where(eq(form.id, formId));
  const values = seed.values ?? { name: "山田　花子", course: "1", report: null };
  const sent = status !== FormAnswerStatus.DRAFT;
  const [last] = await db
    .select({ n: max(formAnswer.receiptNo) })
    .from(formAnswer)
    .where(eq(formAnswer.formId, formId));
  const at = seed.submittedAt ?? new Date();
  const [row] = await db
    .insert(formAnswer)
    .values({
      tenantId: school.tenant.id,
      organizationId: school.organization.id,
      formId,
      formUserId: seed.formUserId ?? null,
      singleAnswer: false,
      answerStatus: status,
      answerValues: values,
      receiptNo: sent ? (last?.n ?? 0) + 1 : null,
      mailAddress: seed.mailAddress ?? null,
      searchText: buildAnswerSearchText(await answerableItemsOf(db, formRow!), values, {
        applicant: null,
        mailAddress: seed.mailAddress ?? null,
        receiptNo: sent ? (last?.n ?? 0) + 1 : null,
      }),
      firstSubmittedAt: sent ? at : null,
      lastSubmittedAt: sent ? at : null,
    })
    .returning();
  await db.insert(formAnswerStatusLog).values({
    tenantId: school.tenant.id,
    formAnswerId: row!.id,
    fromStatus: null,
    toStatus: status,
  });
  return row!;
}

/** A file stored for an answer's item, and the answer's value naming it. */
export async function addAnswerFile(
  db: Db,
  root: string,
  answer: typeof formAnswer.$inferSelect,
  file: { itemKey?: string; fileName: string; mimeType?: string; content: Buffer },
) {
  const itemKey = file.itemKey ?? "report";
  const stored = await writeAnswerFile(root, answer, file.content);
  const [row] = await db
    .insert(formAnswerFile)
    .values({
      id: stored.fileId,
      tenantId: answer.tenantId,
      organizationId: answer.organizationId,
      formId: answer.formId,
      formAnswerId: answer.id,
      itemKey,
      formUserId: answer.formUserId,
      fileName: file.fileName,
      mimeType: file.mimeType ?? "application/pdf",
      size: file.content.length,
      storagePath: stored.storagePath,
      attachedAt: new Date(),
    })
    .returning();
  const value = {
    fileId: row!.id,
    fileName: row!.fileName,
    mimeType: row!.mimeType,
    size: row!.size,
    status: "NONE",
  };
  const current = (answer.answerValues[itemKey] as unknown[] | null) ?? [];
  answer.answerValues = { ...answer.answerValues, [itemKey]: [...current, value] as never };
  await db.update(formAnswer).set({ answerValues: answer.answerValues }).where(eq(formAnswer.id, answer.id));
  return row!;
}

/** A minimal PDF: enough for the sniffers that look at magic bytes. */
export const pdfBytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
