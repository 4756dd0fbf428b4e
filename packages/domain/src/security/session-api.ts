import { z } from "zod";
import { defineContracts } from "../api/contract";
import { intField, intParam } from "../api/params";
import { ProcessMode } from "../codes/system";

// What the back office loads right after login and when the user switches organisation or process
// mode (spec §2.1, §7.3): the route schemas (server: platform/auth/session-info.routes.ts) and the
// types the authentication gate reads them with.

/** Where a call applies (the query of the §7.3 calls); the session's organisation and mode when left out. */
export const SessionScopeQuery = z.object({
  processMode: intParam("処理モード", { min: 0 }).optional(),
  systemCd: intParam("システム", { min: 0 }).optional(),
  organizationCd: z.string().max(32).optional(),
});

/** An organisation the user may work in, with the process modes (ProcessMode codes) it uses. */
export const OrganizationChoiceSchema = z.object({
  systemCd: z.number(),
  organizationCd: z.string(),
  name: z.string(),
  processModes: z.array(z.number()),
});
export type OrganizationChoice = z.infer<typeof OrganizationChoiceSchema>;

export const SessionUserResponse = z.object({
  tenantCd: z.string(),
  loginUserId: z.number(),
  displayUserId: z.string(),
  name: z.string(),
  mailAddress: z.string(),
  systemCd: z.number(),
  organizationCd: z.string(),
  processMode: z.number(),
  passwordChangeRequired: z.boolean(),
  passwordExpired: z.boolean(),
  totpEnabled: z.boolean(),
  idleTimeoutMinutes: z.number(),
  organizations: z.array(OrganizationChoiceSchema),
});
/** The logged-in back-office user and the organisations they may switch to. */
export type SessionUser = z.infer<typeof SessionUserResponse>;

export const SessionOrganizationResponse = OrganizationChoiceSchema.extend({
  logoUrl: z.string().nullable(),
});
export type SessionOrganization = z.infer<typeof SessionOrganizationResponse>;

/** Manuals are organisation parameters of category MANUAL: the type is the title, the value the URL. */
export const ManualSchema = z.object({ title: z.string(), url: z.string() });
export type Manual = z.infer<typeof ManualSchema>;
export const ManualListResponse = z.object({ manuals: z.array(ManualSchema) });
export type ManualList = z.infer<typeof ManualListResponse>;

export const OrganizationParameterSchema = z.object({
  parameterCategory: z.string(),
  parameterType: z.string(),
  value: z.string(),
});
export type OrganizationParameter = z.infer<typeof OrganizationParameterSchema>;
export const OrganizationParameterListResponse = z.array(OrganizationParameterSchema);

export const SelectProcessBody = z.object({
  systemCd: intField("システム", { min: 0 }),
  organizationCd: z.string().max(32),
  processMode: ProcessMode.schema,
});
export type SelectProcessInput = z.infer<typeof SelectProcessBody>;

export const sessionContracts = defineContracts({
  "GET /app/api/v2/login/loginuser": SessionUserResponse,
  "GET /app/api/v2/login/organization": SessionOrganizationResponse,
  "GET /app/api/v2/login/manual": ManualListResponse,
  "GET /app/api/v2/organization/parameter": OrganizationParameterListResponse,
  "POST /app/api/v2/login/select-process": null,
} as const);
