import {
  ManualListResponse,
  NoContent,
  OrganizationParameterListResponse,
  SelectProcessBody,
  SessionOrganizationResponse,
  SessionScopeQuery,
  SessionUserResponse,
} from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { requireContext } from "../access/request-context";
import { ForbiddenError } from "../errors/app-error";
import { idleMinutesOf, switchSessionScope } from "../sessions/session.service";
import { sessionToken } from "../sessions/session-cookie";
import { organizationParameter } from "../tenancy/tenancy.tables";
import { loginUser } from "./login-user.tables";
import {
  type ExtraOrganizationFinder,
  listUserOrganizations,
  resolveScopeOrganization,
  type UserOrganization,
} from "./user-organizations";

export interface SessionInfoDeps {
  db: Db;
  /** Organisations beyond the user's own that their permissions reach (from the permissions module). */
  extraOrganizationIds?: ExtraOrganizationFinder;
}

const parameterValue = async (db: Db, organizationId: number, category: string, type: string) => {
  const [row] = await db
    .select({ value: organizationParameter.value })
    .from(organizationParameter)
    .where(
      and(
        eq(organizationParameter.organizationId, organizationId),
        eq(organizationParameter.parameterCategory, category),
        eq(organizationParameter.parameterType, type),
      ),
    );
  return row?.value ?? null;
};

/** The calls the back office makes right after login (spec §2.1, §7.3) and the organisation switch. */
export function registerSessionInfoRoutes(app: FastifyInstance, deps: SessionInfoDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const organizationsOf = (ctx: Parameters<typeof listUserOrganizations>[1]) =>
    listUserOrganizations(db, ctx, deps.extraOrganizationIds);
  const scopeOrganization = (ctx: ReturnType<typeof requireContext>, q: z.infer<typeof SessionScopeQuery>) =>
    resolveScopeOrganization(db, ctx, q, deps.extraOrganizationIds);
  const toBody = (o: UserOrganization) => ({
    systemCd: o.systemCd,
    organizationCd: o.organizationCd,
    name: o.name,
    processModes: o.processModes,
  });

  r.get(
    "/app/api/v2/login/loginuser",
    {
      config: { access: { session: true } },
      schema: {
        tags: ["ログイン"],
        response: { 200: SessionUserResponse },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      const [user] = await db.select().from(loginUser).where(eq(loginUser.id, ctx.loginUserId));
      const expiryDays = Number.parseInt(
        (await parameterValue(db, ctx.organizationId, "SECURITY", "PASSWORD_EXPIRY_DAYS")) ?? "0",
        10,
      );
      const passwordExpired =
        expiryDays > 0 && user!.passwordChangedAt.getTime() + expiryDays * 86_400_000 < Date.now();
      const idle = await parameterValue(db, ctx.organizationId, "SESSION", "IDLE_TIMEOUT_MINUTES");
      return {
        tenantCd: ctx.tenantCd,
        loginUserId: ctx.loginUserId,
        displayUserId: ctx.displayUserId,
        name: user!.name,
        mailAddress: user!.mailAddress,
        systemCd: ctx.systemCd,
        organizationCd: ctx.organizationCd,
        processMode: ctx.processMode,
        passwordChangeRequired: user!.passwordChangeRequired,
        passwordExpired,
        totpEnabled: user!.totpEnabled,
        idleTimeoutMinutes: idleMinutesOf({ idleMinutes: idle }),
        organizations: (await organizationsOf(ctx)).map(toBody),
      };
    },
  );

  r.get(
    "/app/api/v2/login/organization",
    {
      config: { access: { session: true } },
      schema: {
        tags: ["ログイン"],
        querystring: SessionScopeQuery,
        response: { 200: SessionOrganizationResponse },
      },
    },
    async (request) => {
      const org = await scopeOrganization(requireContext(request), request.query);
      return { ...toBody(org), logoUrl: null };
    },
  );

  r.get(
    "/app/api/v2/login/manual",
    {
      config: { access: { session: true } },
      schema: {
        tags: ["ログイン"],
        response: { 200: ManualListResponse },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      // Manuals are organisation parameters of category MANUAL: the type is the title, the value the URL.
      const rows = await db
        .select({ title: organizationParameter.parameterType, url: organizationParameter.value })
        .from(organizationParameter)
        .where(
          and(
            eq(organizationParameter.organizationId, ctx.organizationId),
            eq(organizationParameter.parameterCategory, "MANUAL"),
          ),
        );
      return { manuals: rows.filter((m) => /^https?:\/\//.test(m.url)) };
    },
  );

  r.get(
    "/app/api/v2/organization/parameter",
    {
      config: { access: { session: true } },
      schema: {
        tags: ["組織"],
        querystring: SessionScopeQuery,
        response: { 200: OrganizationParameterListResponse },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      const org = await scopeOrganization(ctx, request.query);
      return db
        .select({
          parameterCategory: organizationParameter.parameterCategory,
          parameterType: organizationParameter.parameterType,
          value: organizationParameter.value,
        })
        .from(organizationParameter)
        .where(
          and(
            eq(organizationParameter.tenantId, ctx.tenantId),
            eq(organizationParameter.organizationId, org.organizationId),
            eq(organizationParameter.processMode, request.query.processMode ?? ctx.processMode),
          ),
        );
    },
  );

  r.post(
    "/app/api/v2/login/select-process",
    {
      config: { access: { session: true } },
      schema: {
        tags: ["ログイン"],
        summary: "組織・処理モードの選択",
        body: SelectProcessBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const ctx = requireContext(request);
      const org = await scopeOrganization(ctx, request.body);
      if (!org.processModes.includes(request.body.processMode)) throw new ForbiddenError();
      await switchSessionScope(db, sessionToken(request)!, {
        organizationId: org.organizationId,
        processMode: request.body.processMode,
      });
      return reply.status(204).send(null);
    },
  );
}
