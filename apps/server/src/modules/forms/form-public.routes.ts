import {
  type CodeType,
  FormStatus,
  type FormType,
  type LoginRequired,
  NonLoginAccessKeyDataType,
  publicFormSchema,
  ResolvedAccessKeyResponse,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFoundError } from "../../platform/errors/app-error";
import { ACCESS_KEY_HEADER } from "../../platform/http/csrf";
import { type ResolvedAccessKey, resolvedLinkOf } from "./access-key-resolve";
import { readFormAnalytics } from "./form-analytics";
import { loadFormDetail } from "./form-queries";
import { receptionOf } from "./form-reception";
import type { FormRouteDeps } from "./form-route-deps";
import { toPublicForm } from "./public-form";

/** Every call here needs the link: the gate resolves its key (spec §8.1 errors) before the handler. */
const access = { applicant: "access-key" } as const;
const tags = ["form-frontend"];
const headers = z.object({ [ACCESS_KEY_HEADER]: z.string().max(200).optional() });

class FormNotPublishedError extends NotFoundError {
  constructor() {
    super("このフォームは現在公開されていません。");
  }
}

/** Where each kind of key leads in the form frontend; other kinds belong to other features. */
function routeOf(resolved: ResolvedAccessKey): string {
  const { key, form } = resolved;
  if (key.dataType === NonLoginAccessKeyDataType.PASSWORD_RESET) return "/password-reset";
  if (form.status !== FormStatus.PUBLISHED) throw new FormNotPublishedError();
  return `/${form.id}/answer`;
}

/**
 * The form frontend's calls that only need a link (spec §7.1: the access key travels in the
 * X-Access-Key header): resolving the link, the organisation's logo, and the form to answer.
 */
export function registerFormPublicRoutes(app: FastifyInstance, { db, mailer }: FormRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/app/form-api/access-key/resolve",
    {
      config: { access },
      schema: {
        tags,
        summary: "リンク（アクセスキー）の確認と遷移先",
        headers,
        response: { 200: ResolvedAccessKeyResponse },
      },
    },
    async (request) => {
      const resolved = resolvedLinkOf(request);
      const { key, form, organization } = resolved;
      const route = routeOf(resolved);
      return {
        organization: {
          name: organization.name,
          organizationCd: organization.organizationCd,
          processMode: form.processMode,
        },
        form: {
          formId: form.id,
          formCd: form.formCd,
          formType: form.formType as CodeType<typeof FormType>,
          title: form.title,
          loginRequired: form.loginRequired as CodeType<typeof LoginRequired>,
          accountRegistrationRequired: form.accountRegistrationRequired,
          reception: receptionOf(form, new Date()),
        },
        accessKey: {
          dataType: key.dataType as CodeType<typeof NonLoginAccessKeyDataType>,
          expiresAt: key.expiresAt?.toISOString() ?? null,
          inviteeName: key.inviteeName,
          inviteeMailAddress: key.inviteeMailAddress,
        },
        route,
        // Where the completion mail will come from (the login modal names it, spec §2.2).
        senderMailAddress:
          form.senderMailAddress || organization.senderMailAddress || mailer.platformSenderAddress,
        analytics: await readFormAnalytics(db, {
          tenantId: organization.tenantId,
          organizationId: organization.id,
          processMode: form.processMode,
        }),
      };
    },
  );

  r.get(
    "/app/form-api/organization-logo",
    {
      config: { access },
      schema: {
        tags,
        summary: "組織のロゴ画像（spec §7.3）",
        headers,
        response: { 200: z.unknown().describe("画像") },
      },
    },
    async (request, reply) => {
      const { organization } = resolvedLinkOf(request);
      if (!organization.logo || !organization.logoMimeType)
        throw new NotFoundError("組織のロゴが設定されていません。");
      return reply
        .header("content-type", organization.logoMimeType)
        .header("cache-control", "private, max-age=300")
        .header("x-content-type-options", "nosniff")
        .send(organization.logo);
    },
  );

  r.get(
    "/app/form-api/form-definition",
    {
      config: { access },
      schema: {
        tags,
        summary: "回答するフォーム（公開中のみ）",
        headers,
        response: { 200: publicFormSchema },
      },
    },
    async (request) => {
      const { key, form, organization } = resolvedLinkOf(request);
      if (key.dataType !== NonLoginAccessKeyDataType.FORM || form.status !== FormStatus.PUBLISHED)
        throw new FormNotPublishedError();
      const shown = await toPublicForm(db, await loadFormDetail(db, form), organization, new Date());
      return { ...shown, senderMailAddress: shown.senderMailAddress || mailer.platformSenderAddress };
    },
  );
}
