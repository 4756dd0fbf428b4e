import {
  MemberCandidateList,
  MemberCandidateQuery,
  TargetCount,
  TargetCountBody,
  TargetOptions,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/request-context";
import type { MenuCode } from "../../platform/permissions/menu-catalogue";
import type { PushDeps } from "./push-deps";
import { composeMenuOf, type PushKind } from "./push-notifications.menu";
import { countTarget, memberCandidates, targetOptions } from "./push-target-options";

/**
 * The target picker's three routes under `base` (…/target-options, …/member-candidates,
 * …/target-count), for every screen that sends to members chosen like a push: push and group push,
 * RSS連携, safety confirmation, daily safety, surveys and announcements. Each answers under the menu
 * of the screen asking, so a person with only that screen's permission can choose its targets.
 */
export function registerTargetPickerRoutes(
  app: FastifyInstance,
  deps: Pick<PushDeps, "db">,
  options: {
    base: string;
    kind: PushKind;
    /** The screen's menu; the compose menu of `kind` by default. */
    menu?: MenuCode;
    tags: string[];
    /** The count's wording where "送信対象" is not what the screen calls them (公開するメンバー). */
    countSummary?: string;
    optionsSummary?: string;
  },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { base, kind, tags } = options;
  const menu = options.menu ?? composeMenuOf(kind);
  const read = { menu, write: false } as const;
  r.get(
    `${base}/target-options`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: options.optionsSummary ?? "送信対象の選択肢",
        response: { 200: TargetOptions },
      },
    },
    async (request) => targetOptions(deps, requireContext(request), kind, menu),
  );
  r.get(
    `${base}/member-candidates`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "個別に選ぶメンバーの検索",
        querystring: MemberCandidateQuery,
        response: { 200: MemberCandidateList },
      },
    },
    async (request) => ({
      items: await memberCandidates(deps, requireContext(request), kind, request.query.keyword, menu),
    }),
  );
  r.post(
    `${base}/target-count`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: options.countSummary ?? "送信対象の人数",
        body: TargetCountBody,
        response: { 200: TargetCount },
      },
    },
    async (request) => countTarget(deps, requireContext(request), kind, request.body.target, menu),
  );
}
