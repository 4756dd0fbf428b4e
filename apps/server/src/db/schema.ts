// Every table of the platform and its modules, for Drizzle's typed queries and drizzle-kit.
// Each feature keeps its tables in its own folder; this file only gathers them.

export * from "../modules/form-answers/form-answers.tables";
export * from "../modules/form-users/form-users.tables";
export * from "../modules/forms/forms.tables";
export * from "../modules/members/import/member-sync-log.tables";
export * from "../modules/members/member-attributes.tables";
export * from "../modules/members/members.tables";
export * from "../modules/members/photos/member-photos.tables";
export * from "../modules/members/requests/member-requests.tables";
export * from "../modules/operation-logs/operation-logs.tables";
export * from "../platform/audit/audit.tables";
export * from "../platform/auth/login-user.tables";
export * from "../platform/auth/password-reset.tables";
export * from "../platform/hierarchy/hierarchy.tables";
export * from "../platform/jobs/jobs.tables";
export * from "../platform/mail/mail.tables";
export * from "../platform/permissions/permissions.tables";
export * from "../platform/rate-limit/rate-limit.tables";
export * from "../platform/sessions/sessions.tables";
export * from "../platform/tenancy/tenancy.tables";
