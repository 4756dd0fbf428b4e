import {
  FormReception,
  FormType,
  LoginRequired,
  NonLoginAccessKeyDataType,
  rules,
  stringField,
} from "@gakumu/domain";
import { z } from "zod";
import { idSchema } from "../../platform/permissions/assignment.schema";

export const AccessKeyParams = z.object({ formId: idSchema("フォーム"), accessKeyId: idSchema("リンク") });

/** A general link (no invitee) or a link for one invited person; expiry optional for both. */
export const IssueAccessKeyBody = z
  .object({
    inviteeMailAddress: stringField(rules.maxLength(254), rules.email()).default(""),
    inviteeName: stringField(rules.maxLength(100)).default(""),
    expiresAt: z.iso.datetime({ offset: true, error: "有効期限の日時が正しくありません" }).nullish(),
  })
  .default({ inviteeMailAddress: "", inviteeName: "" });

export const AccessKeyState = z.enum(["ACTIVE", "EXPIRED", "REVOKED"]);

export const AccessKeyItem = z.object({
  accessKeyId: z.number(),
  /** The first characters of the key, to tell links apart; the key itself is never stored. */
  keyPrefix: z.string(),
  dataType: NonLoginAccessKeyDataType.schema,
  inviteeMailAddress: z.string().nullable(),
  inviteeName: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  state: AccessKeyState,
  createdAt: z.string(),
});

export const AccessKeyListResponse = z.object({ accessKeyList: z.array(AccessKeyItem) });
export const AccessKeyResponse = z.object({ accessKey: AccessKeyItem });

/** Only the answer to the issuing call carries the key and its link; they cannot be shown again. */
export const IssuedAccessKeyResponse = z.object({
  accessKey: AccessKeyItem,
  accessKeyValue: z.string(),
  url: z.string(),
});

/** GET /app/form-api/access-key/resolve: where a link leads (spec §2.2 /redirect). */
export const ResolvedAccessKeyResponse = z.object({
  organization: z.object({ name: z.string(), organizationCd: z.string(), processMode: z.number() }),
  form: z.object({
    formId: z.number(),
    formCd: z.string(),
    formType: FormType.schema,
    title: z.string(),
    loginRequired: LoginRequired.schema,
    accountRegistrationRequired: z.boolean(),
    reception: FormReception.schema,
  }),
  accessKey: z.object({
    dataType: NonLoginAccessKeyDataType.schema,
    expiresAt: z.string().nullable(),
    inviteeName: z.string().nullable(),
    inviteeMailAddress: z.string().nullable(),
  }),
  /** The form frontend path to go to, under /app/form-frontend: "/12/answer", "/password-reset". */
  route: z.string(),
  /** Where completion mails come from: the form's sender address, else the organisation's ("" if none). */
  senderMailAddress: z.string(),
  /** GA4 / GTM ids the form frontend loads (organisation parameters ANALYTICS/*, form-analytics.ts). */
  analytics: z.object({ ga4Ids: z.array(z.string()), gtmIds: z.array(z.string()) }),
});

export type AccessKeyItemBody = z.infer<typeof AccessKeyItem>;
export type IssueAccessKeyInput = z.infer<typeof IssueAccessKeyBody>;
