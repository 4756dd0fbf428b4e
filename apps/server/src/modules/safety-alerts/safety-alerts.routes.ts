import { SAFETY_ALERTS_PATH, SafetyStaffAlertBody, SafetyStaffAlertSettings } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { SAFETY_AUTO_MENU } from "../safety-jma/safety-jma.menu";
import { getAlertSettings, saveAlertSettings } from "./safety-alert-settings";

const tags = ["自動配信設定"];

export function registerSafetyAlertRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    SAFETY_ALERTS_PATH,
    {
      config: { access: { menu: SAFETY_AUTO_MENU, write: false } },
      schema: { tags, summary: "職員への通知の設定", response: { 200: SafetyStaffAlertSettings } },
    },
    async (request) => getAlertSettings(deps.db, requireContext(request)),
  );
  r.put(
    SAFETY_ALERTS_PATH,
    {
      config: { access: { menu: SAFETY_AUTO_MENU }, audit: { targetType: "safety_alert_setting" } },
      schema: {
        tags,
        summary: "職員への通知の設定の保存",
        body: SafetyStaffAlertBody,
        response: { 200: SafetyStaffAlertSettings },
      },
    },
    async (request) => saveAlertSettings(deps.db, requireContext(request), request.body),
  );
}
