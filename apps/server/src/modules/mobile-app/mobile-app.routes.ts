import {
  AppMenuBody,
  AppMenuResponse,
  AppSettingBody,
  AppSettingResponse,
  ManifestQuery,
  MEMBER_APP_MANIFEST_URL,
  MEMBER_APP_PROFILE_URL,
  MemberAppProfile,
  MOBILE_APP_API,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/request-context";
import type { ModuleDeps } from "../../platform/module-kit/module-definition";
import { memberOf } from "../member-accounts/member-access";
import { getAppMenu, getAppSetting, saveAppMenu, saveAppSetting } from "./app-setting.service";
import { memberAppProfile, organizationManifest } from "./member-app-profile.service";
import { APP_MENU_MENU, APP_SETTING_MENU } from "./mobile-app.menu";
import { offeredFeaturesOf } from "./offered-features";

const tags = ["アプリ設定"];
const audit = { targetType: "mobile_app_setting" };

/** アプリ設定 and アプリメニュー設定 (staff), and their effect in the member app (member, public). */
export function registerMobileAppRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const appDeps = { db: deps.db, offered: offeredFeaturesOf(app) };

  r.get(
    `${MOBILE_APP_API}/setting`,
    {
      config: { access: { menu: APP_SETTING_MENU } },
      schema: { tags, summary: "アプリ設定", response: { 200: AppSettingResponse } },
    },
    async (request) => getAppSetting(appDeps, requireContext(request)),
  );

  r.put(
    `${MOBILE_APP_API}/setting`,
    {
      config: { access: { menu: APP_SETTING_MENU }, audit },
      schema: {
        tags,
        summary: "アプリ設定の保存",
        body: AppSettingBody,
        response: { 200: AppSettingResponse },
      },
    },
    async (request) => saveAppSetting(appDeps, requireContext(request), request.body),
  );

  r.get(
    `${MOBILE_APP_API}/menu`,
    {
      config: { access: { menu: APP_MENU_MENU } },
      schema: { tags, summary: "アプリメニュー設定", response: { 200: AppMenuResponse } },
    },
    async (request) => getAppMenu(appDeps, requireContext(request)),
  );

  r.put(
    `${MOBILE_APP_API}/menu`,
    {
      config: { access: { menu: APP_MENU_MENU }, audit },
      schema: {
        tags,
        summary: "アプリメニュー設定の保存",
        body: AppMenuBody,
        response: { 200: AppMenuResponse },
      },
    },
    async (request) => saveAppMenu(appDeps, requireContext(request), request.body),
  );

  r.get(
    MEMBER_APP_PROFILE_URL,
    {
      config: { access: { member: true } },
      schema: {
        tags: ["メンバーアプリ"],
        summary: "アプリの表示名・色・メニュー（ログイン中のメンバーの組織）",
        response: { 200: MemberAppProfile },
      },
    },
    async (request) => memberAppProfile(appDeps, memberOf(request)),
  );

  r.get(
    MEMBER_APP_MANIFEST_URL,
    {
      config: { access: { public: true } },
      schema: {
        tags: ["メンバーアプリ"],
        summary: "組織のアプリ名とテーマカラーを反映したWebアプリマニフェスト",
        querystring: ManifestQuery,
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      const manifest = await organizationManifest(deps.db, request.query);
      return reply
        .header("content-type", "application/manifest+json; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .serializer((payload) => JSON.stringify(payload))
        .send(manifest);
    },
  );
}
