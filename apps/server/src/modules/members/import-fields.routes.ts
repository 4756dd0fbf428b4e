import { IMPORT_FIELDS_PATH, ImportFieldsQuery, ImportFieldsResponse } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import {
  type ExtraOrganizationFinder,
  resolveScopeOrganization,
} from "../../platform/auth/user-organizations";
import { listMemberImportFields } from "./members.service";

/** GET /app/api/v2/system/member/importfield (spec §7.3): the organisation's member import fields. */
export function registerImportFieldRoutes(
  app: FastifyInstance,
  deps: { db: Db; extraOrganizationIds?: ExtraOrganizationFinder },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    IMPORT_FIELDS_PATH,
    {
      config: { access: { session: true } },
      schema: {
        tags: ["会員"],
        querystring: ImportFieldsQuery,
        response: { 200: ImportFieldsResponse },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      const org = await resolveScopeOrganization(deps.db, ctx, request.query, deps.extraOrganizationIds);
      const rows = await listMemberImportFields(
        deps.db,
        org.organizationId,
        request.query.processMode ?? ctx.processMode,
      );
      return rows.map((f) => ({
        fieldName: f.fieldName,
        fieldTitle: f.fieldTitle,
        isValid: f.isValid,
        isRequired: f.isRequired,
        rowNumber: f.rowNumber,
      }));
    },
  );
}
