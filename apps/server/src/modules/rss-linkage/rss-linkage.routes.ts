import {
  NoContent,
  NotificationType,
  RSS_BASE,
  RssArticlePage,
  RssArticleQuery,
  RssCheckResult,
  RssFeedBody,
  RssFeedItem,
  RssFeedList,
  RssFeedParams,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { NotFoundError } from "../../platform/errors/app-error";
import { registerTargetPickerRoutes } from "../push-notifications/push-target-routes";
import type { RssDeps } from "./rss-deps";
import {
  createFeed,
  deleteFeed,
  feedMessages,
  findOwnFeed,
  listArticles,
  listFeeds,
  resumeFeed,
  updateFeed,
} from "./rss-feeds";
import { RSS_MENU } from "./rss-linkage.menu";
import { pollFeed } from "./rss-poll";

const tags = ["RSS連携"];
const read = { menu: RSS_MENU, write: false } as const;
const write = { menu: RSS_MENU } as const;
const audit = { targetType: "rss_feed" };
// The target picker is the push screen's (every kind of criterion), asked under this menu.
const PICKER_KIND = NotificationType.PUSH;

export function registerRssRoutes(app: FastifyInstance, deps: RssDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const FEEDS = `${RSS_BASE}/feeds`;

  r.get(
    FEEDS,
    {
      config: { access: read },
      schema: { tags, summary: "RSSフィード一覧", response: { 200: RssFeedList } },
    },
    async (request) => ({ items: await listFeeds(deps.db, requireContext(request)) }),
  );
  r.post(
    FEEDS,
    {
      config: { access: write, audit },
      schema: { tags, summary: "RSSフィード登録", body: RssFeedBody, response: { 201: RssFeedItem } },
    },
    async (request, reply) =>
      reply.status(201).send(await createFeed(deps.db, requireContext(request), request.body)),
  );
  r.put(
    `${FEEDS}/:id`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "RSSフィード変更",
        params: RssFeedParams,
        body: RssFeedBody,
        response: { 200: RssFeedItem },
      },
    },
    async (request) => updateFeed(deps.db, requireContext(request), request.params.id, request.body),
  );
  r.delete(
    `${FEEDS}/:id`,
    {
      config: { access: write, audit },
      schema: { tags, summary: "RSSフィード削除", params: RssFeedParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      await deleteFeed(deps.db, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.post(
    `${FEEDS}/:id/check`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "今すぐ確認（取得して新しい記事を配信）",
        params: RssFeedParams,
        response: { 200: RssCheckResult },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      requireMenu(ctx, RSS_MENU, "write");
      await findOwnFeed(deps.db, ctx, request.params.id);
      const result = await pollFeed(deps, ctx.tenantId, request.params.id, { manual: true });
      if (!result) throw new NotFoundError(feedMessages.notFound);
      return result;
    },
  );
  r.post(
    `${FEEDS}/:id/resume`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "停止したフィードの再開",
        params: RssFeedParams,
        response: { 200: RssFeedItem },
      },
    },
    async (request) => resumeFeed(deps.db, requireContext(request), request.params.id),
  );
  r.get(
    `${FEEDS}/:id/items`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "受信した記事と配信",
        params: RssFeedParams,
        querystring: RssArticleQuery,
        response: { 200: RssArticlePage },
      },
    },
    async (request) => listArticles(deps.db, requireContext(request), request.params.id, request.query.page),
  );

  registerTargetPickerRoutes(app, deps, { base: RSS_BASE, kind: PICKER_KIND, menu: RSS_MENU, tags });
}
