// Factories of test data: each makes one kind of entity the way the product makes it (through its
// routes or its modules' functions), inside a tenant of the test's own from newTenant, so that no
// test reads another's rows.
export { newAnswer } from "./answer.factory";
export { newExportJob } from "./export-job.factory";
export { expectCall, type FactoryContext, type Headers, uniqueCode } from "./factory-context";
export { type FormFixture, newForm } from "./form.factory";
export { newFormUser } from "./form-user.factory";
export { newGrade } from "./grade.factory";
export { newHierarchyNode } from "./hierarchy-node.factory";
export { type ImportKind, newImportCheck } from "./import-check.factory";
export { newLoginUser } from "./login-user.factory";
export { newMail } from "./mail.factory";
export { type MemberFixture, newMember } from "./member.factory";
export { newMemberAttribute } from "./member-attribute.factory";
export { newMemberPhoto } from "./member-photo.factory";
export { newMemberRequest } from "./member-request.factory";
export { newOperationLog } from "./operation-log.factory";
export { newPermissionSet } from "./permission-set.factory";
export { newTenant, type TenantFixture } from "./tenant.factory";
