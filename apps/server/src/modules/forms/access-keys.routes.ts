import {
  AccessKeyListResponse,
  AccessKeyParams,
  AccessKeyResponse,
  FormIdParams,
  IssueAccessKeyBody,
  IssuedAccessKeyResponse,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/request-context";
import { issueAccessKey, listAccessKeys, revokeAccessKey } from "./access-keys.service";
import type { FormRouteDeps } from "./form-route-deps";
import { FORM_MENU } from "./forms.menu";

const BASE = "/app/api/v2/form/:formId/access-keys";
const read = { menu: FORM_MENU } as const;
const write = { menu: FORM_MENU, write: true } as const;
const audit = { targetType: "form_access_key" };
const tags = ["form"];

/** Links of a form (spec §2.2 /redirect?accessKey=…): issue, list, revoke. */
export function registerAccessKeyRoutes(app: FastifyInstance, deps: FormRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    BASE,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "フォームのリンク一覧",
        params: FormIdParams,
        response: { 200: AccessKeyListResponse },
      },
    },
    async (request) => ({
      accessKeyList: await listAccessKeys(db, requireContext(request), request.params.formId),
    }),
  );

  r.post(
    BASE,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "フォームのリンク発行（URLはこの応答でのみ表示）",
        params: FormIdParams,
        body: IssueAccessKeyBody,
        response: { 201: IssuedAccessKeyResponse },
      },
    },
    async (request, reply) => {
      const issued = await issueAccessKey(
        db,
        requireContext(request),
        request.params.formId,
        request.body,
        deps.publicUrl,
      );
      return reply.status(201).send(issued);
    },
  );

  r.post(
    `${BASE}/:accessKeyId/revoke`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "フォームのリンク無効化",
        params: AccessKeyParams,
        response: { 200: AccessKeyResponse },
      },
    },
    async (request) => ({
      accessKey: await revokeAccessKey(
        db,
        requireContext(request),
        request.params.formId,
        request.params.accessKeyId,
      ),
    }),
  );
}
