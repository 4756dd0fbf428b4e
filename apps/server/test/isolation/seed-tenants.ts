import { ProcessMode } from "@gakumu/domain";
import { createTestUser, loginAs } from "../auth-helpers";
import {
  type FactoryContext,
  type FormFixture,
  type Headers,
  type MemberFixture,
  newAnswer,
  newExportJob,
  newForm,
  newFormUser,
  newGrade,
  newHierarchyNode,
  newImportCheck,
  newLoginUser,
  newMail,
  newMember,
  newMemberAttribute,
  newMemberPhoto,
  newMemberRequest,
  newOperationLog,
  newPermissionSet,
  newTenant,
  type TenantFixture,
} from "../factories";
import { waitUntil } from "../jobs/job-test-kit";
import { assignSet } from "../permissions/permission-fixtures";

/** The tenant whose data is attacked: one of every entity kind a route addresses. */
export interface Victim {
  s: TenantFixture;
  node: { divisionCd: string; name: string };
  childNode: { divisionCd: string; name: string };
  grade: { gradeCd: number; name: string };
  member: MemberFixture;
  alumnus: MemberFixture;
  attribute: { id: number; version: number; attributeCd: string };
  request: { requestId: number; version: number };
  photo: { photoId: number; memberVersion: number };
  memberImport: { syncLogId: number };
  concernImport: { syncLogId: number };
  exportJob: { jobId: string };
  loginUser: { id: number; displayUserId: string };
  permissionSet: { permissionSetId: number };
  form: FormFixture;
  formUser: Awaited<ReturnType<typeof newFormUser>>;
  answer: Awaited<ReturnType<typeof newAnswer>>;
  mail: { mailId: number };
}

/** The tenant that attacks: its administrator, and an applicant of its own published form. */
export interface Intruder {
  s: TenantFixture;
  /** A login user of B only (A has no user of that id). */
  self: { id: number; displayUserId: string };
  form: FormFixture;
  formUser: Awaited<ReturnType<typeof newFormUser>>;
  /** A new system administrator of B, logged in: for calls that end or change their own session or account. */
  freshSession(): Promise<Headers>;
  /** A new logged-in applicant of B, for calls that end the session or delete the account. */
  freshApplicant(): Promise<{ cookie: string }>;
}

export async function seedVictim(t: FactoryContext): Promise<Victim> {
  const s = await newTenant(t);
  const node = await newHierarchyNode(t, s);
  const childNode = await newHierarchyNode(t, s, { parentDivisionCd: node.divisionCd });
  const grade = await newGrade(t, s, 1);
  const member = await newMember(t, s, {
    path: [node.divisionCd, childNode.divisionCd],
    grade: grade.gradeCd,
  });
  const alumnus = await newMember(t, s, { processMode: ProcessMode.ALUMNI });
  const photo = await newMemberPhoto(t, s, member);
  const form = await newForm(t, s);
  const formUser = await newFormUser(t, s);
  const victim: Victim = {
    s,
    node,
    childNode,
    grade,
    member,
    alumnus,
    attribute: await newMemberAttribute(t, s),
    request: await newMemberRequest(t, s, member),
    photo,
    memberImport: await newImportCheck(t, s, "member-import"),
    concernImport: await newImportCheck(t, s, "concern-import"),
    exportJob: await newExportJob(t, s),
    loginUser: await newLoginUser(t, s),
    permissionSet: await newPermissionSet(t, s),
    form,
    formUser,
    answer: await newAnswer(t, s, form, formUser),
    mail: await newMail(t, s),
  };
  await newOperationLog(t, s);
  return victim;
}

export async function seedIntruder(t: FactoryContext): Promise<Intruder> {
  const s = await newTenant(t);
  let sessions = 0;
  return {
    s,
    self: await newLoginUser(t, s),
    form: await newForm(t, s),
    formUser: await newFormUser(t, s),
    async freshSession() {
      const user = await createTestUser(t.database.db, s.tenant, s.organization, `fresh${++sessions}`);
      await assignSet(t.database.db, s, user, s.sets.administrator);
      return loginAs(t.app, { tenantCd: s.tenant.tenantCd, displayUserId: user.displayUserId });
    },
    freshApplicant: () => newFormUser(t, s),
  };
}

/** Waits until no job of the tenant is queued or running (mails kept, exports written). */
export async function settleJobs(t: FactoryContext, tenantId: number): Promise<void> {
  await waitUntil(
    async () => {
      const { rows } = (await t.database.executeSql(
        "select count(*)::int as n from job_run where tenant_id = $1 and status not in ('succeeded', 'failed')",
        [tenantId],
      )) as { rows: { n: number }[] };
      return rows[0]!.n === 0 ? true : undefined;
    },
    { what: `the jobs of tenant ${tenantId}` },
  );
}
