import {
  DAILY_SAFETY_BASE,
  DailySafetyDay,
  DailySafetyDayListQuery,
  DailySafetyDayPage,
  DailySafetyDayQuery,
  DailySafetySetting,
  DailySafetySettingBody,
  DailySafetyTrendQuery,
  DailySafetyTrends,
  NoContent,
  NotificationType,
  SchoolDayBody,
  SchoolDayItem,
  SchoolDayList,
  SchoolDayParams,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { registerTargetPickerRoutes } from "../push-notifications/push-target-routes";
import { DAILY_SAFETY_MENU } from "./daily-safety.menu";
import { addSchoolDay, deleteSchoolDay, listSchoolDays } from "./daily-safety-calendar";
import { dailySafetyDay, dailySafetyTrends, listDailySafetyDays } from "./daily-safety-dashboard";
import { getSetting, saveSetting } from "./daily-safety-settings";

const B = DAILY_SAFETY_BASE;
const tags = ["定時安否確認"];
const read = { menu: DAILY_SAFETY_MENU, write: false } as const;
const write = { menu: DAILY_SAFETY_MENU } as const;
/** The target picker is push notifications' own, asked under this menu (as 安否確認配信 does). */
const PICKER_KIND = NotificationType.PUSH;

function registerSettingRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${B}/setting`,
    {
      config: { access: read },
      schema: { tags, summary: "定時安否確認の設定", response: { 200: DailySafetySetting } },
    },
    async (request) => getSetting(deps.db, requireContext(request)),
  );
  r.put(
    `${B}/setting`,
    {
      config: { access: write, audit: { targetType: "daily_safety_setting" } },
      schema: {
        tags,
        summary: "定時安否確認の設定の保存",
        body: DailySafetySettingBody,
        response: { 200: DailySafetySetting },
      },
    },
    async (request) => saveSetting(deps.db, requireContext(request), request.body),
  );
  registerTargetPickerRoutes(app, deps, { base: B, kind: PICKER_KIND, menu: DAILY_SAFETY_MENU, tags });
}

function registerCalendarRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const audit = { targetType: "daily_safety_school_day" };
  r.get(
    `${B}/school-days`,
    {
      config: { access: read },
      schema: { tags, summary: "休校日・授業日の一覧", response: { 200: SchoolDayList } },
    },
    async (request) => listSchoolDays(deps.db, requireContext(request)),
  );
  r.post(
    `${B}/school-days`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "休校日・授業日の登録",
        body: SchoolDayBody,
        response: { 201: SchoolDayItem },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addSchoolDay(deps.db, requireContext(request), request.body)),
  );
  r.delete(
    `${B}/school-days/:id`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "休校日・授業日の削除",
        params: SchoolDayParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteSchoolDay(deps.db, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

function registerDashboardRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${B}/day`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "その日の回答状況（既定は今日）",
        querystring: DailySafetyDayQuery,
        response: { 200: DailySafetyDay },
      },
    },
    async (request) => dailySafetyDay(deps.db, requireContext(request), request.query.date),
  );
  r.get(
    `${B}/days`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "送信した日の一覧",
        querystring: DailySafetyDayListQuery,
        response: { 200: DailySafetyDayPage },
      },
    },
    async (request) => listDailySafetyDays(deps.db, requireContext(request), request.query.page),
  );
  r.get(
    `${B}/trends`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "直近30授業日の推移",
        querystring: DailySafetyTrendQuery,
        response: { 200: DailySafetyTrends },
      },
    },
    async (request) => dailySafetyTrends(deps.db, requireContext(request), request.query.until),
  );
}

export function registerDailySafetyRoutes(app: FastifyInstance, deps: { db: Db }): void {
  registerSettingRoutes(app, deps);
  registerCalendarRoutes(app, deps);
  registerDashboardRoutes(app, deps);
}
