import { postalCodeLookupResponseSchema, postalCodeQuerySchema } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AccessKeyHeaders } from "../form-users/form-users.schemas";
import { lookupPostalCode } from "./postal-codes.service";

const tags = ["postal-code"];
const schema = {
  tags,
  querystring: postalCodeQuerySchema,
  response: { 200: postalCodeLookupResponseSchema },
};

/** 住所検索 for ADDRESS answers (form frontend) and addresses typed in the back office. */
export function registerPostalCodeRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // An applicant answering through a link may not be logged in, so the gate asks for the link's
  // access key instead, which keeps it from being an open lookup service and puts callers under the
  // key check's per-address limit (unknown keys → RATE_LIMITED).
  r.get(
    "/app/form-api/postal-code",
    {
      config: { access: { applicant: "access-key" } },
      schema: {
        ...schema,
        summary: "郵便番号から住所を検索（回答中のフォームのアクセスキーが必要）",
        headers: AccessKeyHeaders,
      },
    },
    async (request) => lookupPostalCode(request.query.postalCd),
  );

  r.get(
    "/app/api/v2/postal-code",
    {
      config: { access: { session: true } },
      schema: { ...schema, summary: "郵便番号から住所を検索（メンバー編集・フォームの回答修正）" },
    },
    async (request) => lookupPostalCode(request.query.postalCd),
  );
}
