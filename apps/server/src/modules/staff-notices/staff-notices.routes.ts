import {
  NOTICE_SETTINGS_BASE,
  NoContent,
  NoticeSettings,
  NoticeSettingsInput,
  NoticeSettingsStaffList,
  NoticeSettingsStaffParams,
  STAFF_NOTICES_BASE,
  StaffNoticeList,
  StaffNoticeParams,
  StaffPushKey,
  StaffPushSubscriptionBody,
  StaffPushUnsubscribeBody,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import { NOTICE_SETTING_MENU } from "./notice-menus";
import { ownSettings, saveSettings, staffList, staffSettings } from "./notice-settings";
import { markNoticeRead, markNoticesRead, recentNotices } from "./staff-notice-list";
import { removeStaffSubscription, saveStaffSubscription } from "./staff-subscriptions";

const settingsTags = ["通知設定"];
const read = { menu: NOTICE_SETTING_MENU, write: false } as const;
const write = { menu: NOTICE_SETTING_MENU } as const;
// One's own notices and browsers: any logged-in staff member. Who is told was decided by the settings.
const session = { session: true } as const;

export interface StaffNoticeRouteDeps {
  db: Db;
  delivery: Pick<DeliveryEngine, "vapidPublicKey" | "checkPushSubscription">;
}

export function registerStaffNoticeRoutes(app: FastifyInstance, deps: StaffNoticeRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const S = NOTICE_SETTINGS_BASE;
  const N = STAFF_NOTICES_BASE;

  r.get(
    `${S}/me`,
    {
      config: { access: read },
      schema: { tags: settingsTags, summary: "自分の通知設定", response: { 200: NoticeSettings } },
    },
    async (request) => ownSettings(db, requireContext(request)),
  );
  r.put(
    `${S}/me`,
    {
      // One's own preference: reference-only staff may set it too (notice-settings.ts); still audited.
      config: { access: read, audit: true },
      schema: {
        tags: settingsTags,
        summary: "自分の通知設定の保存",
        body: NoticeSettingsInput,
        response: { 200: NoticeSettings },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      return saveSettings(db, ctx, ctx.loginUserId, request.body);
    },
  );
  r.get(
    `${S}/staff`,
    {
      config: { access: read },
      schema: {
        tags: settingsTags,
        summary: "職員の通知設定一覧",
        response: { 200: NoticeSettingsStaffList },
      },
    },
    async (request) => staffList(db, requireContext(request)),
  );
  r.get(
    `${S}/staff/:loginUserId`,
    {
      config: { access: read },
      schema: {
        tags: settingsTags,
        summary: "職員の通知設定",
        params: NoticeSettingsStaffParams,
        response: { 200: NoticeSettings },
      },
    },
    async (request) => staffSettings(db, requireContext(request), request.params.loginUserId),
  );
  r.put(
    `${S}/staff/:loginUserId`,
    {
      config: { access: write, audit: { targetType: "login_user" } },
      schema: {
        tags: settingsTags,
        summary: "職員の通知設定の保存",
        params: NoticeSettingsStaffParams,
        body: NoticeSettingsInput,
        response: { 200: NoticeSettings },
      },
    },
    async (request) => saveSettings(db, requireContext(request), request.params.loginUserId, request.body),
  );

  const noticeTags = ["職員への通知"];
  r.get(
    N,
    {
      config: { access: session },
      schema: { tags: noticeTags, summary: "自分宛ての通知", response: { 200: StaffNoticeList } },
    },
    async (request) => recentNotices(db, requireContext(request)),
  );
  r.post(
    `${N}/read`,
    {
      config: { access: session },
      schema: { tags: noticeTags, summary: "通知をすべて既読にする", response: { 204: NoContent } },
    },
    async (request, reply) => {
      await markNoticesRead(db, requireContext(request));
      return reply.status(204).send(null);
    },
  );
  r.post(
    `${N}/:id/read`,
    {
      config: { access: session },
      schema: {
        tags: noticeTags,
        summary: "通知を1件既読にする",
        params: StaffNoticeParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await markNoticeRead(db, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.get(
    `${N}/push-key`,
    {
      config: { access: session },
      schema: { tags: noticeTags, summary: "ブラウザ通知の公開鍵", response: { 200: StaffPushKey } },
    },
    async () => ({ publicKey: await deps.delivery.vapidPublicKey() }),
  );
  r.put(
    `${N}/subscription`,
    {
      config: { access: session },
      schema: {
        tags: noticeTags,
        summary: "このブラウザで通知を受け取る",
        body: StaffPushSubscriptionBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers["user-agent"] ?? null;
      await saveStaffSubscription(deps, requireContext(request), request.body, userAgent);
      return reply.status(204).send(null);
    },
  );
  r.delete(
    `${N}/subscription`,
    {
      config: { access: session },
      schema: {
        tags: noticeTags,
        summary: "このブラウザの通知をやめる",
        querystring: StaffPushUnsubscribeBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await removeStaffSubscription(db, requireContext(request), request.query.endpoint);
      return reply.status(204).send(null);
    },
  );
}
