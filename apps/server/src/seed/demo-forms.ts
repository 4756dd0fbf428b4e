import crypto from "node:crypto";
import { CreateFormBody, FormAnswerStatus, IssueAccessKeyBody } from "@gakumu/domain";
import type { Db } from "../db/client";
import { saveDraft } from "../modules/form-answers/applicant/draft.service";
import { submitAnswer } from "../modules/form-answers/applicant/submit.service";
import { createNewAnswerWriter } from "../modules/form-answers/applicant/submit-batch";
import { changeAnswerStatus } from "../modules/form-answers/staff/answer-status.service";
import { createFormUserAccount } from "../modules/form-users/form-user-create";
import { resolveAccessKey } from "../modules/forms/access-key-resolve";
import { issueAccessKey } from "../modules/forms/access-keys.service";
import { publishForm } from "../modules/forms/form-lifecycle.service";
import { createForm } from "../modules/forms/forms.service";
import { saveSenderMailAddress } from "../modules/organization-settings/mail-sender";
import type { RequestContext } from "../platform/access/request-context";
import { findLoginUser } from "../platform/auth/login-user.service";
import type { JobQueue } from "../platform/jobs/job-queue";
import type { Mailer } from "../platform/mail/mailer";
import { loadCallerAuthority } from "../platform/permissions/caller-authority";
import type { OrganizationRow, TenantRow } from "../platform/tenancy/tenancy.service";
import {
  APPLICATION_ANSWERS,
  applicationFormDefinition,
  DEMO_APPLICANT,
  DEMO_SENDER_MAIL_ADDRESS,
  type DemoAnswer,
  openCampusAnswers,
  openCampusFormDefinition,
} from "./demo-forms.data";
import { DEMO_ADMIN } from "./demo-school";

// The demo school's forms, written through the forms and form-answers modules' own use cases, as
// the office and applicants would have made them: built and published by the demo administrator,
// linked, answered through the link (checked by the same rules as any answer, receipt numbers and
// completion mails included), one answer confirmed (確定) and one saved midway by the demo applicant.

/** What answering needs of the platform: sent answers queue their completion mails. */
export interface DemoFormServices {
  mailer: Mailer;
  jobs: JobQueue;
  /** DATA_DIR/form-files; nothing is written there, as the demo answers carry no files. */
  fileRoot: string;
}

/** A form's link as printed at start: the path under the server's address. */
export interface DemoFormLink {
  title: string;
  /** /app/form-frontend/redirect?accessKey=… */
  path: string;
}

const SEED_IP = "127.0.0.1";

/** The demo administrator's context in the student organisation (normal process mode). */
async function adminContext(db: Db, tenant: TenantRow, org: OrganizationRow): Promise<RequestContext> {
  const admin = await findLoginUser(db, tenant.id, DEMO_ADMIN.loginId);
  if (!admin) throw new Error("デモ管理者が見つかりません。");
  const who = { tenantId: tenant.id, loginUserId: admin.id, organizationId: org.id, processMode: 0 };
  return {
    sessionId: "demo-seed",
    tenantId: tenant.id,
    tenantCd: tenant.tenantCd,
    loginUserId: admin.id,
    displayUserId: admin.displayUserId,
    organizationId: org.id,
    systemCd: org.systemCd,
    organizationCd: org.organizationCd,
    processMode: 0,
    ip: SEED_IP,
    authority: await loadCallerAuthority(db, who),
  };
}

interface FormSeed {
  definition: object;
  answers: DemoAnswer[];
}

async function seedForm(
  db: Db,
  services: DemoFormServices,
  staff: RequestContext,
  applicantId: number,
  seed: FormSeed,
  now: Date,
): Promise<DemoFormLink> {
  const draft = await createForm(db, staff, CreateFormBody.parse(seed.definition));
  const published = await publishForm(db, staff, draft.formId, draft.version);
  const issued = await issueAccessKey(db, staff, published.formId, IssueAccessKeyBody.parse({}), "", now);

  const deps = { db, ...services, writeNewAnswer: createNewAnswerWriter({ db, mailer: services.mailer }) };
  const resolved = await resolveAccessKey(db, issued.accessKeyValue, SEED_IP, now);
  for (const answer of seed.answers) {
    const ctx = {
      tenantId: resolved.form.tenantId,
      organizationId: resolved.form.organizationId,
      form: resolved.form,
      organization: resolved.organization,
      formUserId: answer.byApplicant ? applicantId : null,
      accessKeyId: resolved.key.id,
    };
    const input = { formId: resolved.form.id, values: answer.values };
    if (answer.draft) {
      await saveDraft(deps, ctx, input, now);
      continue;
    }
    const sent = await submitAnswer(deps, ctx, { ...input, submissionToken: crypto.randomUUID() }, now);
    if (answer.fixed)
      await changeAnswerStatus(
        deps,
        staff,
        { formId: resolved.form.id, answerId: sent.answerId },
        { status: FormAnswerStatus.FIXED, version: sent.version },
      );
  }
  return { title: published.title, path: issued.url };
}

/**
 * The 出願 and オープンキャンパス申込 forms of the student organisation, published and answered, the
 * organisation's sender address, and the demo applicant's account. Runs inside the demo seed's
 * transaction: `db` is that transaction.
 */
export async function createDemoForms(
  db: Db,
  services: DemoFormServices,
  demo: { tenant: TenantRow; studentOrganization: OrganizationRow },
  now: Date,
): Promise<DemoFormLink[]> {
  const org = demo.studentOrganization;
  const scope = { tenantId: demo.tenant.id, organizationId: org.id };
  const staff = await adminContext(db, demo.tenant, org);
  await saveSenderMailAddress(db, staff, { senderMailAddress: DEMO_SENDER_MAIL_ADDRESS });
  const applicant = await createFormUserAccount(db, scope, DEMO_APPLICANT);
  const forms: FormSeed[] = [
    { definition: applicationFormDefinition(now), answers: APPLICATION_ANSWERS },
    { definition: openCampusFormDefinition(now), answers: openCampusAnswers(now) },
  ];
  const links: DemoFormLink[] = [];
  for (const form of forms) links.push(await seedForm(db, services, staff, applicant.id, form, now));
  return links;
}
