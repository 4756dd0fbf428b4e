import {
  HEALTH_LINK_API,
  HealthLinkBody,
  HealthLinkObservationBody,
  HealthObservationBody,
  HealthOwnObservation,
  MEMBER_HEALTH_API,
  MemberHealthView,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { memberOf } from "../member-accounts/member-access";
import type { ReportDeps } from "./health-report-deps";
import { appHealthView, appReport, openWebLink, reportByWebLink } from "./health-web-link";

/** The member app's 体調 screen (the member's session) and the personal web link (no login). */
export function registerHealthMemberRoutes(app: FastifyInstance, deps: ReportDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asMember = { member: true } as const;
  const open = { public: true } as const;
  r.get(
    MEMBER_HEALTH_API,
    {
      config: { access: asMember },
      schema: {
        tags: ["メンバーアプリ：体調報告"],
        summary: "今日の体調と直近の記録",
        response: { 200: MemberHealthView },
      },
    },
    async (request) => appHealthView(deps, memberOf(request)),
  );
  r.put(
    MEMBER_HEALTH_API,
    {
      config: { access: asMember },
      schema: {
        tags: ["メンバーアプリ：体調報告"],
        summary: "今日の体調を報告（同じ日は上書き）",
        body: HealthObservationBody,
        response: { 200: HealthOwnObservation },
      },
    },
    async (request) => appReport(deps, memberOf(request), request.body),
  );
  r.post(
    `${HEALTH_LINK_API}/open`,
    {
      config: { access: open },
      schema: {
        tags: ["体調報告（ログイン不要）"],
        summary: "Webリンクから体調報告を開く",
        body: HealthLinkBody,
        response: { 200: MemberHealthView },
      },
    },
    async (request) => openWebLink(deps, request.body.key),
  );
  r.post(
    HEALTH_LINK_API,
    {
      config: { access: open },
      schema: {
        tags: ["体調報告（ログイン不要）"],
        summary: "Webリンクから今日の体調を報告",
        body: HealthLinkObservationBody,
        response: { 200: HealthOwnObservation },
      },
    },
    async (request) => {
      const { key, ...body } = request.body;
      return reportByWebLink(deps, key, body);
    },
  );
}
